/** The tiles' alumni functions (tile name → address). */
export const ALUMNI_FUNCTIONS: Readonly<Record<string, string>> = {
  'Alumni registration': '/app/Alumni/Registration Form',
  'Alumni history': '/AlumniHistory',
  'Alumni directory': '/app/Alumni/Directory',
  Alumni: '/app/Alumni/Directory',
};
