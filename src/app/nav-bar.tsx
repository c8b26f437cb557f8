import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ExternalLink } from '../components/ui/external-link';
import { Logo } from '../components/ui/logo';
import { cx } from '../components/ui/cx';
import { useHeightProperty } from '../hooks/use-height-property';
import { frameContent } from './content';
import styles from './nav-bar.module.css';

const copy = frameContent.nav;

/**
 * The navigation bar. Below the md breakpoint the links sit in a dropdown behind a menu button
 * (a disclosure): it closes on a link click, a logo click, a click outside it and Escape.
 */
export function NavBar() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  // The sticky header's height lets focus and in-page links scroll clear of it (global.css).
  useHeightProperty(headerRef, '--header-height');
  useEffect(() => {
    if (!open) return;
    const focusWasInside = () => panelRef.current?.contains(document.activeElement) ?? false;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      const returnFocus = focusWasInside();
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header ref={headerRef} className={styles.header}>
      <nav aria-label={copy.label} className={styles.nav}>
        <Link to={copy.logoTo} className={styles.logo} onClick={close}>
          <Logo label={copy.logoLabel} />
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span>{copy.menuButton}</span>
        </button>
        <div ref={panelRef} id={menuId} className={cx(styles.panel, open && styles.open)}>
          <ul className={styles.links}>
            {copy.links.map((link) => (
              <li key={link.id}>
                <NavLink to={link.to} className={styles.link} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <ExternalLink href={copy.hrSoftware.href} className={cx(styles.link, styles.external)} onClick={close}>
                {copy.hrSoftware.label}
              </ExternalLink>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
