/**
 * The transport's screens, loaded together: one lazy chunk keeps each route's entry in the app's first load small, and
 * the incharge moves between them.
 */
export { TransportDashboardScreen } from './transport-dashboard-screen';
export { VehicleExpensesRoute } from './vehicle-expenses-route';
export { VehiclesScreen } from './vehicles-screen';
