import type { CounterKey } from '../../domain/dashboards/counters';
import { useLingui } from '@lingui/react';
import type { MenuLink } from '../../domain/menus/menu-links';
import { AppLink } from '../ui/app-link';
import { MenuBadge } from './menu-badge';

/** One menu link with its live badge and hint, as the mega menu and Admin Menus show it. */
export function MenuLinkEntry({
  link,
  badges,
  onNavigate,
}: {
  link: MenuLink;
  badges: Partial<Record<CounterKey, number>>;
  onNavigate?: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <AppLink to={link.to} className="menu-link" onNavigate={onNavigate}>
      <span className="menu-link__label">
        {i18n._(link.label)}
        <MenuBadge counter={link.badge} badges={badges} />
      </span>
      {link.hint && <span className="menu-link__hint">{i18n._(link.hint)}</span>}
    </AppLink>
  );
}
