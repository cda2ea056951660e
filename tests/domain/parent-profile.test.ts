import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MASKED_EMAIL, MASKED_MOBILE, maskEmail, maskMobile } from '../../src/domain/parents/contact-mask';
import { PARENT_PROFILE_MESSAGES as M } from '../../src/domain/parents/messages';
import { ParentProfileSchema } from '../../src/domain/parents/profile';

const VALID = { fullName: 'Ravi Kumar', mobile: '9848012345', relation: 'Father', address: '' };
const firstIssue = (input: unknown) => v.safeParse(ParentProfileSchema, input).issues?.[0]?.message;

describe("a student's contacts on their parent's profile (contact-mask.ts)", () => {
  it('keeps the last 4 digits of a mobile', () => {
    expect(maskMobile('9876541234')).toBe('******1234');
    expect(maskMobile('98-7654-1234')).toBe('******1234');
    expect(maskMobile('12')).toBe('******');
  });

  it("keeps an e-mail's first character and domain", () => {
    expect(maskEmail('ravi@x.com')).toBe('r***@x.com');
    expect(maskEmail('  23b81a0501@demo-college.edu.in ')).toBe('2***@demo-college.edu.in');
    expect(maskEmail('రవి@example.in')).toBe('ర***@example.in');
    for (const odd of ['', '@x.com', 'no-at-sign', 'a@', 'a@b c']) expect(maskEmail(odd), odd).toBe('***');
  });

  it('gives what the answer schema expects, and never the full value', () => {
    for (const mobile of ['9876541234', '1']) expect(maskMobile(mobile)).toMatch(MASKED_MOBILE);
    for (const email of ['ravi.kumar@example.com', 'x', 'రవి@example.in'])
      expect(maskEmail(email)).toMatch(MASKED_EMAIL);
    expect('9876541234').not.toMatch(MASKED_MOBILE);
    expect('ravi@x.com').not.toMatch(MASKED_EMAIL);
  });
});

describe("the parent's profile (ParentProfileSchema: the form and PUT /api/app/parent/profile)", () => {
  it('takes a name in any script, a pasted mobile and a multi-line address, tidied', () => {
    const out = v.parse(ParentProfileSchema, {
      fullName: '  రవి   కుమార్ ',
      mobile: '+91 98480-12345',
      relation: 'Guardian',
      address: ' 1-2-3, Main Road\r\nGuntur\t522001 ',
    });
    expect(out).toEqual({
      fullName: 'రవి కుమార్',
      mobile: '9848012345',
      relation: 'Guardian',
      address: '1-2-3, Main Road\nGuntur 522001',
    });
    expect(v.parse(ParentProfileSchema, { ...VALID, fullName: "K. D'Souza-Rao", address: undefined }).address).toBe('');
  });

  it('refuses each field with its own message', () => {
    expect(firstIssue({ ...VALID, fullName: '' })).toBe(M.nameRequired);
    expect(firstIssue({ ...VALID, fullName: 'Ravi <b>' })).toBe(M.nameInvalid);
    expect(firstIssue({ ...VALID, fullName: '123' })).toBe(M.nameInvalid);
    expect(firstIssue({ ...VALID, fullName: 'a'.repeat(101) })).toBe(M.nameTooLong);
    expect(firstIssue({ ...VALID, mobile: '' })).toBe(M.mobileRequired);
    expect(firstIssue({ ...VALID, mobile: '0123456789' })).toBe(M.mobileInvalid);
    expect(firstIssue({ ...VALID, mobile: '98480123456' })).toBe(M.mobileInvalid);
    expect(firstIssue({ ...VALID, relation: '' })).toBe(M.relationRequired);
    expect(firstIssue({ ...VALID, relation: 'father' })).toBe(M.relationRequired);
    expect(firstIssue({ ...VALID, address: 'a'.repeat(301) })).toBe(M.addressTooLong);
    expect(firstIssue({ ...VALID, address: 'Flat <1>' })).toBe(M.addressInvalid);
    expect(firstIssue({ ...VALID, address: 'Door\u0000 2' })).toBe(M.addressInvalid);
    expect(v.is(ParentProfileSchema, { ...VALID, address: 'a'.repeat(300) })).toBe(true);
  });
});
