import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's layer rules of eslint.config.js (docs/decisions/176-server-layers.md), run through
 * ESLint itself on made-up files: each snippet is linted as if it were the file at `filePath`, and
 * its imports resolve against the real tree.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function importRules(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('server layers', { timeout: 60_000 }, () => {
  it.each([
    ['the store imports mail', 'server/store/x.ts', "export { contactMessageMail } from '../mail/compose';"],
    ['the store imports a submission', 'server/store/x.ts', "export { saveContactMessage } from '../submissions/contact-message';"],
    ['mail imports a submission', 'server/mail/x.ts', "export { saveApplication } from '../submissions/application';"],
    ['a submission imports the pages', 'server/submissions/x.ts', "export { sitePlugin } from '../site/site';"],
    ['the admin imports the app', 'server/admin/x.ts', "export { buildApp } from '../app';"],
    ['a helper imports the store', 'server/safe-text.ts', "export { openStore } from './store/open-store';"],
  ])('refuses an uphill import: %s', async (_, filePath, code) => {
    expect(await importRules(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['the routes import the pages', 'server/routes/x.ts', "export { sitePlugin } from '../site/site';"],
    ['the pages import the admin', 'server/site/x.ts', "export { toCsv } from '../admin/csv';"],
    ['the admin imports the pages', 'server/admin/x.ts', "export { sitePlugin } from '../site/site';"],
  ])('refuses an import between ways in: %s', async (_, filePath, code) => {
    expect(await importRules(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a staff call writes SQL', 'server/staff/x.ts', "import { eq } from 'drizzle-orm';\nexport const where = eq;"],
    ['a command reads a table', 'server/admin/commands/x.ts', "export { jobVacancies } from '../../store/schema';"],
    ['a route writes an audit row', 'server/routes/x.ts', "export { audit } from '../domain/audit';"],
  ])('refuses SQL and audit rows in a door: %s', async (_, filePath, code) => {
    expect(await importRules(code, filePath)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it("lets a door name the store's types and read the audit log through the domain", async () => {
    const code = [
      "import type { SQL } from 'drizzle-orm';",
      "import type { articles } from '../store/schema';",
      "import { listAudit, type Actor } from '../domain/audit';",
      'export type Parts = [SQL, typeof articles, Actor];',
      'export const read = listAudit;',
    ].join('\n');
    expect(await importRules(code, 'server/staff/x.ts')).toEqual([]);
  });

  it('keeps test material out of the server, and lets tests drive any layer', async () => {
    const material = "export { samplePdf } from '../test/documents';";
    expect(await importRules(material, 'server/admin/x.ts')).toContain('import-x/no-restricted-paths');
    expect(await importRules(material, 'server/store/x.ts')).toContain('import-x/no-restricted-paths');
    expect(await importRules(material, 'server/admin/x.test.ts')).toEqual([]);
    expect(await importRules("export { buildApp } from '../app';", 'server/store/x.test.ts')).toEqual([]);
  });

  it('accepts downhill imports', async () => {
    const code = [
      "import { applicationMail } from '../mail/compose';",
      "import { HttpProblem } from '../problem';",
      "import { queueMail } from '../store/outbox';",
      'export const parts = [applicationMail, HttpProblem, queueMail];',
    ].join('\n');
    expect(await importRules(code, 'server/submissions/x.ts')).toEqual([]);
  });

  it('places every folder and module of server/ in a layer', async () => {
    const testFolders = ['test', 'faults'];
    const entries = readdirSync(new URL('..', import.meta.url), { withFileTypes: true })
      .filter((entry) =>
        entry.isDirectory() ? !testFolders.includes(entry.name) : /\.m?ts$/.test(entry.name) && !entry.name.endsWith('.test.ts'),
      )
      .map((entry) => `server/${entry.name}`);
    const config = (await eslint.calculateConfigForFile('server/app.ts')) as {
      rules: Record<string, [unknown, { zones: { target: string | string[] }[] }]>;
    };
    const targets = new Set(config.rules['import-x/no-restricted-paths']![1].zones.flatMap((zone) => zone.target));
    expect(entries.filter((entry) => !targets.has(entry))).toEqual([]);
  });
});
