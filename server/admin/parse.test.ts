import { describe, expect, it } from 'vitest';
import { parseCommand, rootHelp, type Parsed } from './parse';
import { cutoff, parseSince } from './words';

const now = new Date('2025-06-15T12:00:00Z');
const parse = (...words: string[]) => parseCommand(words, now);
const run = (...words: string[]) => {
  const parsed = parse(...words);
  if (parsed.kind !== 'run') throw new Error(`expected a command, got ${JSON.stringify(parsed)}`);
  return { name: parsed.command.name, ...(parsed.request as object) };
};
const error = (...words: string[]) => {
  const parsed = parse(...words);
  if (parsed.kind !== 'error') throw new Error(`expected an error, got ${JSON.stringify(parsed)}`);
  return parsed.message;
};
const oneSentence = (message: string) => {
  expect(message).not.toContain('\n');
  expect(message).toMatch(/^[A-Z`"-].*\.$/);
};

describe('the admin command line', () => {
  describe('help', () => {
    it('--help, -h and help print the root help (exit 0)', () => {
      for (const words of [['--help'], ['-h'], ['help']]) expect(parse(...words)).toEqual({ kind: 'help', text: rootHelp });
      for (const command of [
        'export',
        'applications files',
        'jobs add',
        'jobs edit',
        'jobs close',
        'jobs fill',
        'jobs withdraw',
        'jobs reopen',
        'jobs list',
        'articles publish',
        'articles edit',
        'articles unpublish',
        'articles republish',
        'articles preview',
        'articles list',
        'forget',
        'outbox',
        'purge',
      ]) {
        expect(rootHelp).toContain(`  ${command}`);
      }
      expect(rootHelp).toContain('Exit codes: 0');
    });

    it('every command has --help with its usage, options and an example', () => {
      const commands = [
        ['export'],
        ['applications', 'files'],
        ['jobs', 'add'],
        ['jobs', 'close'],
        ['jobs', 'fill'],
        ['jobs', 'withdraw'],
        ['jobs', 'list'],
        ['articles', 'publish'],
        ['articles', 'unpublish'],
        ['articles', 'list'],
        ['forget'],
        ['outbox'],
        ['purge'],
      ];
      for (const command of commands) {
        const parsed = parse(...command, '--help') as Extract<Parsed, { kind: 'help' }>;
        expect(parsed.kind).toBe('help');
        expect(parsed.text).toContain(`Usage: npm run admin -- ${command.join(' ')}`);
        expect(parsed.text).toContain('Options:');
        expect(parsed.text).toMatch(/Example:\n {2}npm run (-s )?admin -- /);
        // -h, help <command> and --help among other words say the same.
        expect(parse(...command, '-h')).toEqual(parsed);
        expect(parse('help', ...command)).toEqual(parsed);
        expect(parse(...command, 'whatever', '--bogus', '--help')).toEqual(parsed);
      }
    });

    it('a group lists its commands', () => {
      const parsed = parse('jobs', '--help') as Extract<Parsed, { kind: 'help' }>;
      expect(parsed.kind).toBe('help');
      expect(parsed.text).toContain('jobs add FILE');
      expect(parsed.text).toContain('jobs close ID');
      expect(parsed.text).toContain('jobs list');
      expect((parse('articles', '-h') as { text: string }).text).toContain('articles unpublish ID');
    });

    it('the job and article help name the fields and the Markdown convention', () => {
      expect((parse('jobs', 'add', '--help') as { text: string }).text).toContain('decriptionPoints');
      const article = (parse('articles', 'publish', '--help') as { text: string }).text;
      for (const words of ['body', 'imageAlt', 'slug', 'inline Markdown', 'at least 1200 pixels wide']) expect(article).toContain(words);
    });
  });

  describe('export', () => {
    it('takes the kind, --since and --format', () => {
      expect(run('export', 'subscribers')).toEqual({ name: 'export', kind: 'subscribers', format: 'csv' });
      expect(run('export', 'messages', '--format', 'json')).toEqual({ name: 'export', kind: 'messages', format: 'json' });
      expect(run('export', 'applications', '--since', '2025-01-31', '--format=csv')).toEqual({
        name: 'export',
        kind: 'applications',
        format: 'csv',
        since: '2025-01-31T00:00:00.000Z',
      });
      expect(run('export', 'messages', '--since', '2025-01-31T10:30:00Z')).toMatchObject({ since: '2025-01-31T10:30:00.000Z' });
    });

    it('refuses a missing or unknown kind, a bad date or format, unknown options and extra words', () => {
      for (const message of [
        error('export'),
        error('export', 'users'),
        error('export', 'messages', '--since', 'yesterday'),
        error('export', 'messages', '--since', '2025-02-30'),
        error('export', 'messages', '--since'),
        error('export', 'messages', '--format', 'xml'),
        error('export', 'messages', '--bogus'),
        error('export', 'messages', 'applications'),
      ]) {
        oneSentence(message);
      }
      expect(error('export', 'messages', '--since', 'yesterday')).toBe(
        '--since must be a date written YYYY-MM-DD or an ISO timestamp, not "yesterday".',
      );
      expect(error('export', 'users')).toBe('Cannot export "users": choose subscribers, messages, applications.');
      expect(error('export', 'messages', '--bogus')).toBe('`export` has no option --bogus; its options are --since, --format, --as.');
    });
  });

  describe('applications files', () => {
    it('takes an id and --out', () => {
      expect(run('applications', 'files', '42', '--out', 'cv')).toEqual({ name: 'applications files', id: 42, out: 'cv' });
    });

    it('refuses a bad id, no id, no --out', () => {
      expect(error('applications', 'files', 'x', '--out', 'cv')).toBe('The id must be a positive whole number, not "x".');
      expect(error('applications', 'files', '0', '--out', 'cv')).toBe('The id must be a positive whole number, not "0".');
      expect(error('applications', 'files', '99999999999', '--out', 'cv')).toMatch(/positive whole number/);
      oneSentence(error('applications', 'files', '--out', 'cv'));
      expect(error('applications', 'files', '4')).toBe('Give the directory to write the files into with --out DIR.');
      expect(error('applications')).toBe('`applications` needs a command: files, list, mark, show.');
      expect(error('applications', 'remove')).toBe('Unknown applications command "remove": use files, list, mark, show.');
      expect(run('applications', 'list', '--job', '8', '--status', 'New', '--since', '2026-01-01')).toEqual({
        name: 'applications list',
        format: 'table',
        jobId: 8,
        status: 'new',
        since: '2026-01-01T00:00:00.000Z',
      });
      expect(run('applications', 'show', '4')).toEqual({ name: 'applications show', id: 4, format: 'table' });
      expect(run('applications', 'mark', '4', 'rejected', '--note', 'Too junior', '--as', 'ama@voltasystems.com')).toEqual({
        name: 'applications mark',
        id: 4,
        status: 'rejected',
        note: 'Too junior',
      });
      expect(parse('applications', 'mark', '4', 'rejected', '--as', ' Ama@VoltaSystems.com ')).toMatchObject({
        as: 'Ama@VoltaSystems.com',
      });
      expect(error('applications', 'mark', '4', 'rejected', '--by', 'ama')).toBe(
        '`applications mark` has no option --by; its options are --note, --as.',
      );
      expect(error('applications', 'list', '--status', 'maybe')).toBe(
        '--status must be one of new, reviewed, shortlisted, rejected, hired, withdrawn, not "maybe".',
      );
      expect(error('applications', 'mark', '4')).toBe('Give the new status: new, reviewed, shortlisted, rejected, hired, withdrawn.');
    });
  });

  describe('jobs and articles', () => {
    it('take a JSON or Markdown file, an id, or nothing', () => {
      expect(run('jobs', 'add', 'job.md')).toEqual({ name: 'jobs add', file: 'job.md', allowDuplicate: false });
      expect(run('jobs', 'add', 'dir/job.JSON', '--allow-duplicate')).toEqual({
        name: 'jobs add',
        file: 'dir/job.JSON',
        allowDuplicate: true,
      });
      expect(run('jobs', 'edit', '7', 'job.md')).toEqual({ name: 'jobs edit', id: 7, file: 'job.md' });
      expect(run('jobs', 'close', '7')).toEqual({ name: 'jobs close', id: 7 });
      expect(run('jobs', 'reopen', '7')).toEqual({ name: 'jobs reopen', id: 7 });
      expect(run('jobs', 'fill', '7')).toEqual({ name: 'jobs fill', id: 7 });
      expect(run('jobs', 'withdraw', '7')).toEqual({ name: 'jobs withdraw', id: 7 });
      expect(run('jobs', 'list')).toEqual({ name: 'jobs list', format: 'table' });
      expect(run('jobs', 'list', '--format', 'json')).toEqual({ name: 'jobs list', format: 'json' });
      expect(run('articles', 'publish', 'a.markdown')).toEqual({ name: 'articles publish', file: 'a.markdown' });
      expect(run('articles', 'unpublish', '3')).toEqual({ name: 'articles unpublish', id: 3 });
      expect(run('articles', 'edit', '3', 'a.md')).toEqual({ name: 'articles edit', id: 3, file: 'a.md' });
      expect(run('articles', 'republish', '3')).toEqual({ name: 'articles republish', id: 3 });
      expect(run('articles', 'preview', 'a.md', '--out', 'preview')).toEqual({ name: 'articles preview', file: 'a.md', out: 'preview' });
      expect(run('articles', 'list')).toEqual({ name: 'articles list', format: 'table' });
    });

    it('refuse what is wrong in one sentence', () => {
      expect(error('jobs', 'add')).toBe('Give the file to read (JSON, or Markdown with front matter).');
      expect(error('jobs', 'add', 'job.txt')).toBe('The file must be JSON (.json) or Markdown (.md), not "job.txt".');
      expect(error('jobs', 'add', 'a.md', 'b.md')).toBe('Unexpected argument "b.md".');
      expect(error('jobs', 'close')).toBe('Give the id of the job (`jobs list` shows them).');
      expect(error('jobs', 'close', '-1')).toBe('`jobs close` has no option -1; its options are --as.');
      expect(error('jobs', 'close', 'seven')).toBe('The id must be a positive whole number, not "seven".');
      expect(error('jobs', 'fill')).toBe('Give the id of the job (`jobs list` shows them).');
      expect(error('jobs', 'withdraw', '2', '3')).toBe('Unexpected argument "3".');
      expect(error('jobs', 'list', 'open')).toBe('Unexpected argument "open".');
      expect(error('jobs', 'list', '--format', 'csv')).toBe('--format must be table or json, not "csv".');
      expect(error('jobs', 'remove', '3')).toBe('Unknown jobs command "remove": use add, close, edit, fill, list, reopen, withdraw.');
      expect(error('jobs')).toBe('`jobs` needs a command: add, close, edit, fill, list, reopen, withdraw.');
      expect(error('jobs', 'edit', '7')).toBe('Give the file to read (JSON, or Markdown with front matter).');
      expect(error('jobs', 'edit', 'job.md')).toBe('The id must be a positive whole number, not "job.md".');
      expect(error('articles', 'unpublish')).toBe('Give the id of the article (`articles list` shows them).');
      expect(error('articles', 'publish', 'a.yaml')).toMatch(/JSON \(\.json\) or Markdown/);
      expect(error('articles', 'edit', '3')).toBe('Give the file to read (Markdown with front matter, or JSON).');
      expect(error('articles', 'edit', 'a.md')).toBe('The id must be a positive whole number, not "a.md".');
      expect(error('articles', 'edit', '3', 'a.txt')).toBe('The file must be JSON (.json) or Markdown (.md), not "a.txt".');
      expect(error('articles', 'republish')).toBe('Give the id of the article (`articles list` shows them).');
      expect(error('articles', 'republish', '3', '4')).toBe('Unexpected argument "4".');
      expect(error('articles', 'preview', 'a.md')).toBe('Give the directory to write the preview into with --out DIR.');
      expect(error('articles', 'preview', '--out', 'dir')).toBe('Give the file to preview (Markdown with front matter, or JSON).');
      expect(error('articles', 'remove', '3')).toBe(
        'Unknown articles command "remove": use edit, list, preview, publish, republish, unpublish.',
      );
      for (const message of [error('jobs', 'close', '-1'), error('articles', 'list', '--status', 'x')]) oneSentence(message);
    });
  });

  describe('forget, outbox, purge', () => {
    it('forget takes one address, lower-cased', () => {
      expect(run('forget', 'Ama.Mensah@Example.com')).toEqual({ name: 'forget', email: 'ama.mensah@example.com' });
      expect(error('forget')).toBe('Give the e-mail address to forget.');
      expect(error('forget', 'ama')).toBe('"ama" is not an e-mail address.');
      expect(error('forget', 'a@b.c', 'd@e.f')).toBe('Unexpected argument "d@e.f".');
    });

    it('outbox takes an optional status', () => {
      expect(run('outbox')).toEqual({ name: 'outbox', format: 'table' });
      expect(run('outbox', '--status', 'pending')).toEqual({ name: 'outbox', status: 'pending', format: 'table' });
      expect(run('outbox', '--status=sent', '--format', 'json')).toEqual({ name: 'outbox', status: 'sent', format: 'json' });
      expect(error('outbox', '--status', 'failed')).toBe('--status must be pending or sent, not "failed".');
      expect(error('outbox', 'pending')).toBe('Unexpected argument "pending".');
    });

    it('purge takes an age in months or days', () => {
      expect(run('purge', '--older-than', '24m')).toEqual({ name: 'purge', olderThan: '24m', before: '2023-06-15T12:00:00.000Z' });
      expect(run('purge', '--older-than', '90d')).toEqual({ name: 'purge', olderThan: '90d', before: '2025-03-17T12:00:00.000Z' });
      expect(error('purge')).toBe('Give the retention period with --older-than, such as 24m (months) or 90d (days).');
      for (const age of ['24', '0m', '2y', '-3d', 'm']) {
        expect(error('purge', `--older-than=${age}`)).toBe(
          `--older-than must be a whole number of months or days, such as 24m or 90d, not "${age}".`,
        );
      }
    });
  });

  it('refuses no command and an unknown one', () => {
    expect(error()).toBe('Name a command (`npm run admin -- --help` lists them).');
    expect(error('delete', 'everything')).toBe(
      'Unknown command "delete": the commands are applications, articles, audit, backup, export, forget, jobs, outbox, purge, restore, users.',
    );
  });

  it('reads backup FILE and restore FILE, and nothing more', () => {
    expect(run('backup', './volta.tar.gz')).toEqual({ name: 'backup', file: './volta.tar.gz' });
    expect(run('restore', '/backups/volta.tar.gz')).toEqual({ name: 'restore', file: '/backups/volta.tar.gz' });
    expect(error('backup')).toBe('Give the file to write the backup to.');
    expect(error('restore')).toBe('Give the file to restore from.');
    expect(error('backup', 'a.tar.gz', 'b.tar.gz')).toMatch(/b\.tar\.gz/);
  });

  it('reads dates and ages strictly', () => {
    expect(parseSince('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(parseSince('2023-02-29')).toBeUndefined();
    expect(parseSince('2024-13-01')).toBeUndefined();
    expect(parseSince('2024-01-01T25:00:00Z')).toBeUndefined();
    expect(parseSince('2024-01-01T10:00:00+02:00')).toEqual(new Date('2024-01-01T08:00:00Z'));
    expect(parseSince('1/1/2024')).toBeUndefined();
    expect(cutoff('1m', new Date('2025-03-31T00:00:00Z'))?.toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(cutoff('1d', now)?.toISOString()).toBe('2025-06-14T12:00:00.000Z');
  });
});
