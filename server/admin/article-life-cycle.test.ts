import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, beforeAll } from 'vitest';
import { articleMarkdown, runAdmin, samplePicture, asAdmin, addFirstAdminByCli } from '../test/admin-kit';
import * as cli from '../test/cli-checks';

/**
 * An article's life through the built CLI on PGlite: published from Markdown with its picture, no
 * second article at the same slug, edited in place, unpublished and republished, previewed without the
 * store (`npm run build` first: the preview renders with the built site).
 */
describe('articles publish, edit, unpublish, republish and preview', () => {
  const dataDir = cli.temporaryStoreDir('volta-article-life-');
  const admin = (...args: string[]) => runAdmin(asAdmin(args), { DATA_DIR: dataDir });
  beforeAll(() => addFirstAdminByCli({ DATA_DIR: dataDir }));
  const folder = cli.temporaryDir('volta-article-files-');
  mkdirSync(join(folder, 'pictures'));
  const file = (name: string, ...args: Parameters<typeof articleMarkdown>) => {
    const path = join(folder, name);
    writeFileSync(path, articleMarkdown(...args));
    return path;
  };
  const withPicture = ['image: ./pictures/ussd.png', 'imageAlt: A feature phone dialling a short code.'];
  const articles = async () => JSON.parse((await admin('articles', 'list', '--format', 'json')).stdout) as Record<string, unknown>[];

  it('publishes an article with its picture at its slug, and refuses a second one at the same slug', async () => {
    writeFileSync(join(folder, 'pictures', 'ussd.png'), await samplePicture());
    const published = await admin('articles', 'publish', file('ussd.md', { front: withPicture, body: 'Please **talk to us**.' }));
    cli.expectOk(published);
    const id = Number(/Published article (\d+)/.exec(published.stdout)?.[1]);
    expect(published.stdout).toBe(`Published article ${id} "USSD is not dead" at /blog/ussd-is-not-dead.\n`);
    expect((await articles()).find((article) => article.id === id)).toMatchObject({ slug: 'ussd-is-not-dead', status: 'published' });

    cli.expectRefusal(
      await admin('articles', 'publish', file('again.md')),
      2,
      `Article ${id} "USSD is not dead" (published) has the slug "ussd-is-not-dead" already: change that article with \`articles edit ${id} FILE\`, or give this one another slug (a line such as \`slug: ussd-is-not-dead-2\` in its front matter).`,
    );
    const other = await admin('articles', 'publish', file('other.md', { front: ['slug: ussd-still-matters'] }));
    cli.expectOk(other);
    expect(other.stdout).toMatch(
      /at \/blog\/ussd-still-matters \(no picture: the file names no image, so the blog shows its own artwork\)\.\n$/,
    );
  });

  it('edits an article in place (id, slug and state kept), unpublishes and republishes it', async () => {
    const [first] = (await articles()).filter((article) => article.slug === 'ussd-is-not-dead');
    const id = String(first!.id);
    const edited = await admin('articles', 'edit', id, file('edited.md', { front: withPicture, body: 'Now with a [link](/pns).' }));
    cli.expectOk(edited);
    expect(edited.stdout).toBe(`Changed article ${id} "USSD is not dead", at /blog/ussd-is-not-dead.\n`);
    cli.expectRefusal(
      await admin('articles', 'edit', id, file('taken.md', { front: ['slug: ussd-still-matters'] })),
      2,
      /^Article \d+ "USSD is not dead" \(published\) has the slug "ussd-still-matters" already/,
    );

    cli.expectOk(await admin('articles', 'unpublish', id));
    expect((await articles()).find((article) => String(article.id) === id)?.status).toBe('draft');
    const republished = await admin('articles', 'republish', id);
    cli.expectOk(republished);
    expect(republished.stdout).toBe(`Republished article ${id} "USSD is not dead", on the blog at /blog/ussd-is-not-dead.\n`);
    expect((await admin('articles', 'republish', id)).stdout).toBe(`Article ${id} "USSD is not dead" was published already.\n`);
    cli.expectRefusal(await admin('articles', 'republish', '987654'), 1, 'There is no article with id 987654.');
    cli.expectRefusal(await admin('articles', 'edit', '987654', file('none.md')), 1, 'There is no article with id 987654.');
  });

  it('refuses a file whose picture is missing, too small or not a picture, changing nothing', async () => {
    const before = await articles();
    const missing = await admin(
      'articles',
      'publish',
      file('missing.md', { front: ['slug: missing', 'image: ./pictures/none.png', 'imageAlt: x'] }),
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('missing.md: image: there is no file ./pictures/none.png beside it.\nNothing was changed.\n');
    writeFileSync(join(folder, 'pictures', 'small.png'), await samplePicture(undefined, 800));
    const small = await admin(
      'articles',
      'publish',
      file('small.md', { front: ['slug: small', 'image: ./pictures/small.png', 'imageAlt: x'] }),
    );
    expect(small.stderr).toBe("./pictures/small.png is 800 pixels wide: an article's picture needs at least 1200.\n");
    writeFileSync(join(folder, 'pictures', 'text.png'), 'not a picture');
    const text = await admin(
      'articles',
      'publish',
      file('text.md', { front: ['slug: text', 'image: ./pictures/text.png', 'imageAlt: x'] }),
    );
    expect(text.stderr).toBe('./pictures/text.png is not a picture sharp can read (use a JPEG, PNG, WebP or AVIF file).\n');
    const noAlt = await admin('articles', 'publish', file('no-alt.md', { front: ['slug: no-alt', 'image: ./pictures/ussd.png'] }));
    expect(noAlt.stderr).toContain('imageAlt: imageAlt is required with an image: say what the picture shows.');
    expect(await articles()).toEqual(before);
  });

  it('previews an article as its page with its pictures and styles, without the store', async () => {
    const before = await articles();
    const out = join(folder, 'preview');
    const preview = await admin(
      'articles',
      'preview',
      file('preview.md', { front: [...withPicture, 'slug: a-preview'], body: 'A **bold** [link](/pns).' }),
      '--out',
      out,
    );
    cli.expectOk(preview);
    expect(preview.stdout).toBe(`Wrote the page of "USSD is not dead" (/blog/a-preview) into ${out}: open ${join(out, 'index.html')}\n`);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<strong>bold</strong> <a href="/pns">link</a>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/blog/a-preview">');
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(html).toMatch(
      /<img src="media\/[0-9a-f]{64}\.jpg" srcSet="[^"]+" sizes="[^"]+" width="1600" height="800" alt="A feature phone dialling a short code\."/,
    );
    for (const [, name] of html.matchAll(/"(media\/[0-9a-f]{64}\.(?:avif|webp|jpg))[ "]/g))
      expect(existsSync(join(out, name!)), name).toBe(true);
    for (const [, name] of html.matchAll(/href="(assets\/[\w.-]+\.css)"/g)) expect(existsSync(join(out, name!)), name).toBe(true);
    // The hero's 6 widths and the card's 6, each in AVIF, WebP and JPEG, and the shared link's JPEG.
    expect(readdirSync(join(out, 'media')).length).toBe(37);
    expect(await articles()).toEqual(before);
    cli.expectRefusal(await admin('articles', 'preview', file('p.md')), 2, 'Give the directory to write the preview into with --out DIR.');
  });
});
