import { describe, expect, it } from 'vitest';
import { readRecordFile } from './record-file';
import { suiteStart } from '../test/suite-clock';
import { articleMarkdown, jobMarkdown, sampleArticle, sampleJob } from '../test/admin-kit';

const errorsOf = (result: { ok: boolean; errors?: string[] }) => {
  expect(result.ok).toBe(false);
  return result.errors!;
};

describe('job and article files', () => {
  describe('JSON', () => {
    it('reads a good job and a good article', () => {
      expect(readRecordFile('job', 'job.json', JSON.stringify(sampleJob, null, 2), suiteStart)).toEqual({ ok: true, value: sampleJob });
      expect(readRecordFile('article', 'a.json', `\uFEFF${JSON.stringify(sampleArticle, null, '\t')}`, suiteStart)).toEqual({
        ok: true,
        value: sampleArticle,
      });
    });

    it('reads each role type in its one spelling, whatever the file writes, and refuses another', () => {
      for (const [written, read] of [
        ['Full-Time', 'Full Time'],
        ['full time', 'Full Time'],
        ['PART-TIME', 'Part Time'],
        [' national_service ', 'National Service'],
        ['Internship', 'Internship'],
      ]) {
        const text = JSON.stringify({ ...sampleJob, roleType: written });
        expect(readRecordFile('job', 'job.json', text, suiteStart), written).toEqual({ ok: true, value: { ...sampleJob, roleType: read } });
      }
      const text = JSON.stringify({ ...sampleJob, roleType: 'Freelance' }, null, 2);
      expect(errorsOf(readRecordFile('job', 'job.json', text, suiteStart))).toEqual([
        'job.json: line 5: roleType: roleType must be one of Full Time, Part Time, Contract, Internship, National Service.',
      ]);
    });

    it('names the field and its line for a bad value', () => {
      const text = JSON.stringify({ ...sampleJob, deadline: '31/12/2031' }, null, 2);
      expect(text.split('\n')[6]).toContain('"deadline"');
      expect(errorsOf(readRecordFile('job', 'job.json', text, suiteStart))).toEqual([
        'job.json: line 7: deadline: deadline must be a date written YYYY-MM-DD, or relative to today: "in 30 days".',
      ]);
    });

    it('names a nested field by its path and line, and every problem at once', () => {
      const article = { ...sampleArticle, title: ' ', points: [sampleArticle.points[0], { ...sampleArticle.points[1], pointTitle: '' }] };
      const text = JSON.stringify(article, null, 2);
      const lines = text.split('\n');
      const titleLine = lines.findIndex((line) => line.includes('"title"')) + 1;
      const pointTitleLine = lines.findIndex((line) => line.includes('"pointTitle": ""')) + 1;
      expect(errorsOf(readRecordFile('article', 'a.json', text, suiteStart))).toEqual([
        `a.json: line ${titleLine}: title: title is required.`,
        `a.json: line ${pointTitleLine}: points[1].pointTitle: pointTitle is required.`,
      ]);
    });

    it('names a missing field without a line, and an unknown field with its line', () => {
      const text = JSON.stringify({ ...sampleJob, summary: undefined, salary: '5000' }, null, 2);
      const errors = errorsOf(readRecordFile('job', 'job.json', text, suiteStart));
      expect(errors).toContain('job.json: summary: summary is required.');
      const salaryLine = text.split('\n').findIndex((line) => line.includes('"salary"')) + 1;
      expect(errors).toContain(
        `job.json: line ${salaryLine}: salary: This is not a field of a job; the fields are title, category, type, roleType, location, deadline, techSkills, roleDescription, summary, descriptionTitle, description, decriptionPoints, technicalRequirements, softSkillsRequirement.`,
      );
    });

    it('names the line and column of a syntax error', () => {
      const errors = errorsOf(readRecordFile('job', 'job.json', '{\n  "title": "x",\n  "category" "Engineer"\n}\n', suiteStart));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^job\.json: line 3, column 14: the file is not valid JSON \(.+\)\.$/);
      expect(errorsOf(readRecordFile('job', 'job.json', '{\n  "title": "x",\n', suiteStart))[0]).toMatch(
        /^job\.json: line 3, column 1: the file is not valid JSON/,
      );
    });

    it('refuses a file that is not one object', () => {
      expect(errorsOf(readRecordFile('job', 'job.json', '[1, 2]', suiteStart))).toEqual([
        'job.json: The file must hold one object with the fields of a job.',
      ]);
    });
  });

  describe('Markdown with front matter', () => {
    it('reads a good job from its front matter', () => {
      expect(readRecordFile('job', 'job.md', jobMarkdown(), suiteStart)).toEqual({ ok: true, value: sampleJob });
      // CRLF line ends read the same.
      expect(readRecordFile('job', 'job.md', jobMarkdown().replace(/\n/g, '\r\n'), suiteStart)).toEqual({ ok: true, value: sampleJob });
    });

    it('reads an article whose body is its Markdown, as written', () => {
      expect(readRecordFile('article', 'a.md', articleMarkdown(), suiteStart)).toEqual({ ok: true, value: sampleArticle });
      const noBody = articleMarkdown().split('\n').slice(0, 16).join('\n');
      expect(readRecordFile('article', 'a.md', noBody, suiteStart)).toEqual({ ok: true, value: { ...sampleArticle, body: '' } });
      const list = articleMarkdown({ body: '- one\n  - nested\n\n```\ncode\n```' });
      expect(readRecordFile('article', 'a.md', list, suiteStart)).toMatchObject({
        ok: true,
        value: { body: '- one\n  - nested\n\n```\ncode\n```' },
      });
    });

    it('reads the picture, its text and the slug of an article, and takes closingParagraphs (the older form) as the body', () => {
      const front = ['image: ./ussd.jpg', 'imageAlt: A phone.', 'slug: ussd-in-2025'];
      expect(readRecordFile('article', 'a.md', articleMarkdown({ front }), suiteStart)).toEqual({
        ok: true,
        value: { ...sampleArticle, image: './ussd.jpg', imageAlt: 'A phone.', slug: 'ussd-in-2025' },
      });
      const older: Partial<typeof sampleArticle> = { ...sampleArticle };
      delete older.body;
      expect(readRecordFile('article', 'a.json', JSON.stringify({ ...older, closingParagraphs: ['One.', 'Two.'] }), suiteStart)).toEqual({
        ok: true,
        value: { ...sampleArticle, body: 'One.\n\nTwo.' },
      });
    });

    it('refuses a bad slug, a picture without its text, and block Markdown where a paragraph is shown', () => {
      expect(errorsOf(readRecordFile('article', 'a.md', articleMarkdown({ front: ['slug: USSD 2025'] }), suiteStart))).toEqual([
        'a.md: line 2: slug: slug must be lower-case letters and digits in words joined by hyphens, with a letter, at most 80 characters (such as ussd-or-mobile-app).',
      ]);
      expect(errorsOf(readRecordFile('article', 'a.md', articleMarkdown({ front: ['image: ./a.jpg'] }), suiteStart))).toEqual([
        'a.md: imageAlt: imageAlt is required with an image: say what the picture shows.',
      ]);
      const listed = articleMarkdown().replace('pointDescription: No data bundle is needed.', "pointDescription: '- no data bundle'");
      expect(errorsOf(readRecordFile('article', 'a.md', listed, suiteStart))[0]).toMatch(
        /^a\.md: line 15: points\[1\]\.pointDescription: This text is shown as one paragraph: it takes inline Markdown only .*, not a list\./,
      );
    });

    it('reads a deadline written relative to the day the file is read, in UTC', () => {
      const lateEvening = new Date('2026-11-26T23:30:00Z');
      const deadlineOf = (deadline: string) => {
        const result = readRecordFile('job', 'job.md', jobMarkdown({ deadline }), lateEvening);
        return result.ok ? result.value.deadline : result.errors;
      };
      expect(deadlineOf('in 30 days')).toBe('2026-12-26');
      expect(deadlineOf('In 1 day')).toBe('2026-11-27');
      expect(deadlineOf('14 days ago')).toBe('2026-11-12');
      expect(deadlineOf('today')).toBe('2026-11-26');
      expect(deadlineOf('2027-01-15')).toBe('2027-01-15');
    });

    it('names the field and the line of the file for a bad value', () => {
      expect(errorsOf(readRecordFile('job', 'jobs.md', jobMarkdown({ deadline: 'next Friday' }), suiteStart))).toEqual([
        'jobs.md: line 7: deadline: deadline must be a date written YYYY-MM-DD, or relative to today: "in 30 days".',
      ]);
      const text = articleMarkdown().replace('pointNumber: 2', 'pointNumber: two');
      expect(errorsOf(readRecordFile('article', 'a.md', text, suiteStart))).toEqual([
        'a.md: line 13: points[1].pointNumber: Expected a number, found text.',
      ]);
      expect(errorsOf(readRecordFile('job', 'job.md', jobMarkdown({ title: '2025' }), suiteStart))).toEqual([
        'job.md: line 2: title: Expected text, found a number (put it in quotes).',
      ]);
      expect(
        errorsOf(
          readRecordFile(
            'job',
            'job.md',
            jobMarkdown({ techSkills: 'Go' }).replace(/techSkills:\n( {2}- .*\n)+/, 'techSkills: Go\n'),
            suiteStart,
          ),
        ),
      ).toEqual(['job.md: line 8: techSkills: Expected a list, found text.']);
    });

    it('names the line the body starts on when it is too long', () => {
      const text = articleMarkdown().replace('We answer within a day.', 'x'.repeat(40_001));
      expect(errorsOf(readRecordFile('article', 'a.md', text, suiteStart))).toEqual(['a.md: line 18: body: At most 40000 characters.']);
    });

    it('refuses a YAML error, a missing front matter, a job body, closing paragraphs given twice', () => {
      expect(errorsOf(readRecordFile('job', 'job.md', jobMarkdown().replace('title: ', 'title: [unclosed'), suiteStart))[0]).toMatch(
        /^job\.md: line \d+: The front matter is not valid YAML \(.+\)\.$/,
      );
      expect(errorsOf(readRecordFile('job', 'job.md', '# A job\n\ntitle: x\n', suiteStart))).toEqual([
        'job.md: line 1: A Markdown file must start with front matter: a --- line, the fields in YAML, and another --- line.',
      ]);
      expect(errorsOf(readRecordFile('job', 'job.md', '---\ntitle: x\n', suiteStart))).toEqual([
        'job.md: line 1: The front matter has no closing --- line.',
      ]);
      const withBody = `${jobMarkdown()}\nSome words about the team.\n`;
      const bodyLine = withBody.split('\n').indexOf('Some words about the team.') + 1;
      expect(errorsOf(readRecordFile('job', 'job.md', withBody, suiteStart))).toEqual([
        `job.md: line ${bodyLine}: A job is read from its front matter only: move this text into a field (such as description) or remove it.`,
      ]);
      const twice = articleMarkdown().replace('pointsHeading:', 'closingParagraphs: [one]\npointsHeading:');
      expect(errorsOf(readRecordFile('article', 'a.md', twice, suiteStart))).toEqual([
        'a.md: line 8: closingParagraphs are given twice: in the front matter and as the Markdown body; keep one.',
      ]);
      const bodyTwice = articleMarkdown().replace('pointsHeading:', 'body: one\npointsHeading:');
      expect(errorsOf(readRecordFile('article', 'a.md', bodyTwice, suiteStart))).toEqual([
        'a.md: line 8: The body is given twice: in the front matter and as the Markdown body; keep one.',
      ]);
    });

    it('refuses empty front matter, naming each missing field', () => {
      const errors = errorsOf(readRecordFile('job', 'job.md', '---\n---\n', suiteStart));
      expect(errors).toHaveLength(14);
      expect(errors[0]).toBe('job.md: title: title is required.');
      expect(errors).toContain('job.md: techSkills: A list is required.');
    });
  });
});
