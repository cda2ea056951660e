/** The two semesters of an academic year a timetable is for. */
export const TERMS = ['odd', 'even'] as const;
export type Term = (typeof TERMS)[number];
