import { expect } from '@playwright/test';

/** A mail the site sent, as the suite's SMTP server (scripts/checks/mail-sink.mjs) received it. */
export type SunkMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: string[];
};

const sink = () => {
  const address = process.env.E2E_MAIL_SINK;
  if (!address) throw new Error('E2E_MAIL_SINK is not set: run the specs through playwright.config.ts');
  return address;
};

/**
 * The settings that send a server's mails to the sink's SMTP side (the port after its HTTP one), for
 * a server a spec starts itself: the same as playwright.config.ts gives the suite's site.
 */
export function sinkMailEnv(): Record<string, string> {
  const http = new URL(sink());
  return {
    SMTP_URL: `smtp://${http.hostname}:${Number(http.port) + 1}`,
    SALES_EMAIL: 'sales@team.example',
    HR_EMAIL: 'hr@team.example',
    MAIL_FROM: 'website@team.example',
  };
}

/** Every mail received so far, oldest first. */
async function allMails(): Promise<SunkMail[]> {
  const response = await fetch(`${sink()}/mails`);
  return (await response.json()) as SunkMail[];
}

/**
 * The mails to `address` (whose subject matches, when given), once at least `count` have arrived: the
 * site's mail worker sends within seconds of the submission that queued them.
 */
export async function mailsTo(address: string, { subject, count = 1 }: { subject?: RegExp; count?: number } = {}) {
  const matching = async () => (await allMails()).filter((mail) => mail.to.includes(address) && (!subject || subject.test(mail.subject)));
  await expect
    .poll(async () => (await matching()).length, { timeout: 20_000, message: `mails to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return matching();
}

/** The first link in a mail's text that starts with the site's address (any origin) and has `path`; answered as a path with its query. */
export function linkIn(mail: SunkMail, path: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s/]+(${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s>)]*)`));
  if (!match) throw new Error(`no link to ${path} in the mail "${mail.subject}"`);
  return match[1]!;
}
