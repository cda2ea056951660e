import { useCollegeTimeZone as setCollegeTimeZone } from '../../domain/calendar/college-time';
import { serverAddressProblem } from './server-address';

/**
 * The only place the app reads its configuration (build-time VITE_* variables). The main application
 * address can be overridden on this device from Developer Options (§2), which stores it under SERVER_ADDRESS_KEY.
 */
export const SERVER_ADDRESS_KEY = 'serverAddress';

const env = import.meta.env;

/** A development build (`vite`): Developer Options open without an administrator. */
export const DEVELOPMENT_BUILD = Boolean(env.DEV);

export const apiDefaults = {
  app: (env.VITE_APP_API_URL as string | undefined) || '/api/app',
  auth: (env.VITE_AUTH_API_URL as string | undefined) || '/api/auth',
  fdb: (env.VITE_FDB_API_URL as string | undefined) || '/api/fdb',
} as const;

/** The address Developer Options stored, if it is one they allow (an http:// address kept by an older version is not). */
function storedServerAddress(): string | null {
  try {
    const address = localStorage.getItem(SERVER_ADDRESS_KEY)?.trim() || null;
    return address && serverAddressProblem(address, location.origin) === null ? address : null;
  } catch {
    return null; // storage blocked (private mode on some browsers), or no page (rendering on the server)
  }
}

export function apiBases() {
  return { ...apiDefaults, app: storedServerAddress() ?? apiDefaults.app };
}

/** The other server this device's main application calls go to, or null when they go to the college's own. */
export function otherServerAddress(): string | null {
  const address = storedServerAddress();
  return address && address !== apiDefaults.app ? address : null;
}

export function saveServerAddress(address: string): void {
  if (address.trim()) localStorage.setItem(SERVER_ADDRESS_KEY, address.trim());
  else localStorage.removeItem(SERVER_ADDRESS_KEY);
}

export const TOAST_DURATION_MS = 5000; // §8

/**
 * The college's time zone: every date and time the app shows is on its clock (`domain/calendar/date-text.ts`), on
 * a phone set to any zone. Built with the server's COLLEGE_TIME_ZONE; an unknown zone stops the build
 * (vite.config.ts), and the default one is not checked again at start.
 */
export const COLLEGE_TIME_ZONE = (env.VITE_COLLEGE_TIME_ZONE as string | undefined) || 'Asia/Kolkata';
setCollegeTimeZone(COLLEGE_TIME_ZONE);

/** Passphrase of the seed's AES-encrypted sign-up password; the server's PASSWORD_AES_KEY must match. */
export const PASSWORD_KEY = (env.VITE_PASSWORD_KEY as string | undefined) || 'campus-erp-demo-key';

/** Where the legal pages send questions and refund requests (set per college at build time). */
export const SUPPORT_EMAIL = (env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@demo-college.edu.in';

/** Home tiles each college code hides (§1), as JSON: {"KNRR": ["Hostel"]}. */
export const HIDDEN_TILES_BY_COLLEGE = (env.VITE_HIDDEN_TILES_BY_COLLEGE as string | undefined) || '';

/** Addresses of the external tiles on the home page (§2); a tile without one is hidden; `{code}` becomes the college code. */
export const EXTERNAL_SITES = {
  examCell: (env.VITE_EXAM_CELL_URL as string | undefined) || '',
  obe: (env.VITE_OBE_URL as string | undefined) || '',
  examResults: (env.VITE_EXAM_RESULTS_URL as string | undefined) || '',
  facultyDatabase: (env.VITE_FACULTY_DATABASE_URL as string | undefined) || '',
  naac: (env.VITE_NAAC_URL as string | undefined) || '',
  nirf: (env.VITE_NIRF_URL as string | undefined) || '',
} as const;
