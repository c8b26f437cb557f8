import { defaultConfig, type FrontendConfig } from './frontend-config';

type ConfigSource = () => Promise<FrontendConfig>;

/**
 * The sources of the apps mounted now, the latest last. An app binds its own (its query client's
 * copy of the runtime config) while it is mounted and unbinds it when it unmounts (app.tsx), so no
 * app's source outlives it into the next: vitest runs its files with isolate: false, and each test
 * mounts an app of its own. Kept apart from the client so that the frame every page loads does not
 * carry the client (it comes with the first page or form that calls the API).
 */
const bound: ConfigSource[] = [];

/** Makes `source` where the API client reads the runtime config, until the returned function is called. */
export function bindConfigSource(source: ConfigSource): () => void {
  bound.push(source);
  return () => {
    const at = bound.lastIndexOf(source);
    if (at >= 0) bound.splice(at, 1);
  };
}

/** The runtime config of the app mounted last; the defaults where none is (a unit test of a call). */
export function readConfig(): Promise<FrontendConfig> {
  return bound.at(-1)?.() ?? Promise.resolve(defaultConfig);
}
