import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { createElement, lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { NotFoundScreen } from './not-found-screen';
import { ensureCatalogue, withCatalogue } from '../i18n/app-i18n';
import { collegeProfileQuery } from '../lib/college-profile';
import { applyKioskQueryFlag } from '../lib/kiosk';
import { startScreenData } from '../lib/route-data';
import { useOtherServerAddress } from '../lib/use-other-server';
import { AppReady } from '../ui/app-ready';
import { KioskController } from '../ui/kiosk-controller';
import { SignedInFrameContext } from '../ui/page-frame';
import { UpdatePrompt } from '../ui/update-prompt';

// Before the router is created (every route file imports this one), so the router never sees ?kiosk=.
applyKioskQueryFlag();

// Only signed-in users download the header and menus (public pages stay small on a cheap phone).
// The frame's words (header, menus, titles, dashboards) load with it.
const SignedInFrame = lazy(
  withCatalogue('menus', () => import('../shell/signed-in-frame').then((m) => ({ default: m.SignedInFrame }))),
);
const signedInFrame = (props: ComponentProps<typeof SignedInFrame>) => <SignedInFrame {...props} />;

// Loaded only on a device that Developer Options point at another server.
const ServerAddressBanner = lazy(() =>
  import('../ui/server-address-banner').then((m) => ({ default: m.ServerAddressBanner })),
);
function OtherServerWarning() {
  const address = useOtherServerAddress();
  return address ? (
    <Suspense fallback={null}>
      <ServerAddressBanner address={address} />
    </Suspense>
  ) : null;
}

/** What every route's loader gets: the one QueryClient, to load a screen's data with `ensureQueryData`. */
export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The <ion-app> element without Ionic's runtime: no page loads it before it paints. Its box comes from
 * src/app/styles/base.css; once an alert or toast loads src/app/ui/ionic.ts, Ionic upgrades this element.
 */
const IonAppElement = ({ children }: { children: ReactNode }) => createElement('ion-app', null, children);

// Loaded when a kiosk signs out: the sign-out path (outbox, device store) stays out of the first load.
const kioskSignOut = () => import('../lib/sign-out').then((m) => m.signOutAndLeave({ ask: false }));

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The college's name and code (headings, PDF letterheads): every page rendered on the server carries them, so the
  // device keeps a copy for offline use from whichever page a visitor opened first.
  // The words every page shares, in the page's language, come with it.
  loader: ({ context }) =>
    Promise.all([startScreenData(context.queryClient, collegeProfileQuery()), ensureCatalogue('common')]),
  // The banner outside ion-app, whose containment would hold a fixed element inside its own box.
  component: () => (
    <>
      <OtherServerWarning />
      <IonAppElement>
        <SignedInFrameContext value={signedInFrame}>
          <Outlet />
        </SignedInFrameContext>
        <UpdatePrompt />
        <KioskController signOut={kioskSignOut} />
        <AppReady frame={false} />
      </IonAppElement>
    </>
  ),
  notFoundComponent: NotFoundScreen,
});
