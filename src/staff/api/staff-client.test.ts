import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/problem';
import { staffMessages } from '../../contracts/staff/content';
import { setIdentityConfirmer, staffCall, staffFileHref } from './staff-client';

const session = {
  user: { id: 1, email: 'ama@example.com', role: 'hr' },
  csrfToken: 'token-1',
  secondFactor: false,
  confirmedUntil: '2026-11-26T09:10:00.000Z',
};

/** Stands in for the network: ky hands fetch a Request, kept here to be read. */
function answer(status: number, body: unknown, type = 'application/json') {
  return answers([{ status, body, type }]);
}

/** One answer per request, in turn (the last one again after them). */
function answers(list: { status: number; body: unknown; type?: string }[]) {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      const { status, body, type = 'application/json' } = list[Math.min(sent.length, list.length) - 1]!;
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': type } });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setIdentityConfirmer(null);
});

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

  it('asks the user to confirm it is them when a sensitive call says so, then makes the call again, once', async () => {
    const confirm = { type: 'about:blank', title: 'Forbidden', status: 403, detail: staffMessages.confirmIdentity };
    const sent = answers([
      { status: 403, body: confirm, type: 'application/problem+json' },
      {
        status: 200,
        body: { id: 9, email: 'new@example.com', role: 'hr', mailedTo: 'new@example.com', expiresAt: '2026-11-27T09:00:00.000Z' },
      },
    ]);
    const confirmer = vi.fn(async () => undefined);
    setIdentityConfirmer(confirmer);
    await expect(staffCall('addUser', { body: { email: 'new@example.com', role: 'hr' }, csrfToken: 'token-1' })).resolves.toMatchObject({
      id: 9,
    });
    expect(confirmer).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(await sent[1]!.json()).toEqual({ email: 'new@example.com', role: 'hr' });

    // Cancelled: the call is not made again, and the refusal is the dialog's.
    const cancelled = answers([{ status: 403, body: confirm, type: 'application/problem+json' }]);
    setIdentityConfirmer(() => Promise.reject(new Error('cancelled')));
    await expect(staffCall('addUser', { body: { email: 'new@example.com', role: 'hr' }, csrfToken: 'token-1' })).rejects.toThrow(
      'cancelled',
    );
    expect(cancelled).toHaveLength(1);

    // Any other 403 is the caller's, with no dialog.
    answer(403, { type: 'about:blank', title: 'Forbidden', status: 403, detail: staffMessages.forbidden }, 'application/problem+json');
    const unused = vi.fn(async () => undefined);
    setIdentityConfirmer(unused);
    await expect(staffCall('listUsers')).rejects.toMatchObject({ problem: { status: 403 } });
    expect(unused).not.toHaveBeenCalled();
  });

  it('makes download addresses from the call table', () => {
    expect(staffFileHref('downloadApplicationFile', { id: 7 })).toBe('/staff/api/application-files/7');
    expect(staffFileHref('exportSubscribers', { query: { q: 'ama', status: 'active' } })).toBe(
      '/staff/api/subscribers/export?q=ama&status=active',
    );
  });
});
