import * as v from 'valibot';

/** POST /api/app/saveApplicationFormData: what was saved, the admission's numbers and its PDF. */
export const AdmissionSavedSchema = v.object({
  message: v.string(),
  adminNo: v.string(),
  rollNumber: v.string(),
  fileName: v.string(),
  b64: v.string(),
});
export type AdmissionSaved = v.InferOutput<typeof AdmissionSavedSchema>;

/** GET /api/app/getAdmissionPdf/{adminNo}: the admission's PDF. */
export const AdmissionPdfSchema = v.object({ b64: v.string(), fileName: v.string() });

/** §7 POST getStudentadmissiondata: the admission PDF as `bs64`, with its file name. */
export const StudentAdmissionPdfSchema = v.object({ bs64: v.string(), fileName: v.string() });
