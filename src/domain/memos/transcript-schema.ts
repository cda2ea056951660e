import * as v from 'valibot';

export const TranscriptCourseSchema = v.object({
  code: v.string(),
  name: v.string(),
  credits: v.number(),
  grade: v.string(),
  gradePoints: v.number(),
  /** The exam's month and year of the latest attempt ('May 2024'): when it was passed, or last sat while failed. */
  examMonth: v.string(),
  attempts: v.number(),
  passed: v.boolean(),
});
export type TranscriptCourse = v.InferOutput<typeof TranscriptCourseSchema>;

export const TranscriptSemesterSchema = v.object({
  semester: v.number(),
  name: v.string(),
  courses: v.array(TranscriptCourseSchema),
  sgpa: v.number(),
  credits: v.number(),
  creditsEarned: v.number(),
});
export type TranscriptSemester = v.InferOutput<typeof TranscriptSemesterSchema>;

export const TranscriptSchema = v.object({
  semesters: v.array(TranscriptSemesterSchema),
  cgpa: v.number(),
  creditsEarned: v.number(),
  creditsRequired: v.number(),
  backlogs: v.number(),
  passedAllAtFirstAttempt: v.boolean(),
  withinNormalDuration: v.boolean(),
  completed: v.boolean(),
  /** Null while the degree is not completed. */
  awardedClass: v.nullable(v.string()),
  /** The month and year of the last exam a course was passed in ('May 2026'), null with none passed. */
  lastPassed: v.nullable(v.string()),
  /** The CGPA as a percentage by the regulation, and the rule ('(CGPA − 0.5) × 10'); absent when it converts none. */
  percentage: v.optional(v.number()),
  percentageRule: v.optional(v.string()),
});
export type Transcript = v.InferOutput<typeof TranscriptSchema>;

/** Whose transcript: the student's record as the memo names them. */
export const TranscriptStudentSchema = v.object({
  rollNo: v.string(),
  name: v.string(),
  branch: v.string(),
  degree: v.string(),
  regulation: v.string(),
});

/** GET /api/app/memos/mine: whose transcript, and the transcript of their published results. */
export const OwnTranscriptSchema = v.object({ student: TranscriptStudentSchema, transcript: TranscriptSchema });
export type OwnTranscript = v.InferOutput<typeof OwnTranscriptSchema>;
