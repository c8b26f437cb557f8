import { asc, eq } from 'drizzle-orm';
import { slugFromTitle } from '../../src/contracts/article-slug';
import type { NewArticle } from '../../src/contracts/new-article';
import { BadImageError } from '../store/article-images';
import { insertArticle, keepIn, prepareArticle, replaceArticle, slugHolder, type SourceImage } from '../store/article-writing';
import type { Executor } from '../store/database';
import { mediaPath } from '../store/articles';
import type { Store } from '../store/open-store';
import { articleImages, articles } from '../store/schema';
import { audit, type Actor } from './audit';
import { BadInputError, NotFoundError } from './errors';
import { removeUnreferenced } from './files';
import type { StatusChange } from './jobs';

/**
 * Articles of the blog: listed, published from a file or the staff editor, changed, taken off and put
 * back. Each change is audited in the transaction that makes it, whichever door it came through.
 */

export type ArticleSummary = { id: number; status: 'published' | 'draft'; date: string; slug: string; title: string; author: string };

/** What publish and edit answer: the article's id, slug and title. */
export type WrittenArticle = { id: number; slug: string; title: string; image: boolean };

/** A picture that cannot be used is the team's mistake, as a bad file is (400 over the socket). */
function asBadInput(error: unknown): never {
  throw error instanceof BadImageError ? new BadInputError(error.message) : error;
}

/** A slug another article has: refused, naming that article and the two ways out. */
async function refuseTakenSlug(db: Executor, slug: string, exceptId?: number): Promise<void> {
  const holder = await slugHolder(db, slug, exceptId);
  if (!holder) return;
  throw new BadInputError(
    `Article ${holder.id} "${holder.title}" (${holder.status}) has the slug "${slug}" already: change that article with ` +
      `\`articles edit ${holder.id} FILE\`, or give this one another slug (a line such as \`slug: ${slug}-2\` in its front matter).`,
  );
}

/** Adds an article, published, with its picture's files; refused when its slug is taken. */
export async function publishArticle(
  { db, files }: Pick<Store, 'db' | 'files'>,
  actor: Actor,
  article: NewArticle,
  image?: SourceImage,
): Promise<WrittenArticle> {
  // Checked before the picture is made (seconds), and again in the transaction (a race).
  const slug = article.slug ?? slugFromTitle(article.title);
  await refuseTakenSlug(db, slug);
  const prepared = await prepareArticle(article, image, keepIn(files)).catch(asBadInput);
  const hasImage = prepared.images.length > 0;
  const id = await db.transaction(async (tx) => {
    await refuseTakenSlug(tx, slug);
    const inserted = await insertArticle(tx, prepared, actor.at);
    await audit(tx, actor, 'article.create', `article ${inserted}`, { title: article.title, image: hasImage });
    return inserted;
  });
  return { id, slug, title: article.title, image: hasImage };
}

/**
 * Replaces an article's content from a record file: its text, its rendering and its picture (none when
 * the file names none). Its id and published state stay, and so does its slug unless the file gives one.
 */
export async function editArticle(
  { db, files }: Pick<Store, 'db' | 'files'>,
  actor: Actor,
  id: number,
  article: NewArticle,
  image?: SourceImage,
  { keepImage = false }: { keepImage?: boolean } = {},
): Promise<WrittenArticle> {
  const [row] = await db.select({ slug: articles.slug, imageAlt: articles.imageAlt }).from(articles).where(eq(articles.id, id));
  if (!row) throw new NotFoundError(`There is no article with id ${id}.`);
  const slug = article.slug ?? row.slug;
  await refuseTakenSlug(db, slug, id);
  const prepared = await prepareArticle({ ...article, slug }, image, keepIn(files)).catch(asBadInput);
  const before = await db.select().from(articleImages).where(eq(articleImages.articleId, id));
  // No new picture and asked to keep it (the staff editor): the article keeps its picture's files and what it shows.
  if (keepImage && !image && before.length) {
    prepared.images = before.map(({ role, format, width, height, size, sha256 }) => ({ role, format, width, height, size, sha256 }));
    prepared.values.imageAlt = article.imageAlt ?? row.imageAlt;
  }
  await db.transaction(async (tx) => {
    await refuseTakenSlug(tx, slug, id);
    await replaceArticle(tx, id, prepared, actor.at);
    await audit(tx, actor, 'article.edit', `article ${id}`, { title: article.title, image: prepared.images.length > 0 });
  });
  // The old picture's files, unless the new one made the same.
  await removeUnreferenced(
    db,
    files,
    before.map((row) => row.sha256),
  );
  return { id, slug, title: article.title, image: prepared.images.length > 0 };
}

/** Sets an article published or a draft, audited when it changes. `changed` is false if it was so already. */
async function setArticleStatus(
  db: Executor,
  actor: Actor,
  id: number,
  status: 'published' | 'draft',
): Promise<StatusChange & { slug: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ title: articles.title, status: articles.status, slug: articles.slug })
      .from(articles)
      .where(eq(articles.id, id))
      .for('update');
    if (!row) throw new NotFoundError(`There is no article with id ${id}.`);
    if (row.status === status) return { id, title: row.title, slug: row.slug, changed: false };
    await tx.update(articles).set({ status }).where(eq(articles.id, id));
    await audit(tx, actor, status === 'published' ? 'article.publish' : 'article.unpublish', `article ${id}`);
    return { id, title: row.title, slug: row.slug, changed: true };
  });
}

/** Takes an article off the blog (it stays, as a draft). */
export const unpublishArticle = (db: Executor, actor: Actor, id: number) => setArticleStatus(db, actor, id, 'draft');

/** Puts a draft (an unpublished article) back on the blog. */
export const republishArticle = (db: Executor, actor: Actor, id: number) => setArticleStatus(db, actor, id, 'published');

/** Every article, published or draft, by id. */
export async function listArticles(db: Executor): Promise<ArticleSummary[]> {
  return db
    .select({
      id: articles.id,
      status: articles.status,
      date: articles.publishedOn,
      slug: articles.slug,
      title: articles.title,
      author: articles.author,
    })
    .from(articles)
    .orderBy(asc(articles.id));
}

/** An article as the staff editor opens it: its fields as an article file has them, its state and its picture. */
export async function articleSource(db: Executor, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new NotFoundError(`There is no article with id ${id}.`);
  const images = await db.select().from(articleImages).where(eq(articleImages.articleId, id));
  const hero = images.find((image) => image.role === 'hero' && image.format === 'jpeg');
  return {
    id,
    status: row.status,
    article: {
      title: row.title,
      slug: row.slug,
      summary: row.summary,
      date: row.publishedOn,
      author: row.author,
      authorRole: row.authorRole,
      imageAlt: row.imageAlt ?? undefined,
      longDescription: row.longDescription,
      pointsHeading: row.pointsHeading,
      points: row.points,
      body: row.body,
    },
    hero: hero && row.imageAlt ? { src: mediaPath(hero), alt: row.imageAlt } : null,
  };
}
