import { PlainIcon } from '../ui/plain/plain-icon';
import { useLingui } from '@lingui/react';
import { chevronDownOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { CounterKey } from '../../domain/dashboards/counters';
import type { MenuCategory } from '../../domain/menus/menu-links';
import { AppLink } from '../ui/app-link';
import { MenuBadge } from './menu-badge';
import { MENU_ICONS } from './menu-icons';

interface Props {
  menu: readonly MenuCategory[];
  badges: Partial<Record<CounterKey, number>>;
  /** Where the user is, to open its category and mark the link. */
  currentPath: string;
  onNavigate?: () => void;
}

/** §2 sidebar (240 px): icon categories that open into their sub-lists. */
export function SideMenu({ menu, badges, currentPath, onNavigate }: Props) {
  const { i18n } = useLingui();
  const holding = menu.find((c) => c.sections.some((s) => s.links.some((l) => l.to === currentPath)))?.id;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([holding ?? menu[0]?.id ?? '']));
  const toggle = (id: string) =>
    setExpanded((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className="side-menu__list">
      {menu.map((category) => (
        <li key={category.id}>
          <button
            type="button"
            className="side-menu__category"
            aria-expanded={expanded.has(category.id)}
            aria-controls={`side-${category.id}`}
            onClick={() => toggle(category.id)}
          >
            <PlainIcon icon={MENU_ICONS[category.icon]} />
            <span>{i18n._(category.title)}</span>
            <PlainIcon icon={chevronDownOutline} className="side-menu__chevron" />
          </button>
          <ul id={`side-${category.id}`} className="side-menu__links" hidden={!expanded.has(category.id)}>
            {/* A closed category's links are not rendered (fewer elements to render and hydrate). */}
            {expanded.has(category.id) &&
              category.sections
                .flatMap((section) => section.links)
                .map((link) => (
                  <li key={link.to}>
                    <AppLink
                      to={link.to}
                      className="side-menu__link"
                      current={link.to === currentPath}
                      onNavigate={onNavigate}
                    >
                      {i18n._(link.label)}
                      <MenuBadge counter={link.badge} badges={badges} />
                    </AppLink>
                  </li>
                ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
