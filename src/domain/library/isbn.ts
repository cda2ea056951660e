/**
 * ISBN rules: ISBN-10 (ten characters, the last a check digit 0–9 or X, weighted 10…1, sum divisible by 11) and
 * ISBN-13 (978 or 979, weights 1 and 3, sum divisible by 10). Both are kept as one 13-digit form, so a book
 * catalogued under its old ISBN-10 and a copy bought under the ISBN-13 are one title.
 */

/** The characters of an ISBN as typed: hyphens, spaces and a leading 'ISBN' dropped, x made X. */
export function isbnCharacters(typed: string): string {
  return typed
    .trim()
    .replace(/^isbn(?:-1[03])?:?/i, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

export function isValidIsbn10(typed: string): boolean {
  const s = isbnCharacters(typed);
  if (!/^\d{9}[\dX]$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (s[i] === 'X' ? 10 : Number(s[i])) * (10 - i);
  return sum % 11 === 0;
}

/** The check digit of the first twelve digits of an ISBN-13. */
export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function isValidIsbn13(typed: string): boolean {
  const s = isbnCharacters(typed);
  return /^97[89]\d{10}$/.test(s) && isbn13CheckDigit(s.slice(0, 12)) === s[12];
}

export const isValidIsbn = (typed: string): boolean => isValidIsbn10(typed) || isValidIsbn13(typed);

/** A valid ISBN-10 or ISBN-13 as its 13 digits (978 + the ISBN-10's nine digits + a new check digit); null otherwise. */
export function normaliseIsbn(typed: string): string | null {
  const s = isbnCharacters(typed);
  if (isValidIsbn13(s)) return s;
  if (!isValidIsbn10(s)) return null;
  const first12 = `978${s.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/**
 * The ISBN at the start of a MARC 020 $a, which often carries a qualifier after it ('9780070634244 (pbk.)',
 * '0070634246 : Rs 450.00'): its first run of ISBN characters.
 */
export function isbnInMarcText(text: string): string {
  return /[\dXx][\dXx -]{8,16}[\dXx]/.exec(text)?.[0] ?? text.trim();
}
