import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { callApi } from './client';
import { api } from '../contracts/calls';
import { bindConfigSource } from './config-source';
import { serverErrorDetail, type Problem } from '../contracts/problem';
import { ApiError } from './problem';

type Captured = { url: URL; method: string; body: string; contentType: string | null; idempotencyKey: string | null };

function fakeFetch(respond: (request: Request) => Response | Promise<Response>) {
  const captured: Captured[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    captured.push({
      url: new URL(request.url),
      method: request.method,
      body,
      contentType: request.headers.get('content-type'),
      idempotencyKey: request.headers.get('idempotency-key'),
    });
    return respond(request);
  });
  // ky reads globalThis.fetch on each call, so the stub stands in for the network.
  vi.stubGlobal('fetch', fetcher);
  return captured;
}

async function problemOf(promise: Promise<unknown>): Promise<Problem> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).problem;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the calls of spec section 7, made from their contracts', () => {
  it('subscribe posts the e-mail as JSON with the type in the query', async () => {
    const captured = fakeFetch(() => new Response('{"ok":true}', { status: 200 }));
    await expect(
      callApi(api.subscribe, { query: { type: 'Newsletter' }, body: { subscriberEmail: 'ama@example.com' }, idempotencyKey: 'key-1' }),
    ).resolves.toEqual({ ok: true });
    expect(captured[0]!.method).toBe('POST');
    expect(captured[0]!.url.pathname).toBe('/api/contact/subscribe');
    expect(captured[0]!.url.searchParams.get('type')).toBe('Newsletter');
    expect(captured[0]!.contentType).toContain('application/json');
    expect(JSON.parse(captured[0]!.body)).toEqual({ subscriberEmail: 'ama@example.com' });
    expect(captured[0]!.idempotencyKey).toBe('key-1');
  });

  it('uses the base address of the runtime config', async () => {
    onTestFinished(bindConfigSource(async () => ({ appName: 'Test', apiBaseUrl: 'https://api.example.com/v2/' })));
    const captured = fakeFetch(() => new Response(null, { status: 204 }));
    await callApi(api.sendContactMessage, {
      body: { fullName: 'Ama', email: 'a@b.co', company: 'Acme', messageBody: 'Hi' },
      idempotencyKey: 'key-2',
    });
    expect(captured[0]!.url.href).toBe('https://api.example.com/v2/api/contact/contact-us');
    expect(captured[0]!.idempotencyKey).toBe('key-2');
  });

  it('asks for jobs and articles with the spec page sizes', async () => {
    const captured = fakeFetch(() => new Response('[]', { status: 200 }));
    await callApi(api.getAvailableJobs, { query: { pageNo: 1, pageSize: 100 } });
    await callApi(api.getAllArticles, { query: { pageSize: 30, pageNo: 1 } });
    expect(captured[0]!.url.pathname + captured[0]!.url.search).toBe('/api/job-vacancy/available?pageNo=1&pageSize=100');
    expect(captured[1]!.url.pathname + captured[1]!.url.search).toBe('/api/articles/get-all-articles?pageSize=30&pageNo=1');
  });

  it('sends the job application as multipart form data', async () => {
    const captured = fakeFetch(() => new Response('{}', { status: 200 }));
    const form = new FormData();
    form.append('FirstName', 'Ama');
    await callApi(api.applyForJob, { body: form, idempotencyKey: 'key-3' });
    expect(captured[0]!.url.pathname).toBe('/api/job-vacancy/apply');
    expect(captured[0]!.idempotencyKey).toBe('key-3');
    expect(captured[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(captured[0]!.body).toMatch(/name="FirstName"\r\n\r\nAma\r\n/);
  });

  it('unsubscribe posts the address', async () => {
    const captured = fakeFetch(() => new Response('{}', { status: 200 }));
    await callApi(api.unsubscribe, { body: { subscriberEmail: 'ama@example.com' }, idempotencyKey: 'key-4' });
    expect(captured[0]!.url.pathname).toBe('/api/contact/unsubscribe');
    expect(captured[0]!.idempotencyKey).toBe('key-4');
    expect(JSON.parse(captured[0]!.body)).toEqual({ subscriberEmail: 'ama@example.com' });
  });
});

describe('every failure becomes { type, title, status, detail } (spec section 8)', () => {
  it('500 with an empty body gets the standard detail', async () => {
    fakeFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    expect(
      await problemOf(
        callApi(api.subscribe, { query: { type: 'Newsletter' }, body: { subscriberEmail: 'a@b.co' }, idempotencyKey: 'key' }),
      ),
    ).toEqual({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
      title: 'Internal Server Error',
      status: 500,
      detail: serverErrorDetail,
    });
  });

  it('404 keeps the status text as title and the body as detail', async () => {
    fakeFetch(() => new Response('No such vacancy', { status: 404, statusText: 'Not Found' }));
    expect(await problemOf(callApi(api.getAvailableJobs, {}))).toEqual({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
      title: 'Not Found',
      status: 404,
      detail: 'No such vacancy',
    });
  });

  it('400 with a plain-text body puts the text in detail', async () => {
    fakeFetch(() => new Response('Email is already subscribed', { status: 400, statusText: 'Bad Request' }));
    expect(
      await problemOf(
        callApi(api.subscribe, { query: { type: 'contactACS' }, body: { subscriberEmail: 'a@b.co' }, idempotencyKey: 'key' }),
      ),
    ).toEqual({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'Bad Request',
      status: 400,
      detail: 'Email is already subscribed',
    });
  });

  it('a problem body from the server is kept', async () => {
    const body = { type: 'https://example.com/probs/x', title: 'Validation failed', status: 422, detail: 'Bad e-mail' };
    fakeFetch(() => new Response(JSON.stringify(body), { status: 422, statusText: 'Unprocessable Entity' }));
    expect(
      await problemOf(
        callApi(api.subscribe, { query: { type: 'Newsletter' }, body: { subscriberEmail: 'a@b.co' }, idempotencyKey: 'key' }),
      ),
    ).toEqual(body);
  });

  it('a network failure', async () => {
    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const problem = await problemOf(
      callApi(api.subscribe, { query: { type: 'Newsletter' }, body: { subscriberEmail: 'a@b.co' }, idempotencyKey: 'key' }),
    );
    expect(problem).toMatchObject({ title: 'Network Error', status: 0, type: 'about:blank' });
    expect(problem.detail).toMatch(/could not reach the server/i);
  });

  it('a timeout', async () => {
    vi.useFakeTimers();
    fakeFetch(
      (request) => new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const pending = problemOf(
      callApi(api.subscribe, { query: { type: 'Newsletter' }, body: { subscriberEmail: 'a@b.co' }, idempotencyKey: 'key' }),
    );
    await vi.advanceTimersByTimeAsync(15_001);
    const problem = await pending;
    expect(problem).toMatchObject({ title: 'Request Timeout', status: 0 });
    expect(problem.detail).toMatch(/too long/i);
  });

  it('does not retry', async () => {
    const captured = fakeFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await problemOf(callApi(api.getAvailableJobs, {}));
    expect(captured).toHaveLength(1);
  });
});
