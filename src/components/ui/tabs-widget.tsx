import * as RadixTabs from '@radix-ui/react-tabs';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../hydration/use-hydrated';
import { prefersReducedMotion } from '../../hooks/use-reduced-motion';
import { useMotionKit } from '../../motion/motion-root';
import { cx } from './cx';
import styles from './tabs.module.css';

type TabItem = { id: string; label: ReactNode; content: ReactNode };

type TabsProps = {
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

/**
 * Radix tabs with the site's look: arrow keys move between tabs, Home/End jump, panels are labelled.
 * Once the animation kit has loaded, the panel that was shown stays (inert) while it fades out and the
 * chosen one fades in over it; before that, and under reduced motion, panels switch at once.
 * Pages use it as an island (tabs.tsx); its tabs are disabled until it has hydrated, and its root is
 * marked `data-enhanced` from then on.
 */
export function TabsWidget({
  label,
  items,
  defaultValue,
  value,
  onValueChange,
  listClassName,
  listRef,
  listStart,
  listEnd,
  className,
}: TabsProps) {
  const kit = useMotionKit();
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(defaultValue ?? items[0]?.id);
  const active = value ?? chosen;
  const [leaving, setLeaving] = useState<string>();

  const choose = (next: string) => {
    if (kit && !prefersReducedMotion()) setLeaving(active);
    setChosen(next);
    onValueChange?.(next);
  };

  useLayoutEffect(() => {
    if (!kit || !leaving || !root.current) return;
    return kit.crossFade(root.current, () => setLeaving(undefined));
  }, [kit, leaving, active]);

  return (
    <RadixTabs.Root
      ref={root}
      className={cx(styles.root, className)}
      value={active}
      onValueChange={choose}
      activationMode="automatic"
      data-enhanced={hydrated ? 'true' : undefined}
    >
      <div className={styles.listRow}>
        {listStart}
        <RadixTabs.List ref={listRef} aria-label={label} className={cx(styles.list, listClassName)}>
          {items.map((item) => (
            <RadixTabs.Trigger key={item.id} value={item.id} className={styles.trigger} disabled={!hydrated}>
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {listEnd}
      </div>
      {items.map((item) => {
        const isLeaving = item.id === leaving && item.id !== active;
        return (
          <RadixTabs.Content
            key={item.id}
            value={item.id}
            className={styles.panel}
            forceMount={isLeaving || undefined}
            inert={isLeaving}
            data-leaving={isLeaving ? '' : undefined}
          >
            {item.content}
          </RadixTabs.Content>
        );
      })}
    </RadixTabs.Root>
  );
}
