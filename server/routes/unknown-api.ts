import type { FastifyPluginAsync } from 'fastify';
import { sendProblem } from '../problem';

/**
 * Any other /api/ path: 405 with Allow when the path exists under another method, else 404; always
 * JSON, never the HTML page, and whatever the body (no parser runs first).
 */
export const unknownApiRoutes: FastifyPluginAsync<{ methodsByPath: ReadonlyMap<string, readonly string[]> }> = async (
  app,
  { methodsByPath },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.all('/api/*', (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    const methods = methodsByPath.get(path);
    if (methods) return sendProblem(reply.header('allow', methods.join(', ')), 405, `${path} answers ${methods.join(' and ')} only.`);
    return sendProblem(reply, 404, `There is no API call ${request.method} ${path.slice(0, 200)}.`);
  });
};
