/**
 * The tax and bank identities on a vendor's record, checked by their formats: the GSTIN (with its check character),
 * the PAN (characters 3 to 12 of a GSTIN) and the IFSC of the branch a transfer goes to.
 */

export const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN_FORMAT = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_FORMAT = /^[A-Z]{4}0[A-Z0-9]{6}$/;

const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14 (GSTN's mod-36 scheme): each character's value times 1 or 2 in
 * turn, the quotient and remainder by 36 of each product added, and the check is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CODE_POINTS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CODE_POINTS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN of the right shape whose last character is its check character. */
export const isValidGstin = (gstin: string): boolean =>
  GSTIN_FORMAT.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];

/** The PAN inside a GSTIN (its characters 3 to 12). */
export const panOfGstin = (gstin: string): string => gstin.slice(2, 12);

export const isValidPan = (pan: string): boolean => PAN_FORMAT.test(pan);

export const isValidIfsc = (ifsc: string): boolean => IFSC_FORMAT.test(ifsc);

/** A GSTIN and a PAN belong together when both are given and the PAN is the GSTIN's, or either is missing. */
export const panMatchesGstin = (gstin: string, pan: string): boolean =>
  gstin === '' || pan === '' || panOfGstin(gstin) === pan;
