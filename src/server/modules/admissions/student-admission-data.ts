import { timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../../domain/i18n/locales';
import { requestLocale } from '../../http/request-locale';
import { Hono } from 'hono';
import { admissionPdfFileName } from '../../../domain/admissions/admission-pdf-name';
import { SECOND_FORM_MESSAGES as S } from '../../../domain/admissions/messages';
import { StudentAdmissionDataRequestSchema } from '../../../domain/admissions/second-form';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { AadhaarVault } from './aadhaar';
import type { AdmissionReads } from './reads';
import { idempotencyExempt } from '../../http/idempotency';

type PdfMaker = (
  entry: ReturnType<AdmissionReads['toEntry']>,
  photoFileId: number | null,
  locale: Locale,
) => Promise<string>;

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * §7 POST getStudentadmissiondata (second form, after its save): the JSON body of the form names the saved
 * admission by its admission number and Aadhaar number (both must match one admission, so a number alone
 * does not hand out someone's form) and the answer is `{ bs64 }`, the admission PDF, with its file name (§9).
 * The Aadhaar number travels only in the body.
 */
export function studentAdmissionDataRoutes(reads: AdmissionReads, vault: AadhaarVault, pdf: PdfMaker) {
  return new Hono<AppEnv>().post(
    '/getStudentadmissiondata',
    idempotencyExempt.readOnly,
    validate('json', StudentAdmissionDataRequestSchema),
    async (c) => {
      const { adminNo, aadharNo } = c.req.valid('json');
      const row = /^\d+ADM\d+$/i.test(adminNo) ? await reads.findOne(adminNo) : null;
      if (!row || !sameText(vault.hash(aadharNo), vault.hash(vault.decrypt(row.aadhaarCipher))))
        return c.json({ message: S.pdfNotFound }, 404);
      const entry = reads.toEntry(row, false);
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        bs64: await pdf(entry, row.photoFileId, requestLocale(c)),
        fileName: admissionPdfFileName({ adminNo: entry.adminNo, name: entry.name }),
      });
    },
  );
}
