import { Redis } from 'ioredis';
import { buildApp } from './app';
import { readConfig } from './config';
import { openStore } from './store/open-store';

/**
 * `npm start`: reads the settings, opens the store (PGlite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL), migrates and seeds it, and serves the site and its API. On SIGTERM or SIGINT it stops
 * taking requests, lets those in flight finish, then closes the store.
 */
async function main() {
  const config = readConfig();
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  const app = await buildApp({ config, store, redis });
  app.addHook('onClose', async () => {
    await store.close();
    redis?.disconnect();
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing the requests in flight, then closing the store');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info({ store: store.kind, location: store.location }, 'store open');
  // The URL on its own line, for the person who ran npm start.
  process.stdout.write(`\nThe site is running at http://${shownHost}:${port}/ (store: ${store.kind}, ${store.location})\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
