import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test('the audit every page and story gets names a planted violation, even on a document it has audited', async ({ page, visit }) => {
  await visit('/privacy-policy');
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<button></button><a href="#top"></a>'));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name \(critical\).*link-name \(serious\)/s);
});
