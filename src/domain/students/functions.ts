/** The Admin tile's students: the directory, where the academic section also gives roll numbers and moves. */
export const STUDENTS_FUNCTIONS: Readonly<Record<string, string>> = {
  Student: '/app/Admin/Students',
};
