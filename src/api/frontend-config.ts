import { company } from '../content/company';

/** The runtime configuration read at start-up (spec section 7). */
export type FrontendConfig = { appName: string; apiBaseUrl: string };

export const defaultConfig: FrontendConfig = { appName: company.name, apiBaseUrl: '/' };

/** A non-empty trimmed string, or undefined. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Merges what the file holds over the defaults; anything unusable falls back to them. Checked by
 * hand rather than with zod: this runs in the entry chunk of every page (docs/decisions/004).
 */
export function parseConfig(raw: unknown): FrontendConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return defaultConfig;
  const { appName, apiBaseUrl } = raw as Record<string, unknown>;
  if ((appName !== undefined && typeof appName !== 'string') || (apiBaseUrl !== undefined && typeof apiBaseUrl !== 'string')) {
    return defaultConfig;
  }
  return { appName: text(appName) ?? defaultConfig.appName, apiBaseUrl: text(apiBaseUrl) ?? defaultConfig.apiBaseUrl };
}

/**
 * Fetches /frontend-config.json with a cache-busting timestamp. Never throws: a missing or
 * malformed file gives the defaults, so the site works without it and logs nothing.
 */
export async function fetchFrontendConfig(fetcher: typeof fetch = fetch): Promise<FrontendConfig> {
  try {
    // eslint-disable-next-line no-restricted-syntax -- a cache-buster, not a time anyone sees
    const response = await fetcher(`/frontend-config.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return defaultConfig;
    return parseConfig(JSON.parse(await response.text()));
  } catch {
    return defaultConfig;
  }
}

/** Read once per page load: the entry starts the fetch, and every later reader shares its answer. */
export const frontendConfigQuery = {
  queryKey: ['frontend-config'],
  queryFn: () => fetchFrontendConfig(),
  retry: false,
  staleTime: Infinity,
} as const;
