import type { ApplicationFormDataInput } from '../../../../domain/admissions/application-form';
import * as v from 'valibot';
import {
  AdmissionSavedSchema,
  StudentAdmissionPdfSchema,
  type AdmissionSaved,
} from '../../../../domain/admissions/admission-answers';
import { appApi } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import { bytesFromBase64 } from '../../../../domain/files/base64';

/** §7 saveApplicationFormData, the same call as the first form: the JSON part and the .jpg photo as `imageUpload`. */
export async function saveSecondForm(payload: ApplicationFormDataInput, photo: File | null): Promise<AdmissionSaved> {
  const body = new FormData();
  body.set('applicationFormData', JSON.stringify(payload));
  if (photo) body.set('imageUpload', photo, photo.name);
  return v.parse(AdmissionSavedSchema, await appApi.post('saveApplicationFormData', { body, timeout: 60_000 }).json());
}

/** §7 POST getStudentadmissiondata: the form's JSON body (with the saved number) → `bs64`, the admission PDF. */
export async function studentAdmissionPdf(form: Record<string, unknown>): Promise<{ bs64: string; fileName: string }> {
  return v.parse(
    StudentAdmissionPdfSchema,
    await appApi.post('getStudentadmissiondata', { json: form, timeout: 60_000 }).json(),
  );
}

export function pdfBlob(b64: string): Blob {
  return new Blob([bytesFromBase64(b64)], { type: 'application/pdf' });
}

/** The PDF downloads under its §9 name; the address returned shows it on the screen for preview. */
export function downloadPdf(b64: string, fileName: string): string {
  const blob = pdfBlob(b64);
  saveFile(blob, fileName);
  return URL.createObjectURL(blob);
}
