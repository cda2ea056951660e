/**
 * Base64 as the API carries PDFs and logos inside JSON (`b64`, `bs64`, `Logo`): the server encodes, the app
 * decodes, both with these two functions. Written out here because src/domain runs in the browser, the
 * service worker and Node alike, and only Node has Buffer.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...DIGITS].map((digit, value) => [digit, value]));

/** Bytes (a PDF's ArrayBuffer, encoded text) → base64 with '=' padding (RFC 4648 §4). */
export function base64FromBytes(data: Uint8Array | ArrayBuffer): string {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  let text = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    text += DIGITS[(n >> 18) & 63]! + DIGITS[(n >> 12) & 63]! + (b === undefined ? '=' : DIGITS[(n >> 6) & 63]!) + (c === undefined ? '=' : DIGITS[n & 63]!);
  }
  return text;
}

/** base64 (padded or not) → bytes; throws on a character outside the alphabet. */
export function bytesFromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const digits = base64.replace(/=+$/, '');
  const bytes = new Uint8Array(Math.floor((digits.length * 6) / 8));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (const digit of digits) {
    const value = VALUE.get(digit);
    if (value === undefined) throw new RangeError(`Not base64: ${JSON.stringify(digit)}`);
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 255;
    }
  }
  return bytes;
}
