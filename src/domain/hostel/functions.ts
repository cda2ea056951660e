/** The Hostel tile's functions that have a screen (tile name → address). */
export const HOSTEL_FUNCTIONS: Readonly<Record<string, string>> = {
  'Buildings and rooms': '/app/Hostel/Buildings and Rooms',
  Registration: '/app/Hostel/Registration',
};
