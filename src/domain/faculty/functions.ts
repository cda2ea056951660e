/** The HoD's faculty and subjects: who teaches what in the department (tile name → address). */
export const FACULTY_FUNCTIONS: Readonly<Record<string, string>> = {
  'Faculty and subjects of the department': '/app/Academics/Subject Allotment',
};
