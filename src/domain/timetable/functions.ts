/** A user's week of classes; the HoD's timetables of the department's sections (tile name → address). */
export const TIMETABLE_FUNCTIONS: Readonly<Record<string, string>> = {
  Timetable: '/app/My Timetable',
  'Department timetables': '/app/Academics/Timetables',
};
