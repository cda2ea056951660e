import type { DEVELOPER_OPTIONS_MESSAGES } from '../../domain/tools/messages';

/** Why an address is refused: the key of its message (the words stay out of the code every page loads). */
export type ServerAddressProblem = Extract<keyof typeof DEVELOPER_OPTIONS_MESSAGES, 'badAddress' | 'notHttps'>;

/**
 * Whether Developer Options may point this device's API calls at `address` (null: yes; else why not). Another
 * server sees everything the app sends it, sign-in answers and personal records included, so it is reached only
 * over https; an address on the app's own origin (a path such as /api/app) is always allowed. Empty means the
 * college's own server.
 */
export function serverAddressProblem(address: string, pageOrigin: string): ServerAddressProblem | null {
  const value = address.trim();
  if (value === '') return null;
  if (/\s/.test(value) || !/^(https?:\/\/|\/)/i.test(value)) return 'badAddress';
  let url: URL;
  try {
    url = new URL(value, pageOrigin);
  } catch {
    return 'badAddress';
  }
  // '//host' and '/\host' name another host, as a full address does.
  if (url.origin === new URL(pageOrigin).origin) return null;
  return url.protocol === 'https:' ? null : 'notHttps';
}
