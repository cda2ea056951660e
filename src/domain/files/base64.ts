/**
 * Base64 as the API carries PDFs and logos inside JSON (`b64`, `bs64`, `Logo`): the server encodes, the app
 * decodes, both with these two functions. atob and btoa are globals of the browser, the service worker and
 * Node alike (Buffer is Node's only); src/domain's compiler settings know no runtime, so they are declared here.
 */
declare function atob(base64: string): string;
declare function btoa(binary: string): string;

/** Bytes (a PDF's ArrayBuffer, encoded text) → base64 with '=' padding (RFC 4648 §4). */
export function base64FromBytes(data: Uint8Array | ArrayBuffer): string {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  let binary = '';
  // In slices: spreading a whole PDF into one call would pass the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** base64 (padded or not) → bytes; throws on a character outside the alphabet. */
export function bytesFromBase64(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
}
