import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { landingFor, type Role } from '../../src/domain/auth/roles';
import { LoginPage } from './pages/login-page';
import { newDesktopContext, useBrowser } from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
// The service worker stays on: its caches are part of what a device keeps.
const browser = useBrowser();
const DEMO = 'Campus@2026';

/** A screen with personal data and the API call whose answer it shows. */
interface Visit {
  path: string;
  api: RegExp;
  /** What a user does on the screen to see the list, when opening it is not enough. */
  act?: (page: Page) => Promise<void>;
}

const REGISTER: Visit = { path: '/app/Admission/Register', api: /\/api\/app\/searchAdmissions/ };
const DIRECTORY: Visit = { path: '/app/Alumni/Directory', api: /\/api\/app\/alumni\/directory/ };
const LEDGER: Visit = { path: '/app/Accounts/Fee Ledger', api: /\/api\/app\/getFeeLedger/ };
const PUBLICATIONS: Visit = { path: '/app/Faculty/Publications', api: /\/api\/fdb\/publications/ };
const FACULTY_NAMES: Visit = {
  path: '/app/Faculty/Achievements',
  api: /\/api\/app\/getFacultyNamesBasedOnDepartment/,
  act: async (page) => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Search Achievements' })
      .getByLabel('Department')
      .selectOption('Computer Science and Engineering');
  },
};

/** Each staff role with personal lists, and the lists it opens. */
const STAFF: ReadonlyArray<{ user: string; role: Role; visits: Visit[] }> = [
  { user: 'admin', role: 'ROLE_ADMIN', visits: [REGISTER, DIRECTORY] },
  { user: 'admissions', role: 'ROLE_ADMISSIONS', visits: [REGISTER] },
  { user: 'placement_rdean', role: 'ROLE_PLACEMENT_rDEAN', visits: [DIRECTORY] },
  { user: 'accountant', role: 'ROLE_ACCOUNTANT', visits: [LEDGER] },
  { user: 'principal', role: 'ROLE_PRINCIPAL', visits: [FACULTY_NAMES, REGISTER] },
  { user: 'hod', role: 'ROLE_HOD', visits: [FACULTY_NAMES, PUBLICATIONS] },
  { user: 'faculty', role: 'ROLE_FACULTY', visits: [PUBLICATIONS] },
];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Keys whose value names a thing (a department, a company), not a person. */
const NOT_A_PERSON =
  /department|course|branch|degree|college|program|fee|exam|institute|company|title|file|subject|semester|batch|caste|agent|type|journal|award|organi|mou|role|module/i;

/** The e-mails, phone and Aadhaar numbers and people's names in an API answer. */
function personalData(value: unknown, key = '', found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const email of value.match(EMAIL) ?? []) found.add(email);
    if (/mobile|phone|aadhaar|aadhar/i.test(key) && /^\d{10,12}$/.test(value.replace(/[\s+-]/g, '')))
      found.add(value.replace(/[\s+-]/g, '').slice(-10));
    if (/name$/i.test(key) && !NOT_A_PERSON.test(key) && /^[A-Za-z.]+(?: [A-Za-z.]+)+$/.test(value.trim()))
      found.add(value.trim());
  } else if (Array.isArray(value)) for (const item of value) personalData(item, key, found);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) personalData(v, k, found);
  return found;
}

/** Everything the browser keeps for this origin that a page script can read, as text, each part with its place. */
function deviceContents(page: Page): Promise<Array<[string, string]>> {
  return page.evaluate(async () => {
    const parts: Array<[string, string]> = [];
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        parts.push([`${name} ${key}`, storage.getItem(key) ?? '']);
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await request(db.transaction(store).objectStore(store).getAll());
        parts.push([`IndexedDB ${name}/${store}`, JSON.stringify(rows)]);
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const entry of await cache.keys()) {
        const response = await cache.match(entry);
        parts.push([`Cache Storage ${name} ${entry.url}`, response ? await response.text() : '']);
      }
    }
    return parts;
  });
}

/** Signs in through the sign-in screen, opens each list and gathers the personal data its answers held. */
async function visitLists(page: Page, user: string, role: Role, visits: Visit[]): Promise<Set<string>> {
  const login = new LoginPage(page);
  await login.open('Admin', { axe: false });
  await login.signIn(user, DEMO);
  await page.waitForURL((url) => url.pathname === encodeURI(landingFor([role])));
  const seen = new Set<string>();
  for (const visit of visits) {
    const answered = page.waitForResponse((r: Response) => visit.api.test(r.url()) && r.ok());
    await page.goto(encodeURI(visit.path));
    await visit.act?.(page);
    for (const item of personalData(await (await answered).json())) seen.add(item);
    // The user reads the list for a while: whatever the app keeps on the device in the background is written by then.
    await page.clock.fastForward(5_000);
  }
  return seen;
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await page.waitForURL(`${baseUrl}/`);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

function leftovers(contents: Array<[string, string]>, personal: Set<string>): string[] {
  return [...personal].flatMap((item) =>
    contents.filter(([, text]) => text.includes(item)).map(([place]) => `${item} in ${place}`),
  );
}

describe('signing out leaves no personal data on the device', () => {
  it.each(STAFF)(
    '$user: lists seen, then Log Out, and none of their data is in storage, IndexedDB or the caches',
    async ({ user, role, visits }) => {
      const ctx = await newDesktopContext(browser(), baseUrl);
      const page = await ctx.newPage();
      await page.clock.install();
      const personal = await visitLists(page, user, role, visits);
      // The test proves something only if the lists held personal data.
      expect(personal.size).toBeGreaterThan(0);
      await signOut(page);
      expect(leftovers(await deviceContents(page), personal)).toEqual([]);
      await ctx.close();
    },
  );

  it("a kiosk's idle reset leaves none of the clerk's admissions register on the device", async () => {
    const ctx = await newDesktopContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await page.clock.install();
    await page.goto('/?kiosk=1');
    const personal = await visitLists(page, 'admissions', 'ROLE_ADMISSIONS', [REGISTER]);
    expect(personal.size).toBeGreaterThan(0);
    // The idle timer is loaded on demand: the clock may only run once it counts.
    await page.locator('html[data-kiosk-timer="on"]').waitFor({ state: 'attached' });
    await page.mouse.move(0, 0);
    await page.clock.fastForward(91_000);
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('.tile-link').first().waitFor();
    expect(leftovers(await deviceContents(page), personal)).toEqual([]);
    await ctx.close();
  });
});
