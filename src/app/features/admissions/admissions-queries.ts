import { queryOptions } from '@tanstack/react-query';
import type { AdmissionFilters } from '../../../domain/admissions/admission-record';
import type { ApplicationFormDataInput } from '../../../domain/admissions/application-form';
import * as v from 'valibot';
import {
  AdmissionPdfSchema,
  AdmissionSavedSchema,
  type AdmissionSaved,
} from '../../../domain/admissions/admission-answers';
import { appApi } from '../../lib/http';

export type SaveAnswer = AdmissionSaved;

// Static, not loaded with the answer: the form's screen already holds the application form's schema these build on,
// and a lazy copy would split that schema into chunks of its own in the form's first download.
import { AdmissionSearchAnswerSchema, EditableAdmissionSchema } from '../../../domain/admissions/register-answers';

export const admissionsKeys = {
  all: ['admissions'] as const,
  nextNumber: () => [...admissionsKeys.all, 'next-number'] as const,
  search: (filters: AdmissionFilters, offset: number) => [...admissionsKeys.all, 'search', filters, offset] as const,
};

/** §7 generateAdmistionNumber: shown on the form; the saved number is given by the server in the save. */
export const nextAdmissionNumberQuery = () =>
  queryOptions({
    queryKey: admissionsKeys.nextNumber(),
    queryFn: async () => (await appApi.get('generateAdmistionNumber').text()).trim(),
    staleTime: 0,
  });

/** The register's page of admissions for these filters (POST: a search by Aadhaar stays out of URLs). */
export const admissionSearchQuery = (filters: AdmissionFilters, offset: number, limit = 50) =>
  queryOptions({
    queryKey: admissionsKeys.search(filters, offset),
    queryFn: async () =>
      v.parse(
        AdmissionSearchAnswerSchema,
        await appApi.post('searchAdmissions', { json: { ...filters, limit, offset } }).json(),
      ),
  });

/**
 * §7 saveApplicationFormData: multipart with `applicationFormData` (the JSON payload, plus
 * `editedAadharNumber` when modifying — in the body, never in the URL) and the photo as `imageUpload`.
 */
export async function saveApplicationForm(
  payload: ApplicationFormDataInput,
  photo: Blob | null,
  editedAadharNumber: string | null,
): Promise<SaveAnswer> {
  const body = new FormData();
  body.set('applicationFormData', JSON.stringify({ ...payload, editedAadharNumber: editedAadharNumber ?? '' }));
  if (photo) body.set('imageUpload', photo, payload.adminNo ? `${payload.adminNo}.png` : 'photo.png');
  return v.parse(AdmissionSavedSchema, await appApi.post('saveApplicationFormData', { body, timeout: 60_000 }).json());
}

/** Modify mode: the record by roll number, admission number or Aadhaar number, with its real Aadhaar number. */
export const admissionForEdit = async (term: string) =>
  v.parse(EditableAdmissionSchema, await appApi.post('getAdmissionForEdit', { json: { term } }).json());

export const admissionPdf = async (adminNo: string) =>
  v.parse(AdmissionPdfSchema, await appApi.get(`getAdmissionPdf/${encodeURIComponent(adminNo)}`).json());

export const exportAdmissions = async (filters: AdmissionFilters) =>
  await appApi.post('exportAdmissions', { json: filters, timeout: 120_000 }).blob();
