import * as z from 'zod/mini';
import { multiLineText } from './fields';
import { limits } from './limits';

// The team's files may break any text over lines (YAML block scalars), as they always could.
const required = (field: string, max: number = limits.maxLongText) => multiLineText(max, `${field} is required.`);

/** An article as the team writes it for `npm run admin -- articles publish` (the store gives it its id). */
export const newArticle = z.object({
  title: required('title', limits.maxShortText),
  summary: required('summary'),
  date: z.iso.date('date must be a date written YYYY-MM-DD.'),
  author: required('author', limits.maxShortText),
  authorRole: required('authorRole', limits.maxShortText),
  longDescription: required('longDescription'),
  pointsHeading: required('pointsHeading', limits.maxShortText),
  points: z.array(
    z.object({
      pointNumber: z.number().check(z.int(), z.positive()),
      pointTitle: required('pointTitle', limits.maxShortText),
      pointDescription: required('pointDescription'),
    }),
  ),
  closingParagraphs: z.array(required('closingParagraph')),
});
export type NewArticle = z.output<typeof newArticle>;
