import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

/**
 * pino through Fastify, without personal data: a request is logged by method and path only (the
 * query may hold an address, as /unsubscribe?email= does), with no headers, bodies or client address.
 * Lines go to stdout without blocking: written by the thread pool rather than with writeSync, so a slow
 * reader of the log (a pipe, a container's log driver) never holds a visitor's answer. pino flushes
 * what is pending when the process exits.
 */
export function logOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    stream: pino.destination({ dest: 1, sync: false }),
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split('?', 1)[0] }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/**
 * What is logged of each request, in place of Fastify's two info lines ("incoming request", "request
 * completed"): with ACCESS_LOG, one info line per answered request, with its status and time; at
 * LOG_LEVEL=debug, a line as each request arrives (what a stalled or slow request is found by). A
 * request that ends in an error is logged as Fastify logs it, whatever the setting, and so are the
 * other failures its controller reports.
 */
export class RequestLog extends LogController {
  constructor(private readonly accessLog: boolean) {
    super();
  }

  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'request arrived');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.accessLog) request.log.info({ req: request, res: reply, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  }
}
