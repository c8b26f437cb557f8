import { jobCategories } from '../../src/content/jobs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffArticleInput } from '../../src/contracts/staff/publishing';
import { HttpProblem } from '../problem';
import * as blogArticles from '../domain/articles';
import * as jobs from '../domain/jobs';
import { maxPictureBytes } from '../admin/protocol';
import { renderArticleText, type SourceImage } from '../store/article-writing';
import { taxonomyErrors } from '../store/record-file';
import { parseWith } from '../validate';
import { dayOf } from '../clock';
import { staffCallRegistrar } from './register-staff-call';
import type { StaffShared } from './shared';

type ListQuery = { pageNo: number; pageSize: number; sort: string; order: 'asc' | 'desc'; q: string; status?: string };

/** Jobs and articles are a company's few dozen: sorted, searched and paged in memory. */
function pageOf<Row extends Record<string, unknown>>(rows: Row[], query: ListQuery, searched: (keyof Row)[]) {
  const q = query.q.toLowerCase();
  const matching = rows.filter(
    (row) => (!query.status || row.status === query.status) && (!q || searched.some((key) => String(row[key]).toLowerCase().includes(q))),
  );
  const sign = query.order === 'asc' ? 1 : -1;
  matching.sort((a, b) => {
    const [x, y] = [a[query.sort], b[query.sort]];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * (order || Number(a.id) - Number(b.id));
  });
  const start = (query.pageNo - 1) * query.pageSize;
  return { items: matching.slice(start, start + query.pageSize), total: matching.length, pageNo: query.pageNo, pageSize: query.pageSize };
}

/** A job's category and type must come from the careers filters' taxonomy, as in a record file. */
function checkTaxonomy(job: { category: string; type: string }) {
  const [problem] = taxonomyErrors(job);
  if (problem) throw new HttpProblem(400, `${problem[0]}: ${problem[1]}`);
}

/** The multipart body of an article: its `article` part (JSON text) and its optional `image` file. */
async function readArticleParts(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpProblem(415, 'This call takes multipart/form-data.');
  let text: string | undefined;
  let removeImage = false;
  let image: SourceImage | undefined;
  for await (const part of request.parts({ limits: { fileSize: maxPictureBytes, files: 1, fields: 2 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image') throw new HttpProblem(400, 'The only file part is image.');
      const content = await part.toBuffer();
      if (content.length) image = { content, name: part.filename };
    } else if (part.fieldname === 'article' && typeof part.value === 'string') {
      text = part.value;
    } else if (part.fieldname === 'removeImage') {
      if (part.value !== 'true') throw new HttpProblem(400, 'removeImage: Send "true" to remove the picture, or leave the part out.');
      removeImage = true;
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw new HttpProblem(400, 'article: Send the article as JSON text.');
  }
  const article = parseWith(staffArticleInput, json);
  if (image && !article.imageAlt) throw new HttpProblem(400, 'imageAlt: imageAlt is required with an image: say what the picture shows.');
  if (image && removeImage) throw new HttpProblem(400, 'removeImage: Send a new image or removeImage, not both.');
  return { article, image, removeImage };
}

/** Jobs (with the taxonomy) and articles (Markdown, picture, preview, publish). */
export async function publishingCalls(app: FastifyInstance, shared: StaffShared) {
  const { store, storeChanged } = shared;
  const db = store.db;
  const register = staffCallRegistrar(app, shared);

  register('listJobs', async (request, _reply, { actor }) =>
    pageOf(await jobs.listJobsWithApplicationCounts(db, dayOf(actor.at)), request.query, ['title', 'category', 'type', 'location']),
  );
  register('jobTaxonomy', async () => ({ categories: jobCategories.map(({ id, name, types }) => ({ id, name, types: [...types] })) }));
  register('getJob', async (request, _reply, { actor }) => jobs.jobSource(db, request.params.id, dayOf(actor.at)));
  register('createJob', async (request, _reply, { actor }) => {
    checkTaxonomy(request.body);
    const id = await jobs.addJob(db, actor, request.body);
    storeChanged();
    return jobs.jobSource(db, id, dayOf(actor.at));
  });
  register('editJob', async (request, _reply, { actor }) => {
    checkTaxonomy(request.body);
    const { id } = await jobs.editJob(db, actor, request.params.id, request.body);
    storeChanged();
    return jobs.jobSource(db, id, dayOf(actor.at));
  });
  for (const [name, change, status] of [
    ['closeJob', jobs.closeJob, 'closed'],
    ['fillJob', jobs.fillJob, 'filled'],
    ['withdrawJob', jobs.withdrawJob, 'withdrawn'],
    ['reopenJob', jobs.reopenJob, 'open'],
  ] as const) {
    register(name, async (request, _reply, { actor }) => {
      const result = await change(db, actor, request.params.id);
      storeChanged();
      return { ...result, status };
    });
  }

  register('listArticles', async (request) => pageOf(await blogArticles.listArticles(db), request.query, ['title', 'author', 'slug']));
  register('getArticleSource', async (request) => blogArticles.articleSource(db, request.params.id));
  register('createArticle', async (request, _reply, { actor }) => {
    const { article, image } = await readArticleParts(request);
    const written = await blogArticles.publishArticle(store, actor, article, image);
    storeChanged();
    return written;
  });
  register('editArticle', async (request, _reply, { actor }) => {
    const { article, image, removeImage } = await readArticleParts(request);
    const written = await blogArticles.editArticle(store, actor, request.params.id, article, image, { keepImage: !removeImage });
    storeChanged();
    return written;
  });
  register('previewArticle', async (request) => {
    const rendered = renderArticleText(request.body);
    return { longDescriptionHtml: rendered.longDescription, pointsHtml: rendered.points, bodyHtml: rendered.body };
  });
  for (const [name, change, status] of [
    ['publishArticle', blogArticles.republishArticle, 'published'],
    ['unpublishArticle', blogArticles.unpublishArticle, 'draft'],
  ] as const) {
    register(name, async (request, _reply, { actor }) => {
      const result = await change(db, actor, request.params.id);
      storeChanged();
      return { id: result.id, title: result.title, status, changed: result.changed };
    });
  }
}
