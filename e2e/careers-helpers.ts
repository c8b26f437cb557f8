import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The page's Radix widgets arrive in their own chunks after hydration; each marks itself
 * data-enhanced once it is interactive. Waits for `count` of them.
 */
export async function waitForWidgets(page: Page, count: number) {
  await expect(page.locator('[data-enhanced]')).toHaveCount(count);
}

export const sampleJobs = [
  { id: 11, title: 'Frontend Engineer', techSkills: ['React', 'TypeScript'], location: 'Accra', roleType: 'Full Time' },
  { id: 12, title: 'Backend Engineer', techSkills: ['Java', 'Spring Boot', 'Docker'], location: 'Remote', roleType: 'Full Time' },
  { id: 13, title: 'Financial Analyst', techSkills: ['Excel', 'SQL'], location: 'Accra', roleType: 'Full Time' },
  { id: 14, title: 'Product Designer', techSkills: ['Figma', 'Prototyping'], location: 'Remote', roleType: 'Internship' },
  { id: 15, title: 'HR Specialist', techSkills: ['Recruitment', 'Payroll'], location: 'Kumasi', roleType: 'National Service' },
];

/** Answers the job list call with `body` (JSON unless a string is given) and `status`. */
export async function stubJobs(page: Page, body: unknown, status = 200) {
  await page.route('**/api/job-vacancy/available**', (route: Route) =>
    route.fulfill({
      status,
      contentType: typeof body === 'string' ? 'text/plain' : 'application/json',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
