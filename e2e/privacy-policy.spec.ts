import { expect, test } from './fixtures';

const outline: ReadonlyArray<[string, readonly string[]]> = [
  ['Information We Collect', ['Personal Information', 'Usage Data', 'Cookies and Tracking Technologies', 'Storage and Retention']],
  ['How We Use Your Information', []],
  ['How We Share Your Information', ['Service Providers', 'Legal Obligations']],
  ['Your Rights and Choices', ['Access and Update', 'Opt-Out', 'Data Deletion']],
  ['Security', []],
  ['Third-Party Links', []],
  ['Changes to This Policy', []],
  ['Contact Us', []],
];

test.describe('privacy policy', () => {
  test('is effective January 2025 and has the spec outline: one h1, h2 sections, h3 subsections', async ({ page, visit }) => {
    await visit('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(main.getByText('Effective January 2025')).toBeVisible();

    const headings = await main
      .getByRole('heading')
      .evaluateAll((elements) => elements.map((element) => `${element.tagName} ${element.textContent?.replace(/^\d+\.\s*/, '').trim()}`));
    const expected = [
      'H1 Privacy Policy',
      'H2 On this page',
      ...outline.flatMap(([section, subs]) => [`H2 ${section}`, ...subs.map((sub) => `H3 ${sub}`)]),
    ];
    expect(headings).toEqual(expected);
  });

  test('the sections say what the spec asks for', async ({ page, visit }) => {
    await visit('/privacy-policy');
    const section = (name: string) => page.getByRole('region', { name });
    await expect(section('How We Share Your Information')).toContainText('We do not sell');
    await expect(section('Your Rights and Choices').getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    // What is stored and for how long, as the server and the purge command do it.
    await expect(section('Information We Collect')).toContainText('job applications, with their CV and cover letter: 24 months');
    await expect(section('Information We Collect')).toContainText('sets no cookies');
    await expect(section('Your Rights and Choices')).toContainText('CV and cover letter included');
    for (const [name] of outline) {
      await expect(section(name).getByRole('paragraph').first()).not.toBeEmpty();
    }
  });

  test('the table of contents links to each section in the page', async ({ page, visit }) => {
    await visit('/privacy-policy');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link')).toHaveText(outline.map(([name]) => name));
    await toc.getByRole('link', { name: 'Third-Party Links' }).click();
    await expect(page).toHaveURL(/#third-party-links$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Third-Party Links' })).toBeInViewport();
  });
});
