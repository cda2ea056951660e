/**
 * The Parent tile's functions (tile name → address): its student details and profile are My Profile, the parent's
 * own details and each linked child's as the college holds them (the results and fees are on the dashboard, the
 * parent's landing).
 */
export const PARENTS_FUNCTIONS: Readonly<Record<string, string>> = {
  'Student details': '/app/Parent/Profile',
  Profile: '/app/Parent/Profile',
};
