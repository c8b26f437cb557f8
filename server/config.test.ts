import { describe, expect, it } from 'vitest';
import { clockOfEnvironment, configWarnings, mailDefaults, readConfig } from './config';

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

  it('says that PUBLIC_ORIGIN is unset when the server listens beyond this machine, and only then', () => {
    const warning = expect.stringMatching(/^HOST is 0\.0\.0\.0 \(reached from other machines\) but PUBLIC_ORIGIN is not set: /);
    expect(configWarnings(readConfig({ HOST: '0.0.0.0' }))).toEqual([warning]);
    expect(configWarnings(readConfig({ HOST: '::' }))).toHaveLength(1);
    expect(configWarnings(readConfig({ HOST: '192.168.1.20', PUBLIC_ORIGIN: '' }))).toHaveLength(1);
    expect(configWarnings(readConfig({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://www.voltasystems.com.gh' }))).toEqual([]);
    for (const HOST of ['127.0.0.1', '127.0.1.1', 'localhost', '::1']) expect(configWarnings(readConfig({ HOST })), HOST).toEqual([]);
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

describe('ACCESS_LOG', () => {
  it('is off unless set to 1, true, on or yes', () => {
    expect(readConfig({}).accessLog).toBe(false);
    for (const value of ['1', 'true', ' ON ', 'yes']) expect(readConfig({ ACCESS_LOG: value }).accessLog, value).toBe(true);
    for (const value of ['0', 'off', '', 'no']) expect(readConfig({ ACCESS_LOG: value }).accessLog, value).toBe(false);
  });
});

describe('CLOCK_START', () => {
  const refused = new Error('The setting CLOCK_START is not valid: it must be an instant such as 2026-11-26T09:00:00Z.');

  it('is read as the instant the clock starts at, and is unset when absent or empty', () => {
    expect(readConfig({ CLOCK_START: '2026-11-26T09:00:00Z' }).clockStart).toEqual(new Date('2026-11-26T09:00:00Z'));
    expect(readConfig({ CLOCK_START: ' 2031-05-04T10:00:00.000+02:00 ' }).clockStart).toEqual(new Date('2031-05-04T08:00:00Z'));
    expect(readConfig({}).clockStart).toBeUndefined();
    expect(readConfig({ CLOCK_START: '' }).clockStart).toBeUndefined();
  });

  it('refuses what is not an instant with one sentence naming CLOCK_START', () => {
    for (const value of ['yesterday', '2026-11-26', '2026-13-45T09:00:00Z', '1795000000000']) {
      expect(() => readConfig({ CLOCK_START: value }), value).toThrow(refused);
      expect(() => clockOfEnvironment({ CLOCK_START: value }), value).toThrow(refused);
    }
  });

  it("starts the command line's clock at it, running on from there", () => {
    const clock = clockOfEnvironment({ CLOCK_START: '2031-05-04T10:00:00Z' });
    const first = clock().getTime();
    expect(first - Date.parse('2031-05-04T10:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(first - Date.parse('2031-05-04T10:00:00Z')).toBeLessThan(1000);
    expect(clock().getTime()).toBeGreaterThanOrEqual(first);
  });
});
