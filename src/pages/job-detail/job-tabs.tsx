import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';
import { jobDetailContent } from './content';
import { useHydrated } from '../../hydration/use-hydrated';
import { cx } from '../../components/ui/cx';
import tabStyles from '../../components/ui/tabs.module.css';
import rows from '../../styles/rows.module.css';
import styles from './job-detail-page.module.css';

export type JobTab = 'information' | 'application';

type Props = {
  tab: JobTab;
  onTabChange: (tab: JobTab) => void;
  /** Whether 'Apply' was pressed: the application tab exists from then on. */
  applying: boolean;
  onApply: () => void;
  /** A pointer or focus on Apply: time to fetch the form. */
  onApplyIntent: () => void;
  information: ReactNode;
  application: ReactNode;
};

const copy = jobDetailContent;

/**
 * The job page's Radix tabs, in their own chunk (docs/decisions/102-careers-js-budget.md). Both panes
 * stay mounted once they exist, so typed answers survive a tab switch; CSS hides the inactive one.
 */
export function JobTabs({ tab, onTabChange, applying, onApply, onApplyIntent, information, application }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const applicationTab = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const hydrated = useHydrated();
  useEffect(() => root.current?.setAttribute('data-enhanced', 'true'), []);
  useEffect(() => {
    // The Apply button has gone: its focus goes to the tab it opened.
    if (applying && moveFocus.current) applicationTab.current?.focus();
    moveFocus.current = false;
  }, [applying]);

  return (
    <Tabs.Root ref={root} value={tab} onValueChange={(value) => onTabChange(value as JobTab)} className={styles.tabs}>
      <div className={cx(rows.spread, styles.tabRow)}>
        <Tabs.List aria-label={copy.tabs.label} className={tabStyles.list}>
          <Tabs.Trigger value="information" className={tabStyles.trigger} disabled={!hydrated}>
            {copy.tabs.jobInformation}
          </Tabs.Trigger>
          {applying && (
            <Tabs.Trigger ref={applicationTab} value="application" className={tabStyles.trigger}>
              {copy.tabs.jobApplication}
            </Tabs.Trigger>
          )}
        </Tabs.List>
        {!applying && (
          <button
            type="button"
            className="button"
            disabled={!hydrated}
            onPointerEnter={onApplyIntent}
            onFocus={onApplyIntent}
            onClick={() => {
              moveFocus.current = true;
              onApply();
            }}
          >
            {copy.apply}
          </button>
        )}
      </div>
      <Tabs.Content value="information" forceMount className={styles.panel}>
        {information}
        {/* On a phone the tab row is a long scroll up: Apply again after the job's text (issue 40, point 7). */}
        <button
          type="button"
          className={cx('button', styles.applyAfter)}
          disabled={!hydrated}
          onPointerEnter={onApplyIntent}
          onFocus={onApplyIntent}
          onClick={() => {
            moveFocus.current = true;
            if (applying) {
              onTabChange('application');
              applicationTab.current?.focus();
            } else onApply();
          }}
        >
          {applying ? copy.applyAfterStarted : copy.applyAfter}
        </button>
      </Tabs.Content>
      {applying && (
        <Tabs.Content value="application" forceMount className={styles.panel}>
          {application}
        </Tabs.Content>
      )}
    </Tabs.Root>
  );
}
