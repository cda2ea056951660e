import * as v from 'valibot';
import { academicListPath, APP_PATHS } from '../routes/known-paths';

/** The steps a fresh college takes, in order: each is done once the data it names exists. */
export const SETUP_STEPS = [
  {
    key: 'collegeProfile',
    label: 'College profile',
    hint: 'Name and contact details',
    to: APP_PATHS.collegeProfile,
  },
  {
    key: 'authorizer',
    label: 'A second signatory',
    hint: 'The principal’s login (or a second administrator’s): regulations and subjects wait for their authorization',
    to: APP_PATHS.createUser,
  },
  { key: 'degrees', label: 'Programmes', hint: 'The degrees the college offers', to: academicListPath('degrees') },
  { key: 'regulations', label: 'Regulations', hint: 'Grading and pass rules', to: academicListPath('regulations') },
  { key: 'branches', label: 'Branches', hint: 'Each degree’s branches', to: academicListPath('branches') },
  { key: 'batches', label: 'Batches', hint: 'The years of admission', to: academicListPath('batches') },
  { key: 'subjects', label: 'Subjects', hint: 'What each semester teaches', to: academicListPath('subjects') },
  { key: 'faculty', label: 'Faculty', hint: 'The teaching staff', to: academicListPath('faculty') },
  {
    key: 'students',
    label: 'Students',
    hint: 'Upload the students on roll, or admit by form',
    to: APP_PATHS.studentDirectory,
  },
] as const;

export type SetupStepKey = (typeof SETUP_STEPS)[number]['key'];

export const SetupChecklistSchema = v.object({
  steps: v.array(v.object({ key: v.string(), done: v.boolean() })),
  allDone: v.boolean(),
});
export type SetupChecklist = v.InferOutput<typeof SetupChecklistSchema>;
