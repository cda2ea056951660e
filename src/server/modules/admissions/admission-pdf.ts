import type { AdmissionEntry } from '../../../domain/admissions/admission-record';
import type { FileStorage } from '../../files/storage';
import type { StoredFilesService } from '../../files/stored-files';
import type { collegeStore } from '../home/service';
import { base64FromBytes } from '../../../domain/files/base64';
import type { Locale } from '../../../domain/i18n/locales';
import { serverShaperFor } from '../../pdf/indic-shaper';
import { admissionPdfTranslate } from './admission-pdf-translate';

/**
 * The admission PDF as base64 (§7 b64), with the college letterhead and the stored photo; its words in `locale` (the
 * language of the page that asks: the admission desk, the register).
 */
export function admissionPdfMaker(
  college: ReturnType<typeof collegeStore>,
  storedFiles: StoredFilesService,
  storage: FileStorage,
  clock: () => Date,
) {
  return async (entry: AdmissionEntry, photoFileId: number | null, locale: Locale): Promise<string> => {
    const profile = await college.collegeProfile();
    const contacts = await college.contactData();
    const contact = contacts.at(-1);
    const logo = await college.letterheadLogo();
    let photo: { bytes: Uint8Array; format: 'PNG' | 'JPEG' } | null = null;
    if (photoFileId !== null) {
      const file = await storedFiles.byId(photoFileId);
      const bytes = file ? await storage.get(file.sha256) : null;
      if (file && bytes && (file.mediaType === 'image/png' || file.mediaType === 'image/jpeg'))
        photo = { bytes, format: file.mediaType === 'image/png' ? 'PNG' : 'JPEG' };
    }
    const { buildAdmissionFormPdf, admissionFormPdfWords } = await import('../../../domain/pdf/admission-form-pdf');
    const translate = admissionPdfTranslate(locale);
    const shaper = await serverShaperFor(entry, profile?.name, contact?.campus, admissionFormPdfWords(translate));
    const build = (withPhoto: typeof photo) =>
      buildAdmissionFormPdf(
        {
          record: entry.applicationFormExcelM,
          adminNo: entry.adminNo,
          rollNumber: entry.rollNumber,
          academicYear: entry.academicYear,
          photo: withPhoto,
          hasPhotoOnFile: photoFileId !== null,
        },
        {
          collegeName: profile?.name ?? 'Admissions',
          logo,
          address: contact?.campus ?? null,
          contacts: contact ? contact.phoneNumber.map((p) => p.number) : null,
          generatedAt: clock(),
        },
        shaper,
        translate,
      );
    let pdf: ReturnType<typeof build>;
    try {
      pdf = build(photo);
    } catch (error) {
      // Photos are checked whole on upload; one stored before that check must not keep the form's PDF from being made.
      if (!photo) throw error;
      pdf = build(null);
    }
    return base64FromBytes(pdf);
  };
}
