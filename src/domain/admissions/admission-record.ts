import type { ApplicationFormData } from './application-form';

/** What an admission keeps besides its columns: every field of the save payload except the Aadhaar number. */
export type AdmissionDetails = Omit<ApplicationFormData, 'aadharNo'>;

/**
 * One admission as the register and getApplicationFormData answer it (§3 existing admissions): the
 * summary the list shows, and the record under `applicationFormExcelM` with its Aadhaar number masked
 * ('XXXX XXXX 1234') unless the answer is for the clerk editing that record.
 */
export interface AdmissionEntry {
  adminNo: string;
  rollNumber: string;
  name: string;
  gender: string;
  courseAppliedFor: string;
  batch: string;
  branch: string;
  admissionType: string;
  seatType: string;
  category: string;
  agent: string;
  academicYear: string;
  dateOfAdmission: string;
  certificateSubmission: string;
  hasPhoto: boolean;
  createdAt: string;
  applicationFormExcelM: ApplicationFormData;
}

/** The register's filters (POST searchAdmissions body); every one optional. */
export interface AdmissionFilters {
  query?: string;
  course?: string;
  batch?: string;
  branch?: string;
  admissionType?: string;
  academicYear?: string;
}
