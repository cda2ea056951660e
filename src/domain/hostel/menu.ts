import type { MenuLink } from '../menus/menu-links';

/** The Hostel menu's links (menu-tree.ts): a student's application, occupancy for its readers, the blocks' keeping. */
export const HOSTEL_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'My Hostel',
    to: '/app/Hostel/My Hostel',
    api: 'GET /api/app/hostel/applications/mine',
    hint: /*i18n*/ 'Apply for a hostel seat and see where your application stands: waitlisted, or your room and bed',
  },
  {
    label: /*i18n*/ 'Hostel Management',
    to: '/app/Hostel/Hostel Management',
    api: 'GET /api/app/hostel/buildings',
    hint: /*i18n*/ 'Occupancy of each block, and its beds floor by floor: free, held or occupied',
  },
  {
    label: /*i18n*/ 'Hostel Registration',
    to: '/app/Hostel/Registration',
    api: 'GET /api/app/hostel/applications',
    hint: /*i18n*/ 'Room fees for the year, allotment by the rules or by hand, and the applications by status',
  },
  {
    label: /*i18n*/ 'Buildings and Rooms',
    to: '/app/Hostel/Buildings and Rooms',
    api: 'POST /api/app/hostel/buildings',
    hint: /*i18n*/ 'Add the hostel’s blocks, its room types and the rooms of each floor with their beds',
  },
];
