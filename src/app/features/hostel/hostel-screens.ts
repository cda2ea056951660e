/**
 * The hostel's screens, loaded together: one lazy chunk keeps each route's entry in the app's first load small, and
 * the incharge moves between them.
 */
export { HostelManagementRoute } from './hostel-management-route';
export { MyHostelScreen } from './my-hostel-screen';
export { RegistrationRoute } from './registration-route';
export { RoomsScreen } from './rooms-screen';
