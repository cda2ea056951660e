/**
 * The hostel's addresses besides its landing (LANDING_BY_ROLE: '/app/Hostel/Hostel Management' for the incharge): read
 * by its routes and spread into APP_PATHS (src/domain/routes/app-paths.ts); nothing here but the strings.
 */
export const HOSTEL_PATHS = {
  hostelRooms: '/app/Hostel/Buildings and Rooms',
  hostelMine: '/app/Hostel/My Hostel',
  hostelRegistration: '/app/Hostel/Registration',
} as const;
