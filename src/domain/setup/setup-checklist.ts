import * as v from 'valibot';
import { academicListPath } from '../academic/paths';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The path a fresh college takes from an empty database to its first attendance and first published exam, in the
 * order the steps depend on each other. Each step is ticked by what the database holds (the server's probe per
 * step, `src/server/modules/setup/step-probes.ts`). A step someone else must finish (a regulation the second
 * signatory has not yet authorized, the first exam once the exam cell has a login) is waiting, not to do.
 */
export interface SetupStep {
  key: string;
  label: string;
  /** What to do on the linked screen. */
  hint: string;
  /** What the step makes possible: why it comes before the ones after it. */
  unlocks: string;
  /** The screen that does it; null when the step is another role's, on a screen an administrator does not open. */
  to: string | null;
  /** Said when the link is not the step's own screen (no screen does it yet) or someone else does it: whom. */
  note?: string;
  /** What the step says while it waits on another person. */
  waitingOn?: string;
}

export const SETUP_STEPS = [
  {
    key: 'collegeProfile',
    label: /*i18n*/ 'College profile and logo',
    hint: /*i18n*/ 'The college’s name, contact details and logo',
    unlocks: /*i18n*/ 'The name and logo on every page, PDF letterhead and result sheet',
    to: APP_PATHS.collegeProfile,
  },
  {
    key: 'authorizer',
    label: /*i18n*/ 'A second signatory',
    hint: /*i18n*/ 'A login for the principal (or a second administrator): another person, who authorizes what you propose',
    unlocks:
      /*i18n*/ 'Regulations and subjects: a change to them is made final only by a second person, never by the one who proposed it',
    to: APP_PATHS.createUser,
  },
  {
    key: 'levels',
    label: /*i18n*/ 'Levels',
    hint: /*i18n*/ 'Under graduate, post graduate …',
    unlocks: /*i18n*/ 'Programmes',
    to: academicListPath('levels'),
  },
  {
    key: 'departments',
    label: /*i18n*/ 'Departments',
    hint: /*i18n*/ 'The teaching departments',
    unlocks: /*i18n*/ 'Branches and faculty',
    to: academicListPath('departments'),
  },
  {
    key: 'degrees',
    label: /*i18n*/ 'Programmes',
    hint: /*i18n*/ 'The degrees the college offers (B.Tech, MBA …)',
    unlocks: /*i18n*/ 'Branches, regulations and batches',
    to: academicListPath('degrees'),
  },
  {
    key: 'branches',
    label: /*i18n*/ 'Branches',
    hint: /*i18n*/ 'Each programme’s branches, in their departments',
    unlocks: /*i18n*/ 'Sections and students',
    to: academicListPath('branches'),
  },
  {
    key: 'regulations',
    label: /*i18n*/ 'Regulations',
    hint: /*i18n*/ 'Grading and pass rules; the second signatory authorizes each one',
    unlocks: /*i18n*/ 'Batches, subjects and exam results',
    to: academicListPath('regulations'),
    waitingOn: /*i18n*/ 'Waiting for the second signatory to authorize it',
  },
  {
    key: 'batches',
    label: /*i18n*/ 'Batches',
    hint: /*i18n*/ 'The years of admission, each under its regulation',
    unlocks: /*i18n*/ 'Sections and students',
    to: academicListPath('batches'),
  },
  {
    key: 'semesters',
    label: /*i18n*/ 'Semesters',
    hint: /*i18n*/ 'The semesters of each programme',
    unlocks: /*i18n*/ 'Subjects and semester dates',
    to: academicListPath('semesters'),
  },
  {
    key: 'subjects',
    label: /*i18n*/ 'Subjects',
    hint: /*i18n*/ 'What each semester teaches; the second signatory authorizes each one',
    unlocks: /*i18n*/ 'Allotments, attendance and exams',
    to: academicListPath('subjects'),
    waitingOn: /*i18n*/ 'Waiting for the second signatory to authorize it',
  },
  {
    key: 'calendar',
    label: /*i18n*/ 'Academic calendar',
    hint: /*i18n*/ 'The current academic year and its semester dates (terms); then its holidays',
    unlocks: /*i18n*/ 'Allotments, timetables and attendance, which run in the current year',
    to: academicListPath('academicYears'),
  },
  {
    key: 'faculty',
    label: /*i18n*/ 'Faculty',
    hint: /*i18n*/ 'The teaching staff’s records, in their departments',
    unlocks: /*i18n*/ 'Their logins and subject allotments',
    to: academicListPath('faculty'),
  },
  {
    key: 'staffLogins',
    label: /*i18n*/ 'Staff logins and the exam cell',
    hint: /*i18n*/ 'A login for each teacher, made from their faculty record, and one for whoever runs the exam cell',
    unlocks: /*i18n*/ 'Teachers take attendance; the exam cell defines exams and publishes results',
    to: APP_PATHS.createLogins,
    note: /*i18n*/ 'The exam cell’s login is made on Create User, with the role Examination',
  },
  {
    key: 'sections',
    label: /*i18n*/ 'Sections',
    hint: /*i18n*/ 'The sections of each batch and branch (A, B …)',
    unlocks: /*i18n*/ 'Students in sections, allotments and timetables',
    to: academicListPath('sections'),
  },
  {
    key: 'students',
    label: /*i18n*/ 'Students',
    hint: /*i18n*/ 'Upload the students on roll (Excel), or admit by form',
    unlocks: /*i18n*/ 'Roll numbers, attendance sheets, fees and exams',
    to: APP_PATHS.studentDirectory,
  },
  {
    key: 'rollNumbers',
    label: /*i18n*/ 'Roll numbers and sections',
    hint: /*i18n*/ 'Every student studying has a roll number and a section (Assign to section on the directory)',
    unlocks: /*i18n*/ 'Each section’s attendance sheet and exam registration',
    to: APP_PATHS.studentDirectory,
    note: /*i18n*/ 'Admitted applicants get their roll numbers on Roll Numbers',
  },
  {
    key: 'allotments',
    label: /*i18n*/ 'Subject allotments',
    hint: /*i18n*/ 'Who teaches which subject to which section this year',
    unlocks: /*i18n*/ 'Timetables and each teacher’s attendance sheets',
    to: APP_PATHS.subjectAllotments,
  },
  {
    key: 'timetables',
    label: /*i18n*/ 'Timetables',
    hint: /*i18n*/ 'Each section’s week of classes (the bell periods first)',
    unlocks: /*i18n*/ 'Each teacher’s classes of the day',
    to: APP_PATHS.timetables,
    note: /*i18n*/ 'The periods of the day are kept on the Bell schedule list (Lists, Calendar)',
  },
  {
    key: 'fees',
    label: /*i18n*/ 'Fee structures',
    hint: /*i18n*/ 'What each batch pays per semester: save a structure, then apply it to make the students’ dues',
    unlocks: /*i18n*/ 'Students pay their fees online',
    to: APP_PATHS.feeStructures,
    note: /*i18n*/ 'Its heads name the college’s fee types (tuition, exam, bus …), kept on the Fee types list (Lists, Fees); after the first day the accountants keep the structures',
  },
  {
    key: 'firstAttendance',
    label: /*i18n*/ 'Take the first attendance',
    hint: /*i18n*/ 'A teacher signs in and marks a class on Attendance',
    unlocks: /*i18n*/ 'Attendance percentages for students, parents and heads of department',
    to: APP_PATHS.attendance,
    note: /*i18n*/ 'A teacher does this, with their own login',
    waitingOn: /*i18n*/ 'Waiting for a teacher to take it',
  },
  {
    key: 'firstExam',
    label: /*i18n*/ 'Publish the first exam',
    hint: /*i18n*/ 'The exam cell defines an exam, enters its marks, processes and asks for publication',
    unlocks: /*i18n*/ 'Students and visitors find the results at Exam Results',
    to: null,
    note: /*i18n*/ 'The exam cell does this on its Exams screen, signed in with the role Examination (the login made at the staff logins step, on Create User); the principal then authorizes the publication from their dashboard',
    waitingOn: /*i18n*/ 'Waiting for the exam cell to publish it and the principal to authorize the publication',
  },
] as const satisfies readonly SetupStep[];

export type SetupStepKey = (typeof SETUP_STEPS)[number]['key'];
export const SETUP_STEP_KEYS = SETUP_STEPS.map((s) => s.key) as [SetupStepKey, ...SetupStepKey[]];

/** Done (its data is there), waiting on another person, or to do. */
export const SETUP_STEP_STATES = ['done', 'waiting', 'todo'] as const;
export type SetupStepState = (typeof SETUP_STEP_STATES)[number];

export const SETUP_STATE_LABELS: Readonly<Record<SetupStepState, string>> = {
  done: /*i18n*/ 'Done',
  waiting: /*i18n*/ 'Waiting',
  todo: /*i18n*/ 'To do',
};

/** GET /api/app/setupChecklist: each step's state, in the order of SETUP_STEPS. */
export const SetupChecklistSchema = v.object({
  steps: v.array(v.object({ key: v.picklist(SETUP_STEP_KEYS), state: v.picklist(SETUP_STEP_STATES) })),
  allDone: v.boolean(),
});
export type SetupChecklist = v.InferOutput<typeof SetupChecklistSchema>;
