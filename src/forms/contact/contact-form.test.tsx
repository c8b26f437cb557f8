import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

function Wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

/** The API answers every call with `answer`; the requests are kept. */
function stubApi(answer: () => Response) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return answer();
    }),
  );
  return requests;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const problem = (detail: string) =>
  new Response(JSON.stringify({ type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1', title: 'Bad Request', status: 400, detail }), {
    status: 400,
    headers: { 'content-type': 'application/problem+json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('the contact form and the server rules', () => {
  it('refuses an address longer than the server takes before sending anything, and says why', async () => {
    const requests = stubApi(() => new Response('{}'));
    render(<ContactForm />, { wrapper: Wrapper });
    fill({ 'Full name': 'Ama', Email: `${'a'.repeat(250)}@example.com`, Company: 'Acme', Message: 'Hello' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('At most 254 characters.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/At most 254 characters\./);
    expect(requests).toHaveLength(0);
  });

  it('names the field the server refused, at the field and in the failure message, and keeps what was typed', async () => {
    stubApi(() => problem('company: At most 200 characters.'));
    render(<ContactForm />, { wrapper: Wrapper });
    fill({ 'Full name': 'Ama', Email: 'ama@example.com', Company: 'Acme', Message: 'Hello' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // The field's message is an alert of its own: the form's status is the one that says it failed.
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 3000 });
    expect(alerts.map((alert) => alert.textContent)).toContain('Failed to send message. Company: At most 200 characters.');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription(/At most 200 characters\./);
    expect(screen.getByLabelText('Company')).toHaveValue('Acme');
    expect(within(screen.getByRole('form', { name: 'Contact form' })).getByLabelText('Message')).toHaveValue('Hello');
  });

  it('says only "Try again" for a failure that names no field', async () => {
    stubApi(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    render(<ContactForm />, { wrapper: Wrapper });
    fill({ 'Full name': 'Ama', Email: 'ama@example.com', Company: 'Acme', Message: 'Hello' });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Failed to send message. Try again.');
  });
});
