import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { VisuallyHidden } from './visually-hidden';
import { useHydrated } from '../../hydration/use-hydrated';
import styles from './filter-dropdown.module.css';

export type DropdownOption = { value: string; label: string };

type Props = {
  /** Spoken before the current value: 'Filter by job category: Engineer'. */
  label: string;
  /** Shown on the button: the chosen option, or a placeholder. */
  display: string;
  options: readonly DropdownOption[];
  value: string;
  onChange: (value: string) => void;
};

/**
 * A filter menu (Radix dropdown menu): arrow keys move, Enter/Space choose, Escape or an outside
 * click closes it, and choosing an option closes it. The chosen option is a checked menu radio item.
 */
export function FilterDropdown({ label, display, options, value, onChange }: Props) {
  const trigger = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  // Marks the menu as interactive (its chunk arrives after the page's; tests wait for it).
  useEffect(() => trigger.current?.setAttribute('data-enhanced', 'true'), []);
  return (
    // Not modal: the rest of the page stays in the accessibility tree; an outside click still closes it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={trigger} className={styles.trigger} disabled={!hydrated}>
        <span>
          <VisuallyHidden>{label}: </VisuallyHidden>
          {display}
        </span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </DropdownMenu.Trigger>
      {/* No portal: the menu stays inside the page's landmarks. */}
      {/* tabIndex 0: a long list scrolls, and a scrolling region must be reachable (axe). */}
      <DropdownMenu.Content className={styles.menu} align="start" sideOffset={6} aria-label={label} tabIndex={0}>
        <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
          {options.map((option) => (
            <DropdownMenu.RadioItem key={option.value} value={option.value} className={styles.item}>
              <span>{option.label}</span>
              <DropdownMenu.ItemIndicator className={styles.indicator}>
                <Check aria-hidden="true" />
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
