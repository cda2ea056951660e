import { LANDING_BY_ROLE } from '../../domain/auth/roles';
import { TRANSPORT_PATHS } from '../../domain/transport/paths';
import { withCatalogue } from '../i18n/app-i18n';
import type { AppModule } from './app-module';
import { signedInRoute } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';

/** The transport's screens, one chunk (features/transport/transport-screens.ts). */
const transportScreens = withCatalogue('transport', () => import('../features/transport/transport-screens'));

/** The Transportation Dashboard, the incharge's landing: the fleet counted and the documents needing action. */
export const transportDashboardRoute = signedInRoute(
  LANDING_BY_ROLE.ROLE_TRANSPORTATION_INCHARGE,
  transportScreens,
  'TransportDashboardScreen',
  ({ context }) => startSignedInFrameData(context),
);

/** The fleet with each document's standing; the incharge adds vehicles and renews documents. */
export const transportVehiclesRoute = signedInRoute(
  TRANSPORT_PATHS.transportVehicles,
  transportScreens,
  'VehiclesScreen',
);

/** A vehicle's expenses and running cost (?vehicle=, parsed in its chunk). */
export const transportExpensesRoute = signedInRoute(
  TRANSPORT_PATHS.transportExpenses,
  transportScreens,
  'VehicleExpensesRoute',
);

/** The transport module's app side (src/app/routes/app-modules.ts): its routes. */
export const TRANSPORT_APP_MODULE = {
  routes: [transportDashboardRoute, transportVehiclesRoute, transportExpensesRoute],
} satisfies AppModule;
