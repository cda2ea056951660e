import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { AWARD_BAND_REASONS } from '../../src/domain/academic/award-bands';
import { CHECKER_MESSAGES as C } from '../../src/domain/academic/maker-checker';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';

const contexts: BrowserContext[] = [];
let r20: { id: number; maxYears: number } & Record<string, unknown>;

async function signedIn(username: string): Promise<Page> {
  const ctx = await newPhoneContext(browser(), baseUrl);
  contexts.push(ctx);
  const answer = await ctx.request.post('/api/auth/signin?module=Admin', {
    data: { username, password: DEMO, module: 'Admin' },
  });
  expect(answer.status()).toBe(200);
  return ctx.newPage();
}

afterAll(async () => {
  // Puts R20's years back through maker-checker (admin makes, principal authorizes), should the run have changed it.
  if (r20) {
    const [admin, principal] = contexts;
    const now = (await (await admin!.request.get('/api/app/lists/regulations?q=R20')).json()) as {
      rows: { id: number; maxYears: number }[];
    };
    if (now.rows[0]?.maxYears !== r20.maxYears) {
      const made = await admin!.request.put(`/api/app/lists/regulations/${r20.id}`, {
        data: { ...r20, id: undefined },
      });
      const { request } = (await made.json()) as { request?: { id: number } };
      if (request) await principal!.request.post(`/api/app/listChangeRequests/${request.id}/authorize`);
    }
  }
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
});

describe('maker-checker of regulations', () => {
  it('an administrator changes a regulation and the principal authorizes it, at 360 px with axe', async () => {
    const admin = await signedIn('admin');
    const principal = await signedIn('principal');
    r20 = (
      (await (await admin.context().request.get('/api/app/lists/regulations?q=R20')).json()) as { rows: (typeof r20)[] }
    ).rows[0]!;
    const years = String(r20.maxYears + 1);

    await admin.goto('/app/Admin/Lists/regulations');
    await admin.getByRole('heading', { level: 1, name: 'Regulations' }).waitFor();
    const row = admin.locator('.list-table tbody tr', { hasText: 'R20' });
    await row.getByRole('button', { name: 'Edit regulation R20' }).click();
    const edit = admin.getByRole('form', { name: 'Edit regulation' });
    await edit.getByLabel(/^Maximum years/).fill(years);
    // The classes R20 awards: bands that do not go down are refused with the reason, on the form.
    const classes = edit.getByLabel(/^Classes awarded/);
    expect(await classes.inputValue()).toContain('First Class with Distinction 7.75 first-attempt in-time');
    await classes.fill('First Class 6; First Class with Distinction 8 first-attempt');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('alert').getByText(`${M.invalid}: ${AWARD_BAND_REASONS.order}`).waitFor();
    await expectNoAxeViolations(admin, 'regulation form with bad classes');
    await admin.screenshot({ path: `${ARTIFACTS_DIR}/regulation-classes-refused-360.png`, fullPage: true });
    await classes.fill('First Class with Distinction 8 first-attempt; First Class 6.5; Pass Class 5.5');
    await edit.getByRole('button', { name: 'Save' }).click();
    await admin.locator('.success-note').getByText(`${M.saved}. ${C.awaitsAuthorization}`).waitFor();
    // The list still shows the row as it is, with the badge and the proposed values.
    await row.getByText('Pending change').waitFor();
    await expectNoAxeViolations(admin, 'regulations with a pending change');
    await admin.screenshot({ path: `${ARTIFACTS_DIR}/regulations-pending-360.png`, fullPage: true });

    await principal.goto('/app/Admin/Changes to Authorize');
    await principal.getByRole('heading', { level: 1, name: 'Changes to authorize' }).waitFor();
    const change = principal.getByRole('listitem', { name: 'Change regulation R20' });
    await change.waitFor();
    await expectNoAxeViolations(principal, 'changes to authorize');
    await principal.screenshot({ path: `${ARTIFACTS_DIR}/changes-to-authorize-360.png`, fullPage: true });
    await change.getByRole('button', { name: 'Authorize' }).click();
    await principal.locator('.success-note').getByText(C.authorized).waitFor();
    const overflow = await principal.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const now = (
      (await (await admin.context().request.get('/api/app/lists/regulations?q=R20')).json()) as {
        rows: { maxYears: number; awardBands: { name: string; minCgpa: number }[] }[];
      }
    ).rows[0];
    expect(now?.maxYears).toBe(Number(years));
    expect(now?.awardBands.map((b) => `${b.name} ${b.minCgpa}`)).toEqual([
      'First Class with Distinction 8',
      'First Class 6.5',
      'Pass Class 5.5',
    ]);
    // Two signed-in users and two axe runs on a phone: more than the default minute on a busy CI machine.
  }, 180_000);
});
