/** The kinds of exam. */
export const EXAM_TYPES = ['regular', 'supplementary'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

/** The two sittings of an exam day: forenoon and afternoon. */
export const SESSIONS = ['FN', 'AN'] as const;
export type Session = (typeof SESSIONS)[number];
