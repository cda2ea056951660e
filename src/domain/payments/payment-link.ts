/**
 * Which addresses the payment flows may send a browser or a request to. A gateway answer, a stored charge or
 * a server chosen on the device could carry `javascript:`, `data:` or another site's address; only plain
 * http(s) addresses on an expected origin pass.
 */

// Browsers and Node have the WHATWG URL parser; the domain compiles against plain ES, which lacks its type.
declare const URL: new (address: string) => { protocol: string; origin: string; username: string; password: string };

function parsed(address: string) {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}

/** The origin of an http(s) address without user name or password, or null for anything else. */
export function httpOrigin(address: string): string | null {
  const url = parsed(address);
  if (!url) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.origin;
}

/** Whether `address` is an http(s) address on the origin of `expected` (itself an http(s) address or origin). */
export function isHttpAddressOn(address: string, expected: string): boolean {
  const origin = httpOrigin(address);
  return origin !== null && origin === httpOrigin(expected);
}

/** Whether the browser may follow a payment start's `paymentLink`: an http(s) address on the gateway's payment page origin. */
export function isSafePaymentLink(link: unknown, gatewayOrigin: unknown): link is string {
  return typeof link === 'string' && typeof gatewayOrigin === 'string' && isHttpAddressOn(link, gatewayOrigin);
}
