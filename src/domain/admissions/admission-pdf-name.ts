/** §9: the admission PDF is saved as 'Admission_Form_{adminNo or name} .pdf' (with that space). */
export function admissionPdfFileName(record: { adminNo?: string | null; name?: string | null }): string {
  const id = record.adminNo?.trim() || record.name?.trim() || '';
  return `Admission_Form_${id} .pdf`;
}

/** §5: the photo is stored under the admission number with a .png extension. */
export function admissionPhotoFileName(adminNo: string): string {
  return `${adminNo}.png`;
}
