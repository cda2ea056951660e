import { PlainIcon } from '../ui/plain/plain-icon';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { keyOutline, logOutOutline, menuOutline } from 'ionicons/icons';
import type { CounterKey } from '../../domain/dashboards/counters';
import type { MenuCategory } from '../../domain/menus/menu-links';
import { landingFor } from '../../domain/auth/roles';
import type { ErpUser } from '../lib/session';
import { AppLink } from '../ui/app-link';
import { HeaderIdentity } from './header-identity';
import { MegaMenu } from './mega-menu';
import { NotificationMenu } from './notification-menu';
import { OutboxBadge } from './outbox-badge';
import type { MenuLayout } from './shell-preferences';
import { imageSource, shellQueries } from './shell-queries';
import { UserMenu } from './user-menu';
import { signOutOnDemand } from './sign-out-on-demand';

interface Props {
  user: ErpUser;
  menu: readonly MenuCategory[];
  badges: Partial<Record<CounterKey, number>>;
  layout: MenuLayout;
  onLayout: (layout: MenuLayout) => void;
  fixed: boolean;
  sideOpen: boolean;
  onToggleSide: () => void;
}

/**
 * §2 desktop header: logo (to Admin Menus for users with a role), banner or 'Enterprise Resource Planning',
 * the user's LOGIN ID, ROLE and NAME, notification and user menus, reset-password and logout icons, and
 * the menu: mega menu on wide screens, a button for the sidebar at 1280 px and below or when chosen.
 */
export function AppHeader({ user, menu, badges, layout, onLayout, fixed, sideOpen, onToggleSide }: Props) {
  const { i18n } = useLingui();
  const logo = useQuery(shellQueries.logo());
  const logoHref = user.roles.length > 0 ? '/app/Admin Menus' : landingFor(user.roles);
  return (
    <header className={fixed ? 'app-header app-header--fixed' : 'app-header'} data-layout={layout}>
      <div className="app-header__top">
        <button
          type="button"
          className="header-icon menu-toggle"
          aria-expanded={sideOpen}
          aria-controls="side-menu"
          aria-label={i18n._('Menu')}
          onClick={onToggleSide}
        >
          <PlainIcon icon={menuOutline} />
        </button>
        <AppLink to={logoHref} className="app-header__logo">
          <img
            src={logo.data?.Logo ? imageSource(logo.data.Logo) : '/icons/logo.svg'}
            alt={logoHref === '/app/Admin Menus' ? i18n._('Admin Menus') : i18n._('Home')}
            width={44}
            height={44}
          />
        </AppLink>
        <div className="app-header__banner">
          {logo.data?.Banner ? (
            <img src={imageSource(logo.data.Banner)} alt={i18n._('Enterprise Resource Planning')} height={44} />
          ) : (
            <span>{i18n._('Enterprise Resource Planning')}</span>
          )}
        </div>
        <HeaderIdentity user={user} />
        <div className="app-header__actions">
          <OutboxBadge />
          <NotificationMenu />
          <UserMenu user={user} layout={layout} onLayout={onLayout} />
          <AppLink to="/app/reset Password" className="header-icon">
            <PlainIcon icon={keyOutline} />
            <span className="visually-hidden">{i18n._('Reset Password')}</span>
          </AppLink>
          <button type="button" className="header-icon" aria-label={i18n._('Log Out')} onClick={signOutOnDemand}>
            <PlainIcon icon={logOutOutline} />
          </button>
        </div>
      </div>
      {layout === 'mega' && <MegaMenu menu={menu} badges={badges} />}
    </header>
  );
}
