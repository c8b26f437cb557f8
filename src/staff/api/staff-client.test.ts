import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/problem';
import { staffCall, staffFileHref } from './staff-client';

const session = { user: { id: 1, email: 'ama@example.com', role: 'hr' }, csrfToken: 'token-1' };

/** Stands in for the network: ky hands fetch a Request, kept here to be read. */
function answer(status: number, body: unknown, type = 'application/json') {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': type } });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('staffCall (through the one call function)', () => {
  it("sends the CSRF token on a POST, to the page's own origin, with no cache", async () => {
    const sent = answer(200, { id: 3, title: 'Accountant', status: 'closed', changed: true });
    await staffCall('closeJob', { id: 3, csrfToken: 'token-1' });
    const request = sent[0]!;
    expect(new URL(request.url).pathname).toBe('/staff/api/jobs/3/close');
    expect(new URL(request.url).origin).toBe(window.location.origin);
    expect(request.method).toBe('POST');
    expect(request.cache).toBe('no-store');
    expect(request.credentials).toBe('same-origin');
    expect(request.headers.get('x-csrf-token')).toBe('token-1');
  });

  it('sends no CSRF token on a read, and a JSON body as JSON', async () => {
    const sent = answer(200, session);
    await staffCall('signIn', { body: { email: 'ama@example.com', password: 'correct horse battery' } });
    expect(sent[0]!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await sent[0]!.json()).toEqual({ email: 'ama@example.com', password: 'correct horse battery' });
    const reads = answer(200, session);
    await staffCall('me', { csrfToken: 'token-1' });
    expect(reads[0]!.headers.get('x-csrf-token')).toBeNull();
  });

  it('reads a list with its query, leaving out what is empty', async () => {
    const sent = answer(200, { items: [], total: 0, pageNo: 1, pageSize: 25 });
    await staffCall('listMessages', { query: { pageNo: 2, q: '', sort: 'email', order: 'asc' } });
    expect(new URL(sent[0]!.url).search).toBe('?pageNo=2&sort=email&order=asc');
  });

  it('checks the answer with the contract, a null session included', async () => {
    answer(200, session);
    await expect(staffCall('me')).resolves.toEqual(session);
    answer(200, null);
    await expect(staffCall('me')).resolves.toBeNull();
    answer(200, { user: { id: 'x' } });
    await expect(staffCall('me')).rejects.toBeInstanceOf(ApiError);
  });

  it('turns a refusal into the problem it answered', async () => {
    answer(
      403,
      { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Your role does not include this.' },
      'application/problem+json',
    );
    await expect(staffCall('listUsers')).rejects.toMatchObject({ problem: { status: 403, detail: 'Your role does not include this.' } });
  });

  it('makes download addresses from the call table', () => {
    expect(staffFileHref('downloadApplicationFile', { id: 7 })).toBe('/staff/api/application-files/7');
    expect(staffFileHref('exportSubscribers', { query: { q: 'ama', status: 'active' } })).toBe(
      '/staff/api/subscribers/export?q=ama&status=active',
    );
  });
});
