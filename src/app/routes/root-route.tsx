import { IonApp } from '@ionic/react';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { signOutAndLeave } from '../features/dashboards/sign-out-and-leave';
import { NotFoundScreen } from '../features/home/not-found-screen';
import { applyKioskQueryFlag } from '../lib/kiosk';
import { KioskController } from '../ui/kiosk-controller';
import { UpdatePrompt } from '../ui/update-prompt';

// Before the router is created (route-tree imports this file first), so it never sees ?kiosk=.
applyKioskQueryFlag();

export const rootRoute = createRootRoute({
  component: () => (
    <IonApp>
      <Outlet />
      <UpdatePrompt />
      <KioskController signOut={signOutAndLeave} />
    </IonApp>
  ),
  notFoundComponent: NotFoundScreen,
});
