import * as z from 'zod/mini';
import { applicationStatuses, type ApplicationStatus } from '../../src/contracts/application-pipeline';
import type { Values } from './command';
import { isRecordFileName } from '../store/record-file';

/** The words the commands share: how they read ids, dates and formats, and how they print lists. */

export const program = 'npm run admin --';

export type ListFormat = 'table' | 'json';
export const formatOption = { type: 'string', help: 'table (default) or json' } as const;

export function unexpected(words: readonly string[]): string {
  return `Unexpected argument${words.length > 1 ? 's' : ''} ${words.map((word) => `"${word}"`).join(' ')}.`;
}

/** A positive whole number that fits the store's ids, or a sentence. */
export function parseId(text: string): number | string {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647)
    return `The id must be a positive whole number, not "${text}".`;
  return Number(text);
}

/** --format table (default) or json, or a sentence. */
export function parseListFormat(values: Values): ListFormat | string {
  const format = values.format ?? 'table';
  return format === 'table' || format === 'json' ? format : `--format must be table or json, not "${String(format)}".`;
}

export const isFormat = (value: string): value is ListFormat => value === 'table' || value === 'json';

export function parseStatus(text: string): ApplicationStatus | undefined {
  const lower = text.trim().toLowerCase();
  return (applicationStatuses as readonly string[]).includes(lower) ? (lower as ApplicationStatus) : undefined;
}

/** YYYY-MM-DD (midnight UTC) or an ISO timestamp; undefined when it is neither or no such day. */
export function parseSince(text: string): Date | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? date : undefined;
  }
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!match || !parseSince(match[1]!)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** --since as the ISO instant a request carries, or a sentence; undefined when not given. */
export function sinceOption(values: Values): { since?: string } | string {
  if (values.since === undefined) return {};
  const since = parseSince(String(values.since));
  if (!since) return `--since must be a date written YYYY-MM-DD or an ISO timestamp, not "${String(values.since)}".`;
  return { since: since.toISOString() };
}

/** `now` less 24m (months) or 90d (days); undefined for anything else, or for zero. */
export function cutoff(age: string, now: Date): Date | undefined {
  const match = /^(\d{1,4})([md])$/.exec(age.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  if (amount < 1) return undefined;
  const date = new Date(now.getTime());
  if (match[2] === 'm') {
    const day = date.getUTCDate();
    date.setUTCMonth(date.getUTCMonth() - amount);
    // 31 March less a month is the last day of February, not 3 March.
    if (date.getUTCDate() !== day) date.setUTCDate(0);
  } else {
    date.setUTCDate(date.getUTCDate() - amount);
  }
  return date;
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

const maxCell = 60;

/** Rows as aligned columns (long cells shortened), or as JSON. */
export function listing(rows: readonly object[], columns: readonly string[], format: ListFormat, empty: string): string {
  if (format === 'json') return `${JSON.stringify(rows, null, 2)}\n`;
  if (!rows.length) return `${empty}\n`;
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ');
    return text.length > maxCell ? `${text.slice(0, maxCell - 1)}…` : text;
  };
  const table = [columns, ...rows.map((row) => columns.map((column) => cell((row as Record<string, unknown>)[column])))];
  const widths = columns.map((_, index) => Math.max(...table.map((line) => line[index]!.length)));
  return (
    table
      .map((line) =>
        line
          .map((text, index) => text.padEnd(widths[index]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/** What a command on one record says when its ID is missing. */
export const missingId = (kind: 'application' | 'article' | 'job') => `Give the id of the ${kind} (\`${kind}s list\` shows them).`;

/** The one ID of a command on one record (`jobs close ID`): the request, or a sentence. */
export function onlyId(positionals: string[], missing: string): { id: number } | string {
  const [id, ...extra] = positionals;
  if (id === undefined) return missing;
  if (extra.length) return unexpected(extra);
  const parsed = parseId(id);
  return typeof parsed === 'string' ? parsed : { id: parsed };
}

/** The FILE of a command that reads a job or an article file, or a sentence. */
export function recordFileName(file: string | undefined, missing: string): string | { file: string } {
  if (file === undefined) return missing;
  if (!isRecordFileName(file)) return `The file must be JSON (.json) or Markdown (.md), not "${file}".`;
  return { file };
}

/** Said when an article has no picture of its own: the blog's own artwork stands in. */
export const pictureNote = (written: { image: boolean }) =>
  written.image ? '' : ' (no picture: the file names no image, so the blog shows its own artwork)';

/** An instant as a request carries it (--since, purge's cutoff). */
export const isoInstant = z.iso.datetime({ error: 'must be an ISO timestamp' });

/** The words of a list command (`jobs list [--format table|json]`): it reads, and takes only its format. */
export function listCommandWords(name: string, summary: string) {
  return {
    name,
    usage: `${name} [--format table|json]`,
    summary,
    options: { format: formatOption },
    example: `${program} ${name}`,
    access: 'reads' as const,
    request: z.object({ format: z.enum(['table', 'json']) }),
    parse: (positionals: string[], values: Values) => {
      if (positionals.length) return unexpected(positionals);
      const format = parseListFormat(values);
      return isFormat(format) ? { format } : format;
    },
  };
}
