import { describe, expect, it } from 'vitest';
import { configWarnings, mailDefaults, readConfig } from './config';

describe('configWarnings', () => {
  it('says nothing while no mail is sent (no SMTP_URL)', () => {
    expect(configWarnings(readConfig({}))).toEqual([]);
  });

  it('names each recipient and sender left at its default once SMTP_URL is set', () => {
    const warnings = configWarnings(readConfig({ SMTP_URL: 'smtp://mail.example.org:587', HR_EMAIL: 'people@volta.example.org' }));
    expect(warnings).toEqual([
      `SMTP_URL is set but SALES_EMAIL is still the default (${mailDefaults.salesEmail}): the contact messages go there; set SALES_EMAIL to the team's own address.`,
      `SMTP_URL is set but MAIL_FROM is still the default (${mailDefaults.mailFrom}): the mails are sent from it; set MAIL_FROM to the team's own address.`,
    ]);
  });

  it('is quiet when all three are the team’s own', () => {
    const env = {
      SMTP_URL: 'smtp://mail.example.org',
      SALES_EMAIL: 's@volta.example.org',
      HR_EMAIL: 'h@volta.example.org',
      MAIL_FROM: 'n@volta.example.org',
    };
    expect(configWarnings(readConfig(env))).toEqual([]);
  });
});

describe('METRICS_TOKEN', () => {
  it('is read, trimmed, and unset when empty', () => {
    expect(readConfig({ METRICS_TOKEN: ' secret-token ' }).metricsToken).toBe('secret-token');
    expect(readConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });
});
