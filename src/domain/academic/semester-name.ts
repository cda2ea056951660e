const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;

/**
 * How a semester is named on every screen, receipt and export: the name the college gave it in its semesters
 * list when it has one, else the year-and-half form of the public exam titles (semester 8 → 'IV Year II Semester').
 */
export function semesterName(semester: number, configured?: string | null): string {
  const given = configured?.trim();
  if (given) return given;
  const year = Math.ceil(semester / 2);
  return `${ROMAN[year - 1] ?? String(year)} Year ${ROMAN[(semester - 1) % 2]} Semester`;
}

/** A lookup of the names a college gave its semesters, per course (degree id) and number. */
export type SemesterNames = ReadonlyMap<string, string>;

export const semesterNameKey = (degreeId: number, semester: number) => `${String(degreeId)}:${String(semester)}`;

/** `semesterName` with the course's own name from `names` when it has one. */
export const semesterNameIn = (names: SemesterNames, degreeId: number, semester: number) =>
  semesterName(semester, names.get(semesterNameKey(degreeId, semester)));
