import { verhoeffCheckDigit } from '../../../src/domain/admissions/verhoeff';

/** An 11-digit number (2… to 9…) with its Verhoeff check digit: a 12-digit Aadhaar number that passes the check. */
export function validAadhaar(first11: number): string {
  const body = String(first11);
  return body + verhoeffCheckDigit(body);
}
