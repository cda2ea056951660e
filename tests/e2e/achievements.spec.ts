import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_MESSAGES as M } from '../../src/domain/achievements/messages';
import { AchievementsPage } from './pages/achievements-page';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';
const CSE = 'Computer Science and Engineering';

describe('faculty achievements (§2, §4, §5, §8)', () => {
  it.each([
    [360, 'phone'],
    [1280, 'desktop'],
  ] as const)(
    'a HoD searches, adds, edits and deletes an achievement with the seed messages (%i px)',
    async (width, kind) => {
      const ctx =
        kind === 'phone' ? await newPhoneContext(browser(), baseUrl) : await newDesktopContext(browser(), baseUrl);
      const page = await ctx.newPage();
      await new LoginPage(page).signInAndLand('HOD', 'hod', DEMO, '/app/HOD%20Dashboard');
      const screen = new AchievementsPage(page);
      await screen.open();

      // §5 Search needs department and faculty.
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await screen.dialog('Search Achievements').getByRole('button', { name: 'Search' }).click();
      await screen.dialog('Search Achievements').getByText(M.selectBoth).waitFor();
      await expectNoAxeViolations(page, 'achievements search modal');
      await screen.dialog('Search Achievements').getByRole('button', { name: 'Close' }).click();

      // A HoD sees only their own department (§6).
      await page.getByRole('button', { name: 'New', exact: true }).click();
      const newDialog = screen.dialog('New Achievement');
      const departments = await newDialog.getByLabel('Department').locator('option').allTextContents();
      expect(departments.filter((d) => d !== 'Select' && d !== 'Loading…')).toEqual([CSE]);
      // §5 New: all fields required.
      await newDialog.getByLabel('Department').selectOption('');
      await newDialog.getByRole('button', { name: 'Save' }).click();
      await newDialog.getByText(M.fillAll).first().waitFor();
      await expectNoAxeViolations(page, 'achievements new modal');
      await newDialog.getByLabel('Department').selectOption(CSE);
      const faculty = newDialog.getByLabel('Faculty');
      await faculty.locator('option').nth(2).waitFor({ state: 'attached' });
      const facultyName = (await faculty.locator('option').nth(2).textContent())!;
      const description = `Invited talk on secure compilers (${kind})`;
      await screen.fill('New Achievement', { faculty: facultyName, date: '2026-05-04', description });
      await page.getByText(M.saved).waitFor();
      await page.screenshot({ path: `${ARTIFACTS_DIR}/achievements-new-${width}.png`, fullPage: true });

      await screen.search(facultyName);
      await screen.row(description).waitFor();
      expect(await screen.row(description).locator('td').nth(3).textContent()).toBe('04-05-2026');
      await expectNoAxeViolations(page, 'achievements table');
      await page.screenshot({ path: `${ARTIFACTS_DIR}/achievements-table-${width}.png`, fullPage: true });

      await screen.row(description).getByRole('button', { name: /Edit/ }).click();
      await expectNoAxeViolations(page, 'achievements edit modal');
      await screen.fill('Edit Achievement', { description: `${description}, edited` });
      await page.getByText(M.edited).waitFor();
      // §4: the list clears after an edit.
      await page.getByText('No achievements to show. Use Search to choose a faculty member.').waitFor();

      await screen.search(facultyName);
      await screen.row(`${description}, edited`).waitFor();
      await screen
        .row(`${description}, edited`)
        .getByRole('button', { name: /Delete/ })
        .click();
      await page.getByText(M.deleted).waitFor();
      await page.getByText('No achievements to show. Use Search to choose a faculty member.').waitFor();
      // Listen before searching: the answer can arrive before a listener set up afterwards.
      const answered = page.waitForResponse((r) => r.url().includes('getfacultyAchievements'));
      await screen.search(facultyName);
      await answered;
      expect(await screen.row(description).count()).toBe(0);
      await ctx.close();
    },
    150_000,
  );
});
