import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './tabs.module.css';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

type Props = {
  /** The accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  /** Extra class for the tab list (for instance a scrolling strip). */
  listClassName?: string;
  listRef?: React.Ref<HTMLDivElement>;
  /** Controls placed beside the tab list (scroll arrows). */
  listStart?: ReactNode;
  listEnd?: ReactNode;
  className?: string;
};

/** Radix tabs with the site's look: arrow keys move between tabs, Home/End jump, panels are labelled. */
export function Tabs({ label, items, defaultValue, value, onValueChange, listClassName, listRef, listStart, listEnd, className }: Props) {
  return (
    <RadixTabs.Root
      className={cx(styles.root, className)}
      defaultValue={defaultValue ?? items[0]?.id}
      value={value}
      onValueChange={onValueChange}
      activationMode="automatic"
    >
      <div className={styles.listRow}>
        {listStart}
        <RadixTabs.List ref={listRef} aria-label={label} className={cx(styles.list, listClassName)}>
          {items.map((item) => (
            <RadixTabs.Trigger key={item.id} value={item.id} className={styles.trigger}>
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {listEnd}
      </div>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
