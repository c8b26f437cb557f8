import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleImages } from '../store/schema';
import { multipartBody } from '../test/documents';
import { makeAccount, origin, sessionFor } from '../test/staff-kit';
import { openTestStore, testApp } from '../test/test-app';

/** Editing an article in the staff area keeps its picture unless the edit sends a new one or removeImage. */
const { store, dispose } = (await openTestStore('pglite'))!;
let app: Awaited<ReturnType<typeof testApp>>;
let session: { cookie: string; csrfToken: string };
let articleId = 0;

beforeAll(async () => {
  app = await testApp(store);
  session = await sessionFor(store, await makeAccount(store, 'mk@volta.test', 'marketing'));
  const [withPicture] = await store.db.select({ articleId: articleImages.articleId }).from(articleImages).limit(1);
  articleId = withPicture!.articleId;
});
afterAll(async () => {
  await app.close();
  await dispose();
});

const source = async () => {
  const answer = await app.inject({ method: 'GET', url: `/staff/api/articles/${articleId}`, headers: { cookie: session.cookie } });
  expect(answer.statusCode).toBe(200);
  return JSON.parse(answer.body) as { article: Record<string, unknown>; hero: { src: string; alt: string } | null };
};
const edit = (parts: { name: string; value: string }[]) => {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: `/staff/api/articles/${articleId}`,
    headers: { origin, cookie: session.cookie, 'x-csrf-token': session.csrfToken, ...body.headers },
    payload: body.payload,
  });
};
const pictureFiles = async () =>
  (await store.db.select().from(articleImages).where(eq(articleImages.articleId, articleId))).map((row) => row.sha256);

describe('editing an article in the staff area', () => {
  it('keeps its picture when the edit sends no image, and drops it only on removeImage', async () => {
    const before = await source();
    expect(before.hero).not.toBeNull();
    const files = await pictureFiles();
    const fields = before.article;
    const fixed = { ...fields, title: `${String(fields.title)} (typo fixed)` };

    const kept = await edit([{ name: 'article', value: JSON.stringify(fixed) }]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(JSON.parse(kept.body)).toMatchObject({ image: true, title: fixed.title });
    const after = await source();
    expect(after.hero).toEqual(before.hero);
    expect((await pictureFiles()).sort()).toEqual([...files].sort());
    for (const sha256 of files) expect(existsSync(store.files.pathOf(sha256))).toBe(true);

    expect(
      (
        await edit([
          { name: 'article', value: JSON.stringify(fixed) },
          { name: 'removeImage', value: 'yes' },
        ])
      ).statusCode,
    ).toBe(400);
    const removed = await edit([
      { name: 'article', value: JSON.stringify(fixed) },
      { name: 'removeImage', value: 'true' },
    ]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(JSON.parse(removed.body)).toMatchObject({ image: false });
    expect((await source()).hero).toBeNull();
    expect(await pictureFiles()).toEqual([]);
  });
});
