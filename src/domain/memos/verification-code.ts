/** Crockford's base 32 letters: no I, L, O or U, so a code read aloud or typed from paper is not misread. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Twelve random letters in three groups (60 bits): `K7QM-2XHD-9RTB`. `random` gives bytes (crypto on the server). */
export function verificationCode(random: (n: number) => Uint8Array): string {
  const letters = [...random(12)].map((b) => CODE_ALPHABET[b % 32]!).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

/** A code as typed (any case, spaces, O for 0, I and L for 1, dashes missing) in its printed form, or null. */
export function normaliseVerificationCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (bare.length !== 12) return null;
  const code = `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}`;
  return CODE_PATTERN.test(code) ? code : null;
}

/** The public page that checks a code, as printed on the document. */
export const verifyPath = (code: string) => `/verify/${code}`;
