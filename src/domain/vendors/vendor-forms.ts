import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { VENDOR_MESSAGES as M } from './messages';
import { isValidGstin, isValidIfsc, panMatchesGstin, GSTIN_FORMAT, PAN_FORMAT } from './tax-ids';
import { TDS_SECTION_CODES, rateBpOf } from './tds';

const required = (max: number, message: string) => v.pipe(plainText(max, message), v.minLength(1, message));

/** An identity typed in any case and with spaces: kept in capitals without them. */
const upper = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
);

/**
 * A vendor as its form holds it and the server takes it (POST and PUT /api/app/vendors). GSTIN and PAN are each
 * optional but one is needed (a small unregistered supplier has a PAN only); when both are given the PAN must be the
 * GSTIN's. The TDS rate is typed in per cent and kept in basis points; a section needs a rate and a rate a section.
 */
export const VendorFormSchema = v.pipe(
  v.object({
    name: required(120, M.nameRequired),
    gstin: v.pipe(
      upper,
      v.check((s) => s === '' || GSTIN_FORMAT.test(s), M.gstinInvalid),
      v.check((s) => s === '' || isValidGstin(s), M.gstinCheck),
    ),
    pan: v.pipe(
      upper,
      v.check((s) => s === '' || PAN_FORMAT.test(s), M.panInvalid),
    ),
    address: required(300, M.addressRequired),
    contactName: plainText(80, M.textInvalid),
    phone: v.pipe(v.string(M.phoneInvalid), v.trim(), v.regex(/^(\d{10,12})?$/, M.phoneInvalid)),
    email: v.pipe(
      v.string(M.emailInvalid),
      v.trim(),
      v.check((s) => s === '' || /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(s), M.emailInvalid),
      v.maxLength(120, M.emailInvalid),
    ),
    bankAccount: v.pipe(v.string(M.bankAccountInvalid), v.trim(), v.regex(/^\d{9,18}$/, M.bankAccountInvalid)),
    ifsc: v.pipe(
      upper,
      v.check((s) => isValidIfsc(s), M.ifscInvalid),
    ),
    bankName: required(120, M.bankNameRequired),
    tdsSection: v.union([v.literal(''), v.picklist(TDS_SECTION_CODES)], M.tdsSectionInvalid),
    tdsRate: v.pipe(
      v.string(M.tdsRateInvalid),
      v.trim(),
      v.check((s) => s === '' || (rateBpOf(s) >= 0 && rateBpOf(s) <= 10_000), M.tdsRateInvalid),
    ),
    active: v.boolean(),
  }),
  v.forward(
    v.partialCheck([['gstin'], ['pan']], (f) => panMatchesGstin(f.gstin, f.pan), M.panNotInGstin),
    ['pan'],
  ),
  v.forward(
    v.partialCheck([['gstin'], ['pan']], (f) => f.gstin !== '' || f.pan !== '', M.taxIdRequired),
    ['gstin'],
  ),
  v.forward(
    v.partialCheck(
      [['tdsSection'], ['tdsRate']],
      (f) => (f.tdsSection === '') === (f.tdsRate === '' || rateBpOf(f.tdsRate) === 0),
      M.tdsRateNeedsSection,
    ),
    ['tdsRate'],
  ),
);
/** The form's values: every field as typed (the section as the select holds it, checked on submit). */
export type VendorFormValues = Omit<v.InferInput<typeof VendorFormSchema>, 'tdsSection'> & { tdsSection: string };
export type VendorInput = v.InferOutput<typeof VendorFormSchema>;

export const EMPTY_VENDOR: VendorFormValues = {
  name: '',
  gstin: '',
  pan: '',
  address: '',
  contactName: '',
  phone: '',
  email: '',
  bankAccount: '',
  ifsc: '',
  bankName: '',
  tdsSection: '',
  tdsRate: '',
  active: true,
};

/** A head of account (POST /api/app/vendor-heads). */
export const HeadFormSchema = v.object({ name: required(64, M.headRequired) });
export type HeadFormValues = v.InferInput<typeof HeadFormSchema>;

/** An id in the address (`/vendors/:id`). */
export const VendorIdParamSchema = v.object({
  id: v.pipe(v.string(M.unknownVendor), v.regex(/^\d{1,9}$/, M.unknownVendor), v.transform(Number)),
});

/** The ledger screen's choice of vendor (its id as the select holds it). */
export const VendorPickSchema = v.object({
  vendorId: v.pipe(v.string(M.unknownVendor), v.regex(/^\d{1,9}$/, M.unknownVendor)),
});
