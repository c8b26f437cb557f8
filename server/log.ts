import type { FastifyServerOptions } from 'fastify';

/**
 * pino through Fastify, without personal data: a request is logged by method and path only (the
 * query may hold an address, as /unsubscribe?email= does), with no headers, bodies or client address.
 */
export function logOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, path: request.url.split('?', 1)[0] }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
