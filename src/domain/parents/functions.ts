/** The Parent tile's student details: the parent's dashboard of their linked children (tile name → address). */
export const PARENTS_FUNCTIONS: Readonly<Record<string, string>> = {
  'Student details': '/app/Parent Dashboard',
};
