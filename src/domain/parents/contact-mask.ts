/**
 * A student's contacts as their parent's profile shows them: enough to recognise, not to use. The server masks them
 * before they leave it, so the full number and address never reach the parent's device.
 */

/** '9876541234' → '******1234': the last 4 digits only. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `******${digits.length >= 4 ? digits.slice(-4) : ''}`;
}

/** 'ravi.kumar@example.com' → 'r***@example.com': the first character and the domain; anything else '***'. */
export function maskEmail(email: string): string {
  const text = email.trim();
  const at = text.lastIndexOf('@');
  const first = [...text.slice(0, Math.max(at, 0))][0];
  const domain = text.slice(at + 1);
  if (at < 1 || !first || /\s|@/.test(first) || !/^[^\s@]+$/.test(domain)) return '***';
  return `${first}***@${domain}`;
}

/** What the masks give, for the answer schemas: a masked mobile and a masked e-mail. */
export const MASKED_MOBILE = /^\*{6}(\d{4})?$/;
export const MASKED_EMAIL = /^(\*{3}|[^\s@]\*{3}@[^\s@]+)$/u;
