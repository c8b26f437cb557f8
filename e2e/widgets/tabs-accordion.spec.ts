import { expect, test } from '../fixtures';

test.describe('tabs (Mission / Vision / Values on Home)', () => {
  test('Mission is chosen first; a click or the arrow keys choose another', async ({ page, visit }) => {
    await visit('/');
    const tablist = page.getByRole('tablist', { name: 'Our mission, vision and values' });
    const tab = (name: string) => tablist.getByRole('tab', { name });
    await expect(tab('Mission')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Mission' })).toContainText('Our Mission');

    await tab('Vision').click();
    await expect(tab('Vision')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Vision' })).toContainText('Our Vision');
    await expect(page.getByRole('tabpanel', { name: 'Mission' })).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(tab('Values')).toBeFocused();
    await expect(tab('Values')).toHaveAttribute('aria-selected', 'true');
    const values = page.getByRole('tabpanel', { name: 'Values' }).getByRole('listitem');
    await expect(values).toHaveCount(5);
    for (const name of ['Ingenious', 'Collaborative', 'Accountable', 'Resilient', 'Empathetic']) {
      await expect(values.filter({ hasText: name })).toHaveCount(1);
    }

    await page.keyboard.press('Home');
    await expect(tab('Mission')).toBeFocused();
    await expect(tab('Mission')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('accordion, single-collapsible (services on Home)', () => {
  const steps = [
    'Opportunity Identification',
    'Project Initiation & Software Scoping',
    'Software Scoping & Resource Allocation',
    'Software Delivery & Deployment',
    'Customer-Led Opportunity Discovery',
    'Capitalising on Identified Prospects',
  ];

  test('lists the six process steps with the first selected', async ({ page, visit }) => {
    await visit('/');
    for (const [index, step] of steps.entries()) {
      const button = page.getByRole('button', { name: new RegExp(`^0${index + 1}\\s*${step.replace(/[&]/g, '\\&')}$`) });
      await expect(button).toHaveAttribute('aria-expanded', index === 0 ? 'true' : 'false');
    }
    await expect(page.getByText(/We study your business/)).toBeVisible();
  });

  test('clicking the selected step deselects it (empty detail); clicking another selects it', async ({ page, visit }) => {
    await visit('/');
    const first = page.getByRole('button', { name: /Opportunity Identification/ });
    const fourth = page.getByRole('button', { name: /Software Delivery & Deployment/ });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Select a step to see how we work.')).toBeVisible();

    await fourth.click();
    await expect(fourth).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Select a step to see how we work.')).toBeHidden();
    await expect(page.getByRole('region', { name: /Software Delivery & Deployment/ })).toContainText('iterations');
  });

  test('works by keyboard: arrows move between headers, Enter and Space toggle', async ({ page, visit }) => {
    await visit('/');
    const first = page.getByRole('button', { name: /Opportunity Identification/ });
    const second = page.getByRole('button', { name: /Project Initiation/ });
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
