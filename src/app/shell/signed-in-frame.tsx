import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadsFacultyProfile } from '../../domain/faculty/profile';
import { menuFor } from '../../domain/menus/menu-tree';
import { facultyProfileQuery } from '../lib/faculty-profile';
import { useKioskMode } from '../lib/kiosk';
import { startScreenData } from '../lib/route-data';
import type { ErpUser } from '../lib/session';
import { AppHeader } from './app-header';
import { PasswordConfirmationHost } from './password-confirmation-host';
import { SideMenu } from './side-menu';
import { useMenuLayout } from './shell-preferences';
import { shellQueries } from './shell-queries';
import { useDismiss } from './use-dismiss';
import './shell.css';

/** §9: the header becomes fixed after 64 px of scrolling. */
const HEADER_FIX_AFTER_PX = 64;

interface Props {
  user: ErpUser;
  title: string;
  children: ReactNode;
  wide?: boolean;
}

/**
 * The frame's data (the header's logo, the menus' badges, the bell's notifications), started by the loaders of the
 * screens rendered on the server (routes/signed-in-frame-data.ts): the page is rendered with them, and the browser
 * does not fetch them and render the header again once it hydrates.
 */
export const startSignedInFrameData = (queryClient: QueryClient) =>
  Promise.all([
    startScreenData(queryClient, shellQueries.logo()),
    startScreenData(queryClient, shellQueries.menuBadges()),
    startScreenData(queryClient, shellQueries.notifications()),
  ]);

/** A screen for a signed-in user: the §2 header and menus, then the page. */
export function SignedInFrame({ user, title, children, wide = false }: Props) {
  const { i18n } = useLingui();
  const [layout, setLayout] = useMenuLayout();
  const [fixed, setFixed] = useState(false);
  const [sideOpen, setSideOpen] = useState(false);
  const [headerHeight, setHeaderHeight] = useState(0);
  const slot = useRef<HTMLDivElement>(null);
  const side = useRef<HTMLElement>(null);
  const kiosk = useKioskMode();
  const menu = useMemo(() => menuFor(user.roles, { kiosk }), [user.roles, kiosk]);
  const badges = useQuery(shellQueries.menuBadges()).data ?? {};
  // §4: a ROLE_FACULTY user's profile (general information) is loaded once signed in, into the query cache
  // the Faculty dashboard card and the faculty record screens read (also after a reload of any page).
  useQuery({ ...facultyProfileQuery(user), enabled: loadsFacultyProfile(user.roles) });
  const path = useRouterState({ select: (s) => decodeURI(s.location.pathname) });

  const closeSide = useCallback((refocus: boolean) => {
    setSideOpen(false);
    if (refocus) document.querySelector<HTMLButtonElement>('.menu-toggle')?.focus();
  }, []);
  useDismiss(sideOpen, side, closeSide);
  useEffect(() => {
    if (sideOpen) side.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [sideOpen]);

  const onScroll = (scrollTop: number) => {
    const next = scrollTop > HEADER_FIX_AFTER_PX;
    if (next !== fixed) {
      if (next) setHeaderHeight(slot.current?.offsetHeight ?? 0);
      setFixed(next);
    }
  };

  return (
    // Plain elements, not IonContent: Ionic gives its content role="main", which nested our own main and
    // put the banner inside it (axe: landmark-main-is-top-level, landmark-banner-is-top-level).
    <div className="ion-page">
      <div className="app-scroll" onScroll={(e) => onScroll(e.currentTarget.scrollTop)}>
        <a className="skip-link" href="#main-content">
          {i18n._('Skip to content')}
        </a>
        <div ref={slot} className="app-header-slot" style={fixed ? { height: headerHeight } : undefined}>
          <AppHeader
            user={user}
            menu={menu}
            badges={badges}
            layout={layout}
            onLayout={setLayout}
            fixed={fixed}
            sideOpen={sideOpen}
            onToggleSide={() => setSideOpen(!sideOpen)}
          />
        </div>
        <div className={`app-body app-body--${layout}`}>
          <nav
            id="side-menu"
            ref={side}
            className={sideOpen ? 'side-menu side-menu--open' : 'side-menu'}
            aria-label={i18n._('Sidebar menu')}
          >
            <SideMenu menu={menu} badges={badges} currentPath={path} onNavigate={() => setSideOpen(false)} />
          </nav>
          {sideOpen && <div className="side-backdrop" aria-hidden="true" />}
          <main id="main-content" tabIndex={-1} className={wide ? 'page-column page-column--wide' : 'page-column'}>
            <h1 className="page-title">{i18n._(title)}</h1>
            {children}
          </main>
        </div>
      </div>
      <PasswordConfirmationHost />
    </div>
  );
}
