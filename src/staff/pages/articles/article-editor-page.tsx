import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Field } from '../../../components/form/field';
import fieldStyles from '../../../components/form/field.module.css';
import { SubmitButton } from '../../../components/form/submit-button';
import { BackLink } from '../../../components/ui/back-link';
import { StatusMessage } from '../../../components/ui/status-message';
import type * as z from 'zod/mini';
import { staffArticleInput } from '../../../contracts/staff/publishing';
import { useSignedIn } from '../../api/session';
import { staffCall, type StaffAnswer } from '../../api/staff-client';
import { schemaResolver, StaffForm, TextField } from '../../components/form-kit';
import { RecordEditorPage, useStaffAction } from '../../components/staff-action';
import { StaffPage } from '../../components/staff-page';
import { staffPaths } from '../../staff-paths';
import { ArticlePreview } from './article-preview';
import { articlesContent, articleStatusLabel } from './content';
import styles from './article-editor.module.css';
import pageStyles from '../pages.module.css';

const copy = articlesContent.editor;
type Source = StaffAnswer<'getArticleSource'>;
type StaffArticleInput = z.input<typeof staffArticleInput>;
export type Values = StaffArticleInput & { slug?: string; imageAlt?: string };

const order = ['title', 'slug', 'summary', 'date', 'author', 'authorRole', 'imageAlt', 'longDescription', 'pointsHeading', 'body'] as const;
/** A new article's date: the author's today, by the device's clock (a test fixes the page's clock: e2e/fixtures.ts). */
// eslint-disable-next-line no-restricted-syntax -- the device's today is what the author means
const today = () => new Date().toISOString().slice(0, 10);

const toValues = (source?: Source): Values => ({
  title: source?.article.title ?? '',
  slug: source?.article.slug ?? '',
  summary: source?.article.summary ?? '',
  date: source?.article.date ?? today(),
  author: source?.article.author ?? '',
  authorRole: source?.article.authorRole ?? '',
  imageAlt: source?.article.imageAlt ?? source?.hero?.alt ?? '',
  longDescription: source?.article.longDescription ?? '',
  pointsHeading: source?.article.pointsHeading ?? '',
  points: source?.article.points ?? [],
  body: source?.article.body ?? '',
});

/** What is sent: empty optional fields left out, the points numbered in their order. */
const toInput = (values: Values): StaffArticleInput => ({
  ...values,
  slug: values.slug?.trim() || undefined,
  imageAlt: values.imageAlt?.trim() || undefined,
  points: values.points.map((point, index) => ({ ...point, pointNumber: index + 1 })),
});

const resolver = schemaResolver<Values>(staffArticleInput);

/** The article editor (new or existing): Markdown fields, the hero picture, a live preview, publish and unpublish. */
export function ArticleEditorPage() {
  return (
    <RecordEditorPage
      call="getArticleSource"
      loading={copy.loading}
      back={{ to: staffPaths.articles, label: copy.back }}
      editor={(source) => <Editor source={source} />}
    />
  );
}

function Editor({ source }: { source?: Source }) {
  const session = useSignedIn();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { status, pending, run } = useStaffAction({ arrival: true });
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<Values>({
    resolver: (raw, ...rest) => resolver(toInput(raw) as Values, ...rest),
    shouldFocusError: false,
    defaultValues: toValues(source),
  });
  const points = useFieldArray({ control: form.control, name: 'points' });
  const draft = useWatch({ control: form.control }) as Values;

  const save = (values: Values) =>
    run(async () => {
      const body = new FormData();
      body.set('article', JSON.stringify(toInput(values)));
      if (image) body.set('image', image, image.name);
      const written = source
        ? await staffCall('editArticle', { id: source.id, body, csrfToken: session.csrfToken })
        : await staffCall('createArticle', { body, csrfToken: session.csrfToken });
      await client.invalidateQueries({ queryKey: ['staff', 'getArticleSource', written.id] });
      void client.invalidateQueries({ queryKey: ['staff', 'listArticles'] });
      if (source) return copy.saved;
      void navigate(staffPaths.article(written.id), { state: { notice: copy.created } });
    });

  return (
    <StaffPage
      title={source ? copy.editTitle(source.article.title) : copy.newTitle}
      actions={<BackLink to={staffPaths.articles} label={copy.back} />}
    >
      {source && <Publication source={source} />}
      <div className={styles.layout}>
        <StaffForm form={form} order={order} label={copy.formLabel} className={pageStyles.form} onValid={save}>
          <TextField form={form} name="title" label={copy.fields.title} required />
          <TextField form={form} name="slug" label={copy.fields.slug} hint={copy.hints.slug} />
          <TextField form={form} name="summary" label={copy.fields.summary} required multiline={2} />
          <div className={pageStyles.grid}>
            <TextField form={form} name="date" label={copy.fields.date} type="date" required />
            <TextField form={form} name="author" label={copy.fields.author} required />
            <TextField form={form} name="authorRole" label={copy.fields.authorRole} required className={pageStyles.wide} />
          </div>
          <HeroPicture current={source?.hero ?? null} onChange={setImage} />
          <TextField form={form} name="imageAlt" label={copy.fields.imageAlt} hint={copy.hints.imageAlt} />
          <TextField
            form={form}
            name="longDescription"
            label={copy.fields.longDescription}
            hint={copy.hints.longDescription}
            required
            multiline={3}
          />
          <TextField form={form} name="pointsHeading" label={copy.fields.pointsHeading} required />
          <fieldset className={styles.points}>
            <legend>{copy.pointsLegend}</legend>
            {points.fields.map((point, index) => (
              <div key={point.id} className={styles.point}>
                <TextField form={form} name={`points.${index}.pointTitle`} label={copy.fields.pointTitle(index + 1)} required />
                <TextField
                  form={form}
                  name={`points.${index}.pointDescription`}
                  label={copy.fields.pointDescription(index + 1)}
                  hint={copy.hints.pointDescription}
                  required
                  multiline={2}
                />
                <button type="button" className="button button-secondary" onClick={() => points.remove(index)}>
                  {copy.removePoint(index + 1)}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => points.append({ pointNumber: points.fields.length + 1, pointTitle: '', pointDescription: '' })}
            >
              {copy.addPoint}
            </button>
          </fieldset>
          <TextField form={form} name="body" label={copy.fields.body} hint={copy.hints.body} multiline={14} />
          <SubmitButton pending={pending} pendingLabel={copy.saving}>
            {source ? copy.saveChanges : copy.save}
          </SubmitButton>
          <StatusMessage status={status} />
        </StaffForm>
        <ArticlePreview draft={draft} />
      </div>
    </StaffPage>
  );
}

/** The hero picture's file: the current one shown, a chosen one shown from the file itself (a blob: address). */
function HeroPicture({ current, onChange }: { current: Source['hero']; onChange: (file: File | null) => void }) {
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  // The chosen file's address is let go when another is chosen, or when the editor closes.
  useEffect(() => () => void (chosenUrl && URL.revokeObjectURL(chosenUrl)), [chosenUrl]);
  const choose = (file: File | null) => {
    onChange(file);
    setChosenUrl(file ? URL.createObjectURL(file) : null);
  };
  return (
    <Field label={copy.fields.image} hint={copy.hints.image}>
      {(control) => (
        <>
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className={fieldStyles.input}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          {chosenUrl ? (
            <img src={chosenUrl} alt={copy.chosenPicture} className={styles.picture} />
          ) : (
            current && <img src={current.src} alt={`${copy.currentPicture}: ${current.alt}`} className={styles.picture} />
          )}
        </>
      )}
    </Field>
  );
}

/** Publish or unpublish an existing article. */
function Publication({ source }: { source: Source }) {
  const session = useSignedIn();
  const client = useQueryClient();
  const { status, pending, run } = useStaffAction();
  const published = source.status === 'published';
  const toggle = () =>
    run(async () => {
      await staffCall(published ? 'unpublishArticle' : 'publishArticle', { id: source.id, csrfToken: session.csrfToken });
      await client.invalidateQueries({ queryKey: ['staff', 'getArticleSource', source.id] });
      void client.invalidateQueries({ queryKey: ['staff', 'listArticles'] });
      return published ? copy.unpublished : copy.published;
    });
  return (
    <section className={pageStyles.section} aria-labelledby="publication-heading">
      <h2 id="publication-heading">{copy.publishHeading}</h2>
      <p>{copy.statusIs(articleStatusLabel(source.status).toLowerCase())}</p>
      <div className={pageStyles.actions}>
        <button type="button" className="button" disabled={pending} onClick={() => void toggle()}>
          {published ? copy.unpublish : copy.publish}
        </button>
        {published && <a href={`/blog/${source.article.slug}`}>{copy.view}</a>}
      </div>
      <StatusMessage status={status} />
    </section>
  );
}
