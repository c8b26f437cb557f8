import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/problem';
import type { ApplicantStatus } from '../../contracts/application-status';
import { stagesOf } from '../../content/application-stages';
import { formatDay } from '../../content/day';
import { ConfirmAction } from './confirm-action';
import { applicationStatusContent as copy } from './content';
import { applicantChanges, statusQueryKey } from './query';
import styles from './application-status-page.module.css';

type Notice = { kind: 'done' | 'refused'; text: string } | null;

/**
 * One application as its applicant sees it: its reference, job and day, its stage among the others
 * (the current one marked as the step it is at), and the two changes they may make. After a change,
 * what happened is said in a status message that takes focus, above the updated stage.
 */
export function StatusView({ status, token }: { status: ApplicantStatus; token: string }) {
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  /** Sends a change; a 409 (withdrawn meanwhile, or closed) reloads the stage and says so. */
  const change = (send: (token: string, key: string) => Promise<ApplicantStatus>, done: string) => async (key: string) => {
    try {
      client.setQueryData(statusQueryKey(token), await send(token, key));
      setNotice({ kind: 'done', text: done });
    } catch (error) {
      if (!(error instanceof ApiError && error.problem.status === 409)) throw error;
      await client.invalidateQueries({ queryKey: statusQueryKey(token) });
      setNotice({ kind: 'refused', text: copy.withdraw.refused });
    }
  };

  const stages = stagesOf(status.status);
  return (
    <>
      <div>
        <dl className={styles.facts}>
          <dt>{copy.facts.reference}</dt>
          <dd className={styles.reference} data-volatile="reference">
            {status.reference}
          </dd>
          <dt>{copy.facts.job}</dt>
          <dd>{status.jobTitle || copy.facts.noJob}</dd>
          <dt>{copy.facts.sent}</dt>
          <dd>{formatDay(status.sentAt)}</dd>
        </dl>
        <div role="status" className={styles.noticeRegion}>
          {notice && (
            <p ref={noticeRef} tabIndex={-1} className={notice.kind === 'done' ? styles.done : styles.refused}>
              {notice.text}
            </p>
          )}
        </div>
      </div>
      <section className={styles.section} aria-labelledby="stage-heading">
        <h2 id="stage-heading">{copy.stages.heading}</h2>
        <ol className={styles.stages}>
          {stages.map((stage) => {
            const current = stage.name === status.stage.name;
            return (
              <li key={stage.name} className={current ? styles.current : styles.stage} aria-current={current ? 'step' : undefined}>
                {stage.name}
                {current && (
                  <span className={styles.currentLabel} aria-hidden="true">
                    {copy.stages.current}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        <p>{status.stage.meaning}</p>
      </section>
      {status.mayWithdraw && (
        <section className={styles.section} aria-labelledby="withdraw-heading">
          <h2 id="withdraw-heading">{copy.withdraw.heading}</h2>
          <p>{copy.withdraw.text}</p>
          <ConfirmAction copy={copy.withdraw} send={change(applicantChanges.withdraw, copy.withdraw.done)} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="data-heading">
        <h2 id="data-heading">{copy.deletion.heading}</h2>
        {status.deletionRequestedAt ? (
          <p>{copy.deletion.requested(formatDay(status.deletionRequestedAt))}</p>
        ) : (
          <>
            <p>{copy.deletion.text}</p>
            <ConfirmAction copy={copy.deletion} send={change(applicantChanges.askDeletion, copy.deletion.done)} />
          </>
        )}
      </section>
      <p className={styles.expiry}>{copy.expiry(formatDay(status.linkExpiresAt))}</p>
    </>
  );
}
