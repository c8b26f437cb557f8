import type { FastifyInstance, FastifyServerOptions } from 'fastify';
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
 * What is logged of each request: with ACCESS_LOG, one info line per answered request (Fastify's own
 * logging spreads it over two, off in app.ts); at LOG_LEVEL=debug, a line as each request arrives too
 * (what a stalled or slow request is found by). Neither hook exists when its line would not be written.
 */
export function logRequests(app: FastifyInstance, { accessLog }: { accessLog: boolean }) {
  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.debug({ req: request }, 'request arrived');
      done();
    });
  }
  if (!accessLog) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    done();
  });
}
