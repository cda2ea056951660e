import { IonApp } from '@ionic/react';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { lazy, type ComponentProps } from 'react';
import { signOutAndLeave } from '../lib/sign-out';
import { NotFoundScreen } from '../features/home/not-found-screen';
import { applyKioskQueryFlag } from '../lib/kiosk';
import { KioskController } from '../ui/kiosk-controller';
import { SignedInFrameContext } from '../ui/page-frame';
import { UpdatePrompt } from '../ui/update-prompt';

// Before the router is created (every route file imports this one), so the router never sees ?kiosk=.
applyKioskQueryFlag();

// Only signed-in users download the header and menus (public pages stay small on a cheap phone).
const SignedInFrame = lazy(() => import('../shell/signed-in-frame').then((m) => ({ default: m.SignedInFrame })));
const signedInFrame = (props: ComponentProps<typeof SignedInFrame>) => <SignedInFrame {...props} />;

/** What every route's loader gets: the one QueryClient, to load a screen's data with `ensureQueryData`. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <IonApp>
      <SignedInFrameContext value={signedInFrame}>
        <Outlet />
      </SignedInFrameContext>
      <UpdatePrompt />
      <KioskController signOut={() => signOutAndLeave({ ask: false })} />
    </IonApp>
  ),
  notFoundComponent: NotFoundScreen,
});
