import type * as v from 'valibot';
import type { ApplicationFormData } from './application-form';
import type { AdmissionEntrySchema } from './register-answers';

/** What an admission keeps besides its columns: every field of the save payload except the Aadhaar number. */
export type AdmissionDetails = Omit<ApplicationFormData, 'aadharNo'>;

/** One admission as the register and getApplicationFormData answer it (register-answers.ts). */
export type AdmissionEntry = v.InferOutput<typeof AdmissionEntrySchema>;

/** The register's filters (POST searchAdmissions body); every one optional. */
export interface AdmissionFilters {
  query?: string;
  course?: string;
  batch?: string;
  branch?: string;
  admissionType?: string;
  academicYear?: string;
}
