/** The exam cell: exams, their timetables and the students registered to sit them, on one screen. */
export const EXAMS_FUNCTIONS: Readonly<Record<string, string>> = {
  'Exam cell': '/app/Examinations/Exams',
};
