import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VENDOR_MESSAGES as M } from '../../src/domain/vendors/messages';
import {
  gstinCheckCharacter,
  isValidGstin,
  isValidIfsc,
  isValidPan,
  panMatchesGstin,
  panOfGstin,
} from '../../src/domain/vendors/tax-ids';
import { EMPTY_VENDOR, VendorFormSchema } from '../../src/domain/vendors/vendor-forms';

const vendor = (over: Record<string, unknown>) => ({
  ...EMPTY_VENDOR,
  name: 'Vidya Electricals',
  address: 'Bengaluru',
  bankAccount: '123456789012',
  ifsc: 'CNRB0001234',
  bankName: 'Canara Bank',
  ...over,
});
const firstMessage = (input: unknown) => v.safeParse(VendorFormSchema, input).issues?.[0]?.message;

describe('GSTIN', () => {
  it('accepts known GSTINs whose check characters hold', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('accepts a GSTIN made with its computed check character', () => {
    const first14 = '36ABCFS4821K1Z';
    expect(isValidGstin(`${first14}${gstinCheckCharacter(first14)}`)).toBe(true);
  });

  it("refuses a wrong check character with 'wrong check character'", () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(firstMessage(vendor({ gstin: '27AAPFU0939F1ZW' }))).toBe(M.gstinCheck);
  });

  it('refuses the wrong shape (entity 0, no Z, 14 characters)', () => {
    for (const gstin of ['27AAPFU0939F0ZV', '27AAPFU0939F1YV', '27AAPFU0939F1Z'])
      expect(firstMessage(vendor({ gstin }))).toBe(M.gstinInvalid);
  });

  it('reads a GSTIN typed in small letters with spaces as the same GSTIN', () => {
    const parsed = v.parse(VendorFormSchema, vendor({ gstin: '27aapfu0939f1zv ', pan: 'aapfu 0939f' }));
    expect([parsed.gstin, parsed.pan]).toEqual(['27AAPFU0939F1ZV', 'AAPFU0939F']);
  });
});

describe('PAN and IFSC', () => {
  it('checks the PAN format: five letters, four digits, a letter', () => {
    expect(isValidPan('AAPFU0939F')).toBe(true);
    expect(isValidPan('AAPFU0939')).toBe(false);
    expect(isValidPan('1APFU0939F')).toBe(false);
    expect(firstMessage(vendor({ pan: 'AAPF00939F' }))).toBe(M.panInvalid);
  });

  it('takes the PAN from characters 3 to 12 of the GSTIN and refuses another', () => {
    expect(panOfGstin('29AAGCB7383J1Z4')).toBe('AAGCB7383J');
    expect(panMatchesGstin('29AAGCB7383J1Z4', 'AAGCB7383J')).toBe(true);
    expect(panMatchesGstin('29AAGCB7383J1Z4', '')).toBe(true);
    expect(firstMessage(vendor({ gstin: '29AAGCB7383J1Z4', pan: 'AAPFU0939F' }))).toBe(M.panNotInGstin);
  });

  it('needs the GSTIN or the PAN', () => {
    expect(firstMessage(vendor({}))).toBe(M.taxIdRequired);
    expect(firstMessage(vendor({ pan: 'AAPFU0939F' }))).toBeUndefined();
  });

  it('checks the IFSC: four letters, a zero, six letters or digits', () => {
    expect(isValidIfsc('SBIN0001234')).toBe(true);
    expect(isValidIfsc('SBIN1001234')).toBe(false);
    expect(firstMessage(vendor({ pan: 'AAPFU0939F', ifsc: 'SBIN001234' }))).toBe(M.ifscInvalid);
  });

  it('keeps a TDS rate only with its section', () => {
    expect(firstMessage(vendor({ pan: 'AAPFU0939F', tdsRate: '2' }))).toBe(M.tdsRateNeedsSection);
    expect(firstMessage(vendor({ pan: 'AAPFU0939F', tdsSection: '194C' }))).toBe(M.tdsRateNeedsSection);
    expect(firstMessage(vendor({ pan: 'AAPFU0939F', tdsSection: '194C', tdsRate: '2.125' }))).toBe(M.tdsRateInvalid);
    expect(firstMessage(vendor({ pan: 'AAPFU0939F', tdsSection: '194J', tdsRate: '10' }))).toBeUndefined();
  });
});
