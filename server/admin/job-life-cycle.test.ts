import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { jobMarkdown, runAdmin, sampleJob, asAdmin, addFirstAdminByCli } from '../test/admin-kit';
import * as cli from '../test/cli-checks';
import { formatDay } from '../../src/content/day';
import { dayOf, later } from '../clock';
import { suiteStart } from '../test/suite-clock';

/**
 * A vacancy's life through the built CLI on PGlite: its category and type from the careers filters'
 * taxonomy, no silent duplicate, edited in place, closed, filled, withdrawn and reopened, closed by its deadline.
 */
describe('jobs add, edit, close, fill, withdraw and reopen', () => {
  const dataDir = cli.temporaryStoreDir('volta-job-life-');
  const admin = (...args: string[]) => runAdmin(asAdmin(args), { DATA_DIR: dataDir });
  beforeAll(() => addFirstAdminByCli({ DATA_DIR: dataDir }));
  const folder = cli.temporaryDir('volta-job-files-');
  const file = (name: string, overrides: Parameters<typeof jobMarkdown>[0] = {}) => {
    const path = join(folder, name);
    writeFileSync(path, jobMarkdown(overrides));
    return path;
  };
  const jobs = async () => cli.jobsOf(await admin('jobs', 'list', '--format', 'json'));

  it('refuses a category or type outside the careers filters, naming the allowed values', async () => {
    const category = await admin('jobs', 'add', file('engineering.md', { category: 'Engineering' }));
    expect(category.code).toBe(1);
    expect(category.stderr).toContain(
      'engineering.md: line 3: category: "Engineering" is not a careers category; use one of: Engineer, Finance, Designer, Marketing, HR, Operations, Customer Service.',
    );
    const type = await admin('jobs', 'add', file('frontend-finance.md', { category: 'Finance', type: 'Frontend' }));
    expect(type.code).toBe(1);
    expect(type.stderr).toContain(
      'frontend-finance.md: line 4: type: "Frontend" is not a type of Finance; use one of: Accountant, Account Officer, Financial Analyst.',
    );
    expect(type.stderr).toContain('Nothing was changed.');
  });

  it('refuses a second job with the same title, category and location unless told, and edits, closes and reopens one', async () => {
    const first = await admin('jobs', 'add', file('job.md'));
    cli.expectOk(first);
    const id = cli.addedId(first);
    cli.expectRefusal(
      await admin('jobs', 'add', file('again.md')),
      2,
      `Job ${id} (open) has the same title, category and location: change it with \`jobs edit ${id} FILE\`, or add this one anyway with --allow-duplicate.`,
    );
    const second = await admin('jobs', 'add', file('again.md'), '--allow-duplicate');
    cli.expectOk(second);
    expect(cli.addedId(second)).not.toBe(id);

    const edited = await admin(
      'jobs',
      'edit',
      String(id),
      file('edited.md', { title: 'Senior Platform Engineer', deadline: '2032-06-30' }),
    );
    cli.expectOk(edited);
    expect(edited.stdout).toBe(`Changed job ${id} "Senior Platform Engineer".\n`);
    expect((await jobs()).find((job) => job.id === id)).toMatchObject({ title: 'Senior Platform Engineer', status: 'open' });

    cli.expectOk(await admin('jobs', 'close', String(id)));
    const reopened = await admin('jobs', 'reopen', String(id));
    cli.expectOk(reopened);
    expect(reopened.stdout).toBe(`Reopened job ${id} "Senior Platform Engineer", open on the careers page at /careers/${id}.\n`);
    expect((await admin('jobs', 'reopen', String(id))).stdout).toBe(`Job ${id} "Senior Platform Engineer" was open already.\n`);
    cli.expectRefusal(await admin('jobs', 'reopen', '987654'), 1, 'There is no job with id 987654.');
    expect(sampleJob.title).not.toBe('Senior Platform Engineer');
  });

  it('marks a job filled, then withdrawn, each once, and reopens it', async () => {
    const added = await admin('jobs', 'add', file('ended.md', { title: 'Ended Analyst' }));
    cli.expectOk(added);
    const id = cli.addedId(added);
    expect((await admin('jobs', 'fill', String(id))).stdout).toBe(`Marked job ${id} "Ended Analyst" filled.\n`);
    expect((await admin('jobs', 'fill', String(id))).stdout).toBe(`Job ${id} "Ended Analyst" was filled already.\n`);
    expect((await admin('jobs', 'withdraw', String(id))).stdout).toBe(`Withdrew job ${id} "Ended Analyst".\n`);
    expect((await jobs()).find((job) => job.id === id)).toMatchObject({ status: 'withdrawn' });
    cli.expectOk(await admin('jobs', 'reopen', String(id)));
  });

  it('closes a job past its deadline by itself: listed so, not reopened, and not added past it', async () => {
    // The CLI's clock starts at the suite's instant (CLOCK_START): its relative days count from that day.
    const day = (offset: number) => formatDay(dayOf(later(suiteStart, offset * 86_400_000)));
    cli.expectRefusal(
      await admin('jobs', 'add', file('late.md', { title: 'Late Analyst', deadline: '3 days ago' })),
      2,
      `The deadline ${day(-3)} has passed: the job would be closed at once. Give a later deadline.`,
    );
    const added = await admin('jobs', 'add', file('soon.md', { title: 'Soon Analyst', deadline: 'in 5 days' }));
    cli.expectOk(added);
    const id = cli.addedId(added);
    cli.expectOk(await admin('jobs', 'edit', String(id), file('passed.md', { title: 'Soon Analyst', deadline: '2 days ago' })));
    expect((await jobs()).find((job) => job.id === id)).toMatchObject({ status: 'past deadline' });
    cli.expectRefusal(
      await admin('jobs', 'reopen', String(id)),
      2,
      `Job ${id}'s deadline, ${day(-2)}, has passed: give it a later one with \`jobs edit ${id} FILE\`, which opens it again.`,
    );
    cli.expectOk(await admin('jobs', 'close', String(id)));
    cli.expectRefusal(
      await admin('jobs', 'reopen', String(id)),
      2,
      `Job ${id}'s deadline, ${day(-2)}, has passed: give it a later one with \`jobs edit ${id} FILE\`, then reopen it.`,
    );
    cli.expectOk(await admin('jobs', 'edit', String(id), file('later.md', { title: 'Soon Analyst', deadline: 'in 10 days' })));
    cli.expectOk(await admin('jobs', 'reopen', String(id)));
    expect((await jobs()).find((job) => job.id === id)).toMatchObject({ status: 'open' });
  });
});
