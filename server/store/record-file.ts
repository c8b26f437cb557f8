import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { newArticle, type NewArticle } from '../../src/contracts/new-article';
import { newJob, type NewJob } from '../../src/contracts/new-job';
import { jobCategories } from '../../src/content/jobs';
import { resolveRelativeDay } from './relative-day';

/**
 * A vacancy or an article as the team writes it in a file, for `jobs add FILE` and `articles publish
 * FILE`, and as the store's seed is written (./seed/): JSON, or Markdown with front matter (YAML
 * between two --- lines). It is validated by the contracts of src/contracts/; each problem is named
 * by its field and, when it can be found, the line of the file where that field is.
 *
 * Markdown: a job is read from its front matter only (a body is refused, so that no text is lost
 * unseen). An article's body, when there is one, is its `body`, as written (Markdown); the front matter
 * then must not have one. A file written before articles had a body may still give closingParagraphs
 * (a list of paragraphs): they become the body, one paragraph each.
 */

export type RecordKind = 'job' | 'article';
export type RecordFileResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** The file kinds taken, by the end of their name. */
const recordFileExtensions = ['.json', '.md', '.markdown'] as const;

export function isRecordFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return recordFileExtensions.some((extension) => lower.endsWith(extension));
}

const schemas = { job: newJob, article: newArticle };
const nouns: Record<RecordKind, string> = { job: 'a job', article: 'an article' };

/** The fields a file may hold, in the contracts' order (for --help and for unknown fields). */
export const recordFields: Record<RecordKind, readonly string[]> = {
  job: Object.keys(newJob.shape),
  article: Object.keys(newArticle.shape),
};
const pointFields: readonly string[] = ['pointNumber', 'pointTitle', 'pointDescription'];

type Path = readonly PropertyKey[];
/** A loaded file: its data and a way to find the line where a field is (undefined when unknown). */
type Loaded = { data: unknown; lineOf: (path: Path) => number | undefined };

/** A job's deadline may be written relative to `today` ("in 30 days"): see ./relative-day.ts. */
export function readRecordFile(kind: 'job', name: string, text: string, today: Date): RecordFileResult<NewJob>;
export function readRecordFile(kind: 'article', name: string, text: string, today?: Date): RecordFileResult<NewArticle>;
export function readRecordFile(kind: RecordKind, name: string, text: string, today?: Date): RecordFileResult<NewJob | NewArticle> {
  const source = text.replace(/^\uFEFF/, '');
  const loaded = name.toLowerCase().endsWith('.json') ? loadJson(name, source) : loadMarkdown(kind, name, source);
  if ('errors' in loaded) return loaded;
  const { data, lineOf } = loaded;
  const at = (path: Path, message: string) => {
    const line = lineOf(path);
    const field = fieldName(path);
    return `${name}:${line ? ` line ${line}:` : ''}${field ? ` ${field}:` : ''} ${sentence(message)}`;
  };
  if (!isPlainObject(data)) return { ok: false, errors: [at([], `The file must hold one object with the fields of ${nouns[kind]}.`)] };
  if (kind === 'job' && 'deadline' in data && today) data.deadline = resolveRelativeDay(data.deadline, today);

  if (kind === 'article') {
    const twice = legacyParagraphs(data);
    if (twice) return { ok: false, errors: [at(['closingParagraphs'], twice)] };
  }
  const errors: string[] = [];
  for (const key of Object.keys(data)) {
    if (!recordFields[kind].includes(key))
      errors.push(at([key], `This is not a field of ${nouns[kind]}; the fields are ${recordFields[kind].join(', ')}.`));
  }
  if (kind === 'article' && Array.isArray(data.points)) {
    data.points.forEach((point, index) => {
      if (!isPlainObject(point)) return;
      for (const key of Object.keys(point)) {
        if (!pointFields.includes(key))
          errors.push(at(['points', index, key], `This is not a field of a point; the fields are ${pointFields.join(', ')}.`));
      }
    });
  }
  const result = schemas[kind].safeParse(data);
  if (!result.success) for (const issue of result.error.issues) errors.push(at(issue.path, issueMessage(issue, data)));
  if (result.success && kind === 'job')
    errors.push(...taxonomyErrors(result.data as NewJob).map(([field, message]) => at([field], message)));
  if (errors.length || !result.success) return { ok: false, errors };
  return { ok: true, value: result.data };
}

/** closingParagraphs (the field before `body`) as the body: a sentence when the file gives both. */
function legacyParagraphs(data: Record<string, unknown>): string | undefined {
  const paragraphs = data.closingParagraphs;
  if (paragraphs === undefined) return undefined;
  if ('body' in data) return 'closingParagraphs and body are given both; keep the body (closingParagraphs is its older form).';
  if (!Array.isArray(paragraphs) || !paragraphs.every((paragraph) => typeof paragraph === 'string'))
    return 'closingParagraphs must be a list of paragraphs (text); better, write them as the body.';
  delete data.closingParagraphs;
  data.body = paragraphs.join('\n\n');
  return undefined;
}

/**
 * A vacancy's category and type must be among those the careers filters offer (src/content/jobs.ts),
 * or it would show under no filter: the allowed values are named.
 */
export function taxonomyErrors(job: Pick<NewJob, 'category' | 'type'>): ['category' | 'type', string][] {
  const category = jobCategories.find((candidate) => candidate.name === job.category);
  if (!category) {
    return [['category', `"${job.category}" is not a careers category; use one of: ${jobCategories.map((one) => one.name).join(', ')}.`]];
  }
  if (!category.types.includes(job.type)) {
    return [['type', `"${job.type}" is not a type of ${category.name}; use one of: ${category.types.join(', ')}.`]];
  }
  return [];
}

/** The contract's message; for a value of the wrong type (zod/mini says only "Invalid input"), what was expected. */
function issueMessage(issue: { code?: string; message: string; path: Path; expected?: unknown }, data: unknown): string {
  // zod's own wording, bare ("Invalid input") or in its English locale (which the server configures
  // and a served CLI's files meet): either way the file's author is told it in their terms.
  if (issue.code !== 'invalid_type' || !/^Invalid input(\.?$|: expected )/.test(issue.message)) return issue.message;
  const value = issue.path.reduce<unknown>((node, part) => (node as Record<PropertyKey, unknown> | undefined)?.[part], data);
  const expected = ({ string: 'text', number: 'a number', array: 'a list', object: 'an object' } as Record<string, string>)[
    String(issue.expected)
  ];
  const found =
    value === null
      ? 'nothing'
      : Array.isArray(value)
        ? 'a list'
        : typeof value === 'object'
          ? 'an object'
          : typeof value === 'string'
            ? 'text'
            : `a ${typeof value}`;
  if (!expected) return issue.message;
  if (value === undefined) return `${expected[0]!.toUpperCase()}${expected.slice(1)} is required.`;
  // YAML reads 2025 or true as a number or a boolean: quotes keep it text.
  return `Expected ${expected}, found ${found}${expected === 'text' && (typeof value === 'number' || typeof value === 'boolean') ? ' (put it in quotes)' : ''}.`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** points[1].pointTitle */
function fieldName(path: Path): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`)).join('');
}

function sentence(message: string): string {
  const trimmed = message.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function loadJson(name: string, source: string): Loaded | { ok: false; errors: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const { line, column } = jsonErrorPosition(message, source);
    const reason = message
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/,? in JSON at position \d+/, '')
      .replace(/^JSON\.parse: /, '');
    return { ok: false, errors: [`${name}: line ${line}, column ${column}: the file is not valid JSON (${reason.replace(/\.$/, '')}).`] };
  }
  return { data, lineOf: yamlLocator(source, 0) };
}

/** Where JSON.parse stopped: V8 names the position (and, in newer versions, the line and column). */
function jsonErrorPosition(message: string, source: string): { line: number; column: number } {
  const named = /line (\d+) column (\d+)/.exec(message);
  if (named) return { line: Number(named[1]), column: Number(named[2]) };
  const position = /position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : source.length;
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/**
 * Finds the line of a field in YAML or JSON text (JSON is YAML too): the line of its key, or of the
 * item in a list; for a field that is missing, the line of the nearest enclosing field that is there.
 * `lineOffset` is how many lines of the file come before the text.
 */
function yamlLocator(text: string, lineOffset: number): (path: Path) => number | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  if (document.errors.length) return () => undefined;
  return (path) => {
    let node: unknown = document.contents;
    let line: number | undefined;
    for (const part of path) {
      let offset: number | undefined;
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(part));
        if (!pair) break;
        offset = (pair.key as YamlNode).range?.[0];
        node = pair.value;
      } else if (isSeq(node) && typeof part === 'number') {
        const item = node.items[part] as YamlNode | undefined;
        if (!item) break;
        offset = item.range?.[0];
        node = item;
      } else {
        break;
      }
      if (offset !== undefined) line = lineCounter.linePos(offset).line + lineOffset;
    }
    return line;
  };
}

function loadMarkdown(kind: RecordKind, name: string, source: string): Loaded | { ok: false; errors: string[] } {
  const lines = source.split(/\r?\n/);
  const fail = (line: number, message: string) => ({ ok: false as const, errors: [`${name}: line ${line}: ${message}`] });
  if (lines[0]?.trimEnd() !== '---')
    return fail(1, 'A Markdown file must start with front matter: a --- line, the fields in YAML, and another --- line.');
  const close = lines.findIndex((line, index) => index > 0 && (line.trimEnd() === '---' || line.trimEnd() === '...'));
  if (close < 0) return fail(1, 'The front matter has no closing --- line.');

  const frontMatter = lines.slice(1, close).join('\n');
  const lineCounter = new LineCounter();
  const document = parseDocument(frontMatter, { lineCounter, prettyErrors: true });
  const [yamlError] = document.errors;
  if (yamlError) {
    const line = (yamlError.linePos?.[0]?.line ?? 1) + 1;
    const reason = yamlError.message.split(/ at line \d+, column \d+/)[0]!.split('\n')[0]!;
    return fail(line, `The front matter is not valid YAML (${reason.replace(/\.$/, '')}).`);
  }
  const data: unknown = document.toJS() ?? {};
  const frontMatterLine = yamlLocator(frontMatter, 1);

  const body = bodyOf(lines, close + 1);
  if (kind === 'job') {
    if (body) {
      return fail(body.line, 'A job is read from its front matter only: move this text into a field (such as description) or remove it.');
    }
    return { data, lineOf: frontMatterLine };
  }
  if (!isPlainObject(data) || !body) {
    // No body: an article without one unless the front matter gives it.
    if (isPlainObject(data) && !('body' in data) && !('closingParagraphs' in data)) data.body = '';
    return { data, lineOf: frontMatterLine };
  }
  for (const field of ['body', 'closingParagraphs']) {
    if (field in data) {
      return fail(
        frontMatterLine([field]) ?? 1,
        `${field === 'body' ? 'The body is' : 'closingParagraphs are'} given twice: in the front matter and as the Markdown body; keep one.`,
      );
    }
  }
  data.body = body.text;
  return { data, lineOf: (path) => (path[0] === 'body' ? body.line : frontMatterLine(path)) };
}

/** The Markdown body as written (blank lines around it dropped), with the (1-based) line it starts on. */
function bodyOf(lines: readonly string[], start: number): { text: string; line: number } | undefined {
  const first = lines.findIndex((line, index) => index >= start && line.trim() !== '');
  if (first < 0) return undefined;
  return { text: lines.slice(first).join('\n').trimEnd(), line: first + 1 };
}
