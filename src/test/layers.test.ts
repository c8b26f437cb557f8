// @vitest-environment node
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js, run through ESLint itself on made-up files: each snippet is
 * linted as if it were the file at `filePath`, and its imports resolve against the real tree.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function importRules(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('layers', { timeout: 60_000 }, () => {
  it.each([
    ['a widget imports a page', 'src/components/ui/x.tsx', "export { HomePage } from '../../pages/home/home-page';"],
    ['a widget test imports a page', 'src/components/ui/x.test.tsx', "export { HomePage } from '../../pages/home/home-page';"],
    ['a block imports a form', 'src/components/blocks/x.tsx', "export { NewsletterForm } from '../../forms/subscribe/newsletter-form';"],
    ['a form imports the frame', 'src/forms/x/x.ts', "export { frameContent } from '../../app/content';"],
    ['content imports an asset', 'src/content/x.ts', "export { default } from '../assets/brand/logo.svg';"],
    ['the paths import content', 'src/routes/x.ts', "export { company } from '../content/company';"],
    ['a contract imports the paths', 'src/contracts/x.ts', "export { paths } from '../routes/paths';"],
    ['a page imports the route table', 'src/pages/home/x.ts', "export { routes } from '../../route-table/route-table';"],
    ['the paths import the route table', 'src/routes/x.ts', "export { routes } from '../route-table/route-table';"],
    ['an island imports a widget', 'src/hydration/x.ts', "export { Tabs } from '../components/ui/tabs';"],
    ['the build facts import the frame', 'src/route-table/x.ts', "export { App } from '../app/app';"],
    ['the frame imports the SSR module', 'src/app/x.ts', "export { render } from '../render/entries/prerender';"],
  ])('refuses an uphill import: %s', async (_, filePath, code) => {
    expect(await importRules(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it('places every folder of src/ in a layer, and each part of the rendering pipeline (src/render/)', async () => {
    const foldersOf = (folder: string) =>
      readdirSync(new URL(`../../${folder}`, import.meta.url), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${folder}/${entry.name}`);
    const folders = [...foldersOf('src').filter((folder) => folder !== 'src/test' && folder !== 'src/render'), ...foldersOf('src/render')];
    const config = (await eslint.calculateConfigForFile('src/render/entries/main.tsx')) as {
      rules: Record<string, [unknown, { zones: { target: string | string[]; from: string | string[] }[] }]>;
    };
    // A layer is a zone's target, or (the top one) only where the lower ones may not import from.
    const placed = new Set(config.rules['import-x/no-restricted-paths']![1].zones.flatMap((zone) => [zone.target, zone.from].flat()));
    expect(folders.filter((folder) => !placed.has(folder))).toEqual([]);
  });

  it('holds a story beside its component to that layer: not even the copy of a higher one', async () => {
    const copy = "export { homeContent } from '../../pages/home/content';";
    expect(await importRules(copy, 'src/components/ui/x.stories.tsx')).toContain('import-x/no-restricted-paths');
    const formCopy = "export { contactFormContent } from '../../forms/contact/content';";
    expect(await importRules(formCopy, 'src/components/form/x.stories.tsx')).toContain('import-x/no-restricted-paths');
    const own = "export { company } from '../../content/company';";
    expect(await importRules(own, 'src/components/ui/x.stories.tsx')).toEqual([]);
  });

  it('lets a story in the workbench show a widget with the words of a page, a form or the frame', async () => {
    const code = [
      "import { BackLink } from '../../components/ui/back-link';",
      "import { homeContent } from '../../pages/home/content';",
      "import { contactFormContent } from '../../forms/contact/content';",
      "import { frameContent } from '../../app/content';",
      'export const parts = [BackLink, homeContent, contactFormContent, frameContent];',
    ].join('\n');
    expect(await importRules(code, 'src/workbench/ui/x.stories.tsx')).toEqual([]);
  });

  it('refuses an import of the workbench', async () => {
    const code = "export { arrowButton } from '../../workbench/scroller-story';";
    expect(await importRules(code, 'src/components/ui/x.stories.tsx')).toContain('import-x/no-restricted-paths');
    expect(await importRules(code, 'src/pages/home/x.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses a page that imports another page', async () => {
    const code = "export { careersContent } from '../careers/content';";
    expect(await importRules(code, 'src/pages/job-detail/x.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    // fields.ts imports email.ts: an email.ts that imported fields.ts would close a loop.
    const code = "import { text } from './fields';\nexport const emailPattern = /@/;\nexport const field = text;";
    expect(await importRules(code, 'src/contracts/email.ts')).toContain('import-x/no-cycle');
  });

  it('accepts downhill imports and a page importing its own modules', async () => {
    const code = [
      "import { JobCard } from '../../components/blocks/job-card';",
      "import { jobPath } from '../../routes/paths';",
      "import { careersContent } from './content';",
      'export const parts = [JobCard, jobPath, careersContent];',
    ].join('\n');
    expect(await importRules(code, 'src/pages/careers/x.ts')).toEqual([]);
  });
});
