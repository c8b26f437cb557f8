// Serves the built component workbench (dist-workbench, from npm run build:workbench) for the e2e
// gate: plain static files on 127.0.0.1, port PORT. It starts even before the first build, so the
// rest of the suite does not depend on it; the workbench spec itself says when the build is missing.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { resolve } from 'node:path';

const port = Number(process.env.PORT ?? 6006);
const app = Fastify();
await app.register(fastifyStatic, { root: resolve('dist-workbench') });
app.get('/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port });
