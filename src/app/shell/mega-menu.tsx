import { PlainIcon } from '../ui/plain/plain-icon';
import { useLingui } from '@lingui/react';
import { chevronDownOutline } from 'ionicons/icons';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { CounterKey } from '../../domain/dashboards/counters';
import type { MenuCategory } from '../../domain/menus/menu-links';
import { MENU_ICONS } from './menu-icons';
import { MenuLinkEntry } from './menu-link-entry';
import { useDismiss } from './use-dismiss';

interface Props {
  menu: readonly MenuCategory[];
  badges: Partial<Record<CounterKey, number>>;
}

/**
 * An open panel hangs under its button; one that would pass the screen's right edge (a wide panel under a button
 * towards the right, e.g. Administration at 1366 px) moves left as far as needed, never past the left edge.
 */
function keepInsideScreen(panel: HTMLElement | null): void {
  if (!panel) return;
  panel.style.removeProperty('left');
  const margin = 8;
  const { left, right } = panel.getBoundingClientRect();
  const over = right - (document.documentElement.clientWidth - margin);
  if (over > 0) panel.style.left = `${-Math.min(over, left - margin)}px`;
}

/** §2 mega menu (wide screens): a drop-down per category with titled sections, links, hints and badges. */
export function MegaMenu({ menu, badges }: Props) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen((current) => {
      if (refocus && current)
        nav.current?.querySelector<HTMLButtonElement>(`[aria-controls="mega-${current}"]`)?.focus();
      return null;
    });
  }, []);
  useDismiss(open !== null, nav, close);
  useLayoutEffect(() => {
    if (open) keepInsideScreen(document.getElementById(`mega-${open}`));
  }, [open]);
  return (
    <nav className="mega-menu" aria-label={i18n._('Main menu')} ref={nav}>
      <ul className="mega-menu__bar">
        {menu.map((category) => (
          <li key={category.id} className="mega-menu__item">
            <button
              type="button"
              className="mega-menu__button"
              aria-expanded={open === category.id}
              aria-controls={`mega-${category.id}`}
              onClick={() => setOpen(open === category.id ? null : category.id)}
            >
              <PlainIcon icon={MENU_ICONS[category.icon]} />
              {i18n._(category.title)}
              <PlainIcon icon={chevronDownOutline} className="mega-menu__chevron" />
            </button>
            <div id={`mega-${category.id}`} className="mega-menu__panel" hidden={open !== category.id}>
              {/* A closed panel's links are not rendered: most of a screen's elements were menus nobody had opened. */}
              {open === category.id &&
                category.sections.map((section) => (
                  <section key={section.title} className="mega-menu__section" aria-label={i18n._(section.title)}>
                    <h2 className="menu-section-title">{i18n._(section.title)}</h2>
                    <ul>
                      {section.links.map((link) => (
                        <li key={link.to}>
                          <MenuLinkEntry link={link} badges={badges} onNavigate={() => setOpen(null)} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
            </div>
          </li>
        ))}
      </ul>
    </nav>
  );
}
