import { defaultConfig, type FrontendConfig } from './frontend-config';

type ConfigSource = () => Promise<FrontendConfig>;

let source: ConfigSource = async () => defaultConfig;

/**
 * Where the API client reads the runtime config. The app points it at its query client when it
 * starts; kept apart from the client so that the frame every page loads does not carry the client
 * (it comes with the first page or form that calls the API).
 */
export function setConfigSource(next: ConfigSource): void {
  source = next;
}

export function readConfig(): Promise<FrontendConfig> {
  return source();
}
