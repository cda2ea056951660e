/**
 * Indian vehicle registration numbers, as the RTO issues them and colleges write them on their buses: a state or
 * union territory's code, the RTO's number, a series of up to three letters and a number of up to four digits
 * ("TS 09 EA 1234", "AP-39-T-0567"), or the Bharat series ("22 BH 1234 AA"). Kept without spaces or hyphens, upper
 * case; shown grouped.
 */

/** The codes of the states and union territories on registration plates. */
export const REGISTRATION_STATES = [
  'AN',
  'AP',
  'AR',
  'AS',
  'BR',
  'CG',
  'CH',
  'DD',
  'DL',
  'GA',
  'GJ',
  'HP',
  'HR',
  'JH',
  'JK',
  'KA',
  'KL',
  'LA',
  'LD',
  'MH',
  'ML',
  'MN',
  'MP',
  'MZ',
  'NL',
  'OD',
  'PB',
  'PY',
  'RJ',
  'SK',
  'TN',
  'TR',
  'TS',
  'UK',
  'UP',
  'WB',
] as const;

const STATE = new Set<string>(REGISTRATION_STATES);
const REGULAR = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/;
const BHARAT = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/;

/** The number as kept (upper case, no spaces, dots or hyphens), or null when it is not a valid Indian number. */
export function normaliseRegistration(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s.-]/g, '');
  const bharat = BHARAT.exec(plain);
  if (bharat) return plain;
  const m = REGULAR.exec(plain);
  if (!m || !STATE.has(m[1]!) || Number(m[2]) === 0 || Number(m[4]) === 0) return null;
  // The RTO's number is written with two digits ("TS 9" is "TS 09"), the number with four.
  return `${m[1]}${m[2]!.padStart(2, '0')}${m[3]}${m[4]!.padStart(4, '0')}`;
}

/** A kept number grouped as on the plate: "TS 09 EA 1234", "22 BH 1234 AA". */
export function registrationText(kept: string): string {
  const bharat = BHARAT.exec(kept);
  if (bharat) return `${bharat[1]} BH ${bharat[2]} ${bharat[3]}`;
  const m = REGULAR.exec(kept);
  return m ? [m[1], m[2], m[3], m[4]].filter(Boolean).join(' ') : kept;
}
