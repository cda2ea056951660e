/** Small encoders for the PDF syntax the shaped-text writer emits. */

const hex4 = (n: number) => n.toString(16).padStart(4, '0').toUpperCase();

/** A glyph id as a 2-byte code of an Identity-H font: `<0123>`. */
export const glyphCode = (glyphId: number) => `<${hex4(glyphId)}>`;

/** Text as UTF-16BE hex digits (surrogate pairs as JavaScript already stores them), without brackets. */
export const utf16Hex = (text: string) =>
  Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');

/** A PDF text string in UTF-16BE with its byte-order mark, for /ActualText. */
export const pdfUnicodeString = (text: string) => `<FEFF${utf16Hex(text)}>`;

/** A number for a content stream: at most 3 decimals, no exponent, no '-0'. */
export const pdfNumber = (n: number) => {
  const rounded = Math.round(n * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/** Bytes as a binary string, the form jsPDF's VFS and putStream take. */
export function binaryString(bytes: Uint8Array): string {
  let out = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    out += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return out;
}
