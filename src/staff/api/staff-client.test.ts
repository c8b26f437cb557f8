import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffApiError, staffCall, staffFileHref } from './staff-client';

const session = { user: { id: 1, email: 'ama@example.com', role: 'hr' }, csrfToken: 'token-1' };

function answer(status: number, body: unknown, type = 'application/json') {
  return vi.fn<typeof fetch>(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': type } }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('staffCall', () => {
  it('sends the CSRF token on a POST, as JSON, with same-origin cookies and no cache', async () => {
    const fetch = answer(200, { id: 3, title: 'Accountant', status: 'closed', changed: true });
    vi.stubGlobal('fetch', fetch);
    await staffCall('closeJob', { id: 3, csrfToken: 'token-1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/staff/api/jobs/3/close');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', cache: 'no-store' });
    expect((init!.headers as Record<string, string>)['x-csrf-token']).toBe('token-1');
  });

  it('reads a list with its query, leaving out what is empty', async () => {
    const fetch = answer(200, { items: [], total: 0, pageNo: 1, pageSize: 25 });
    vi.stubGlobal('fetch', fetch);
    await staffCall('listMessages', { query: { pageNo: 2, q: '', sort: 'email', order: 'asc' } });
    expect(fetch.mock.calls[0]![0]).toBe('/staff/api/messages?pageNo=2&sort=email&order=asc');
  });

  it('checks the answer with the contract', async () => {
    vi.stubGlobal('fetch', answer(200, session));
    await expect(staffCall('me')).resolves.toEqual(session);
    vi.stubGlobal('fetch', answer(200, { user: { id: 'x' } }));
    await expect(staffCall('me')).rejects.toBeInstanceOf(StaffApiError);
  });

  it('turns a refusal into the problem it answered', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        403,
        { type: 'about:blank', title: 'Forbidden', status: 403, detail: 'Your role does not include this.' },
        'application/problem+json',
      ),
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
