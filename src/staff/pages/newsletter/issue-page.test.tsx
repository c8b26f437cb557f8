import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterIssueSource } from '../../../contracts/staff/newsletter';
import { IssuePage } from './issue-page';

/**
 * The issue's page against a stand-in server (fetch answered by method and path): what is saved,
 * previewed, tested and sent, what the page then says and where focus goes, and that nothing typed is
 * lost when a call fails.
 */
const session = {
  user: { id: 2, email: 'kofi.marketing@example.com', role: 'marketing' },
  csrfToken: 'token-1',
  secondFactor: false,
  confirmedUntil: '2026-11-26T09:10:00.000Z',
};

const draft: NewsletterIssueSource = {
  id: 7,
  subject: 'November news',
  body: '## Payroll\n\nNew payslips.',
  status: 'draft',
  createdBy: session.user.email,
  createdAt: '2026-11-26T09:00:00.000Z',
  updatedAt: '2026-11-26T09:00:00.000Z',
  sendStartedAt: null,
  sentAt: null,
  counts: { queued: 0, sent: 0, failed: 0, unsubscribed: 0 },
  subscribers: 3,
};
const sending: NewsletterIssueSource = {
  ...draft,
  status: 'sending',
  sendStartedAt: '2026-11-26T09:05:00.000Z',
  counts: { queued: 3, sent: 1, failed: 0, unsubscribed: 0 },
};

type Answer = { status: number; body: unknown };
let routes: Record<string, Answer | ((request: Request) => Answer)>;
let sent: Request[];

beforeEach(() => {
  sent = [];
  routes = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push(request.clone());
      const key = `${request.method} ${new URL(request.url).pathname}`;
      const route = routes[key];
      if (!route) throw new Error(`no answer for ${key}`);
      const { status, body } = typeof route === 'function' ? route(request) : route;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  // jsdom has no modal dialogs: open and close are enough here (the browser's are tested end to end).
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => vi.unstubAllGlobals());

const problem = (status: number, detail: string): Answer => ({ status, body: { type: 'about:blank', title: 'Refused', status, detail } });
const calls = () => sent.map((request) => `${request.method} ${new URL(request.url).pathname}`);

function open(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['staff', 'session'], session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/staff/newsletter/new" element={<IssuePage />} />
          <Route path="/staff/newsletter/:id" element={<IssuePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a new issue', () => {
  it('is checked before any call, then saved as a draft, and its page says what to do next', async () => {
    routes['POST /staff/api/newsletter'] = { status: 200, body: { ...draft, subject: 'December news', body: 'Hello' } };
    routes['GET /staff/api/newsletter/7'] = { status: 200, body: draft };
    open('/staff/newsletter/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Write an issue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send/ })).toBeNull();
    expect(screen.getByText('Save the draft to send a test to yourself, then the issue.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const subject = screen.getByRole('textbox', { name: /^Subject/ });
    await waitFor(() => expect(subject).toHaveFocus());
    expect(subject).toHaveAccessibleDescription('subject is required.');
    expect(sent).toHaveLength(0);

    await userEvent.type(subject, 'December news');
    await userEvent.type(screen.getByRole('textbox', { name: /^Text/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: December news' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The draft is saved. Send a test to yourself before you send it.');
    expect(await sent[0]!.json()).toEqual({ subject: 'December news', body: 'Hello' });
    expect(screen.getByRole('button', { name: 'Send to 3 subscribers' })).toBeInTheDocument();
  });

  it('keeps what was typed when the save fails, and says why', async () => {
    routes['POST /staff/api/newsletter'] = problem(500, 'Something went wrong on our side. Try again in a moment.');
    open('/staff/newsletter/new');
    await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Lost?');
    await userEvent.type(screen.getByRole('textbox', { name: /^Text/ }), 'Not lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Try again in a moment.');
    expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Lost?');
    expect(screen.getByRole('textbox', { name: /^Text/ })).toHaveValue('Not lost.');
  });
});

describe('a draft', () => {
  beforeEach(() => {
    routes['GET /staff/api/newsletter/7'] = { status: 200, body: draft };
  });

  it('previews the text as the server renders it, moves focus there, and says when the text has changed since', async () => {
    routes['POST /staff/api/newsletter/preview'] = { status: 200, body: { html: '<h2>Payroll</h2><p>New payslips.</p>' } };
    open('/staff/newsletter/7');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Press Preview to see the issue as the mail will show it.');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await within(preview).findByRole('heading', { level: 2, name: 'Payroll' })).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: 'Preview' })).toHaveFocus();
    expect(preview).toHaveTextContent('Subject: November news');
    expect(await sent.at(-1)!.json()).toEqual({ subject: 'November news', body: draft.body });

    await userEvent.type(screen.getByRole('textbox', { name: /^Text/ }), ' More.');
    expect(preview).toHaveTextContent('The text has changed since this preview: press Preview again to see the change.');
  });

  it('sends a test to the writer, saving the changed text first', async () => {
    routes['POST /staff/api/newsletter/7'] = () => ({ status: 200, body: { ...draft, subject: 'November news, fixed' } });
    routes['POST /staff/api/newsletter/7/test'] = { status: 200, body: { to: session.user.email } };
    open('/staff/newsletter/7');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Subject/ }), ', fixed');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A test was sent to kofi.marketing@example.com.');
    expect(calls()).toEqual(['GET /staff/api/newsletter/7', 'POST /staff/api/newsletter/7', 'POST /staff/api/newsletter/7/test']);
  });

  it('asks before sending, naming how many it goes to; Cancel sends nothing', async () => {
    open('/staff/newsletter/7');
    const send = await screen.findByRole('button', { name: 'Send to 3 subscribers' });
    await userEvent.click(send);
    // The dialog opens after the click, once the form has checked the issue: found, not got.
    const dialog = await screen.findByRole('dialog', { name: 'Send this issue to 3 subscribers?' });
    expect(dialog).toHaveAccessibleDescription(/^“November news” goes to the 3 subscribers who confirmed .* sent once/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(calls()).toEqual(['GET /staff/api/newsletter/7']);
  });

  it('once sent, turns read-only with its counts, says so, and moves focus there', async () => {
    let sentYet = false;
    routes['GET /staff/api/newsletter/7'] = () => ({ status: 200, body: sentYet ? sending : draft });
    routes['POST /staff/api/newsletter/7/send'] = () => ((sentYet = true), { status: 200, body: { recipients: 3 } });
    routes['POST /staff/api/newsletter/preview'] = { status: 200, body: { html: '<h2>Payroll</h2>' } };
    open('/staff/newsletter/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 3 subscribers' }));
    // The dialog opens after the click (its content may arrive a moment later): found, not got.
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, send to 3 subscribers' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Sending' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Issue: November news' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sending has started: 3 subscribers will get this issue, in batches.');
    expect(screen.getByText('This issue has been sent, so it can no longer be changed or sent again.')).toBeInTheDocument();
    expect(screen.getByText('Mails queued').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Mails sent').nextElementSibling).toHaveTextContent('1');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Send/ })).toBeNull();
    expect(await screen.findByRole('region', { name: 'The issue as it was sent' })).toHaveTextContent('Payroll');
  });

  it("shows the server's refusal of a second send in an alert, and the issue as sent", async () => {
    let refused = false;
    routes['GET /staff/api/newsletter/7'] = () => ({ status: 200, body: refused ? { ...sending, status: 'sent' } : draft });
    routes['POST /staff/api/newsletter/7/send'] = () => (
      (refused = true),
      problem(409, 'Newsletter issue 7 was already sent: an issue is sent once.')
    );
    routes['POST /staff/api/newsletter/preview'] = { status: 200, body: { html: '<h2>Payroll</h2>' } };
    open('/staff/newsletter/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 3 subscribers' }));
    // The dialog opens after the click (its content may arrive a moment later): found, not got.
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, send to 3 subscribers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Newsletter issue 7 was already sent: an issue is sent once.');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sent' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Newsletter issue 7 was already sent: an issue is sent once.');
  });
});
