import { CollegeProfileChangedSchema, CollegeProfileDetailsSchema } from '../../../domain/home/college-profile-form';
import { SetupChecklistSchema } from '../../../domain/setup/setup-checklist';
import { CollegeImageSavedSchema } from '../../../domain/setup/setup-answers';
import type { Operation, PermissionLine } from '../server-module';

/** The set-up checklist and the college profile as GET /api/docs describes them. */
export const setupOperations = {
  'GET /api/app/setupChecklist': {
    summary: "A fresh college's set-up steps, each done, waiting or to do, and whether all are done (administrators)",
    answer: SetupChecklistSchema,
  },
  'GET /api/app/collegeProfile': {
    summary: "The college's profile to edit: code, name, contact details, and the uploaded logo and banner",
    answer: CollegeProfileDetailsSchema,
  },
  'PUT /api/app/collegeProfile': {
    summary: "Save the college's name and contact details; answers the profile as it is now",
    answer: CollegeProfileChangedSchema,
  },
  'PUT /api/app/collegeProfile/logo': {
    summary: 'Upload the college logo (multipart `image`); answers the picture stored and the profile',
    answer: CollegeImageSavedSchema,
  },
  'DELETE /api/app/collegeProfile/logo': {
    summary: 'Remove the uploaded logo (the install badge shows again); answers the profile',
    answer: CollegeProfileChangedSchema,
  },
  'PUT /api/app/collegeProfile/banner': {
    summary: 'Upload the college banner (multipart `image`); answers the picture stored and the profile',
    answer: CollegeImageSavedSchema,
  },
  'DELETE /api/app/collegeProfile/banner': {
    summary: 'Remove the uploaded banner; answers the profile',
    answer: CollegeProfileChangedSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
