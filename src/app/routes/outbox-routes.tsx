import { OUTBOX_PATHS } from '../../domain/outbox/paths';
import { withCatalogue } from '../i18n/app-i18n';
import { signedInRoute } from './screen-route';
import type { AppModule } from './app-module';

/** The offline outbox: every signed-in user's own waiting, sent and refused submissions. */
export const outboxRoute = signedInRoute(
  OUTBOX_PATHS.outbox,
  withCatalogue('outbox', () => import('../features/outbox/outbox-screen')),
  'OutboxScreen',
);

/** The outbox module's app side (src/app/routes/app-modules.ts): its routes. */
export const OUTBOX_APP_MODULE = {
  routes: [outboxRoute],
} satisfies AppModule;
