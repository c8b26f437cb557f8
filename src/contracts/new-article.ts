import * as z from 'zod/mini';
import { inlineMarkdownProblem } from '../markdown/markdown';
import { isArticleSlug, maxSlugLength } from './article-slug';
import { multiLineText } from './fields';
import { limits } from './limits';

// The team's files may break any text over lines (YAML block scalars), as they always could.
const required = (field: string, max: number = limits.maxLongText) => multiLineText(max, `${field} is required.`);

/** A text shown inside a paragraph: inline Markdown only (src/markdown/markdown.ts says why). */
const inlineMarkdown = (field: string) =>
  required(field).check(
    z.superRefine((value, context) => {
      const problem = inlineMarkdownProblem(value);
      if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
    }),
  );

/**
 * An article as the team writes it for `npm run admin -- articles publish` (the store gives it its id).
 * `body` is Markdown (a Markdown file's body); `longDescription` and each `pointDescription` take inline
 * Markdown. `image` is the hero picture's file, relative to the record file, with `imageAlt` saying
 * what it shows; `slug` is made from the title unless given.
 */
export const newArticle = z
  .object({
    title: required('title', limits.maxShortText),
    slug: z.optional(
      z
        .string()
        .check(
          z.refine(
            isArticleSlug,
            `slug must be lower-case letters and digits in words joined by hyphens, with a letter, at most ${maxSlugLength} characters (such as ussd-or-mobile-app).`,
          ),
        ),
    ),
    summary: required('summary'),
    date: z.iso.date('date must be a date written YYYY-MM-DD.'),
    author: required('author', limits.maxShortText),
    authorRole: required('authorRole', limits.maxShortText),
    image: z.optional(required('image', limits.maxShortText)),
    imageAlt: z.optional(required('imageAlt', limits.maxShortText)),
    longDescription: inlineMarkdown('longDescription'),
    pointsHeading: required('pointsHeading', limits.maxShortText),
    points: z.array(
      z.object({
        pointNumber: z.number().check(z.int(), z.positive()),
        pointTitle: required('pointTitle', limits.maxShortText),
        pointDescription: inlineMarkdown('pointDescription'),
      }),
    ),
    body: multiLineText(limits.maxLongText * 4),
  })
  .check(
    z.superRefine((article, context) => {
      if (article.image && !article.imageAlt)
        context.issues.push({
          code: 'custom',
          path: ['imageAlt'],
          message: 'imageAlt is required with an image: say what the picture shows.',
          input: article,
        });
    }),
  );
export type NewArticle = z.output<typeof newArticle>;
