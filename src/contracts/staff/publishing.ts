import * as z from 'zod/mini';
import { endedJobStatuses, jobStatuses } from '../job-statuses';
import { newArticle } from '../new-article';
import { newJob } from '../new-job';
import { staffListAnswer, staffListQuery } from './lists';

/** Jobs and articles as the staff pages write them: the same contracts as the team's record files. */

/** A vacancy's status as the staff list shows it: an open one past its deadline is 'past deadline'. */
const jobStatus = z.enum([...jobStatuses, 'past deadline']);
export const jobListQuery = staffListQuery(['id', 'title', 'deadline', 'status', 'category'], 'id', { status: z.optional(jobStatus) });
const jobItem = z.object({
  id: z.number(),
  status: jobStatus,
  title: z.string(),
  category: z.string(),
  type: z.string(),
  location: z.string(),
  deadline: z.string(),
  applicationCount: z.number(),
});
export const jobListAnswer = staffListAnswer(jobItem);
/** A vacancy as written (src/contracts/new-job.ts; category and type from the taxonomy), with its id and status. */
export const jobBody = newJob;
/** A stored vacancy for the editor: its role type as stored (a row older than the one spelling may hold another). */
export const jobSource = z.object({ id: z.number(), status: jobStatus, job: z.extend(newJob, { roleType: z.string() }) });
export const jobTaxonomy = z.object({ categories: z.array(z.object({ id: z.string(), name: z.string(), types: z.array(z.string()) })) });
export const jobStatusAnswer = z.object({ id: z.number(), title: z.string(), status: z.enum(['open', 'closed']), changed: z.boolean() });
/** The answer of marking a vacancy filled or withdrawn: the status it is in now, and whether it moved. */
export const jobEndAnswer = z.object({ id: z.number(), title: z.string(), status: z.enum(endedJobStatuses), changed: z.boolean() });

const articleStatus = z.enum(['published', 'draft']);
export const articleListQuery = staffListQuery(['date', 'title', 'status', 'author'], 'date', { status: z.optional(articleStatus) });
const articleItem = z.object({
  id: z.number(),
  status: articleStatus,
  date: z.string(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
});
export const articleListAnswer = staffListAnswer(articleItem);

const articleShape = Object.fromEntries(Object.entries(newArticle.shape).filter(([key]) => key !== 'image')) as Omit<
  typeof newArticle.shape,
  'image'
>;
/**
 * An article's text as the staff page writes it: src/contracts/new-article.ts without `image` (the
 * picture is the multipart body's `image` file part). Sent as JSON text in the `article` part.
 */
export const staffArticleInput = z.object(articleShape);
/**
 * The multipart body's text parts: `article` (JSON of staffArticleInput), and on edit `removeImage`
 * ("true") to drop the picture; `image` is a file part (JPEG/PNG/WebP/AVIF, at most 20 MB). An edit
 * with neither an `image` nor `removeImage` keeps the article's picture.
 */
export const articleFormFields = z.object({ article: z.string(), removeImage: z.optional(z.literal('true')) });

/** One article's source for editing: its Markdown fields, and its current hero picture if it has one. */
export const articleSource = z.object({
  id: z.number(),
  status: articleStatus,
  article: z.object({ ...articleShape, slug: z.string() }),
  hero: z.nullable(z.object({ src: z.string(), alt: z.string() })),
});
export const writtenArticle = z.object({ id: z.number(), slug: z.string(), title: z.string(), image: z.boolean() });
export const articleStatusAnswer = z.object({ id: z.number(), title: z.string(), status: articleStatus, changed: z.boolean() });

/** The preview: the Markdown fields rendered by the public pages' renderer (src/markdown/markdown.ts), sanitised. */
export const previewBody = z.object({
  longDescription: articleShape.longDescription,
  points: articleShape.points,
  body: articleShape.body,
});
export const previewAnswer = z.object({ longDescriptionHtml: z.string(), pointsHtml: z.array(z.string()), bodyHtml: z.string() });
