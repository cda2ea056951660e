import { IonApp } from '@ionic/react';
import { Outlet, createRootRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../features/home/not-found-screen';
import { UpdatePrompt } from '../ui/update-prompt';

export const rootRoute = createRootRoute({
  component: () => (
    <IonApp>
      <Outlet />
      <UpdatePrompt />
    </IonApp>
  ),
  notFoundComponent: NotFoundScreen,
});
