import { LANDING_BY_ROLE } from '../../domain/auth/roles';
import { HOSTEL_PATHS } from '../../domain/hostel/paths';
import { withCatalogue } from '../i18n/app-i18n';
import type { AppModule } from './app-module';
import { signedInRoute } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';

/** The hostel's screens, one chunk (features/hostel/hostel-screens.ts). */
const hostelScreens = withCatalogue('hostel', () => import('../features/hostel/hostel-screens'));

/** Hostel Management, the incharge's landing: occupancy and each block's beds (?block=, parsed in its chunk). */
export const hostelManagementRoute = signedInRoute(
  LANDING_BY_ROLE.ROLE_HOSTEL_INCHARGE,
  hostelScreens,
  'HostelManagementRoute',
  ({ context }) => startSignedInFrameData(context),
);

/** The incharge's blocks, room types and rooms. */
export const hostelRoomsRoute = signedInRoute(HOSTEL_PATHS.hostelRooms, hostelScreens, 'RoomsScreen');

/** A student's application: apply (offline through the outbox) and where it stands. */
export const hostelMineRoute = signedInRoute(HOSTEL_PATHS.hostelMine, hostelScreens, 'MyHostelScreen');

/** The incharge's registration desk: fees, allotment, applications (?status=&page=, parsed in its chunk). */
export const hostelRegistrationRoute = signedInRoute(
  HOSTEL_PATHS.hostelRegistration,
  hostelScreens,
  'RegistrationRoute',
);

/** The hostel module's app side (src/app/routes/app-modules.ts): its routes. */
export const HOSTEL_APP_MODULE = {
  routes: [hostelManagementRoute, hostelRoomsRoute, hostelMineRoute, hostelRegistrationRoute],
} satisfies AppModule;
