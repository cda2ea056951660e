import type { MenuLink } from '../menus/menu-links';

/** The Transport menu's links (menu-tree.ts): the documents needing action, the fleet, each vehicle's expenses. */
export const TRANSPORT_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Transportation Dashboard',
    to: '/app/Transportation Dashboard',
    api: 'GET /api/app/transport/documents/due',
    hint: /*i18n*/ 'The fleet counted, and the vehicle documents due, overdue or missing',
  },
  {
    label: /*i18n*/ 'Vehicles',
    to: '/app/Transport/Vehicles',
    api: 'GET /api/app/transport/vehicles',
    hint: /*i18n*/ 'Each vehicle with its driver and the standing of its documents; add vehicles and renew documents',
  },
  {
    label: /*i18n*/ 'Vehicle Expenses',
    to: '/app/Transport/Vehicle Expenses',
    api: 'GET /api/app/transport/vehicles/:id/expenses',
    hint: /*i18n*/ 'A vehicle’s fuel, repairs and other expenses, and its running cost per kilometre month by month',
  },
];
