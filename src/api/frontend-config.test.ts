import { describe, expect, it, vi } from 'vitest';
import { defaultConfig, fetchFrontendConfig, parseConfig } from './frontend-config';

const respond = (body: string, status = 200) => vi.fn(async () => new Response(body, { status }));

describe('frontend config', () => {
  it('reads appName and apiBaseUrl', () => {
    expect(parseConfig({ appName: 'Acme', apiBaseUrl: 'https://api.example.com/' })).toEqual({
      appName: 'Acme',
      apiBaseUrl: 'https://api.example.com/',
    });
  });

  it('fills what is missing or empty with the defaults', () => {
    expect(parseConfig({ appName: '  ' })).toEqual(defaultConfig);
    expect(parseConfig({ apiBaseUrl: '/gateway/' })).toEqual({ ...defaultConfig, apiBaseUrl: '/gateway/' });
  });

  it.each([null, 'text', 42, ['a'], { appName: 7 }])('falls back to the defaults for %j', (raw) => {
    expect(parseConfig(raw)).toEqual(defaultConfig);
  });

  it('asks for the file with a cache-busting timestamp', async () => {
    const fetcher = respond('{"appName":"Acme"}');
    await expect(fetchFrontendConfig(fetcher as unknown as typeof fetch)).resolves.toEqual({ ...defaultConfig, appName: 'Acme' });
    expect(String((fetcher.mock.calls[0] as unknown[])[0])).toMatch(/^\/frontend-config\.json\?t=\d+$/);
  });

  it.each([
    ['missing', respond('Not found', 404)],
    ['malformed', respond('{ "appName": ')],
    ['unreachable', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
  ])('never throws when the file is %s', async (_, fetcher) => {
    await expect(fetchFrontendConfig(fetcher as unknown as typeof fetch)).resolves.toEqual(defaultConfig);
  });
});
