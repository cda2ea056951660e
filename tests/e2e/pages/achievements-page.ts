import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';

export const ACHIEVEMENTS_PATH = '/app/Faculty/Achievements';
const CSE = 'Computer Science and Engineering';

/** The Faculty Achievements screen as a user drives it. */
export class AchievementsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto(ACHIEVEMENTS_PATH);
    await this.page.getByRole('heading', { level: 1, name: 'Faculty Achievements' }).waitFor();
    await expectNoAxeViolations(this.page, 'achievements');
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  async search(facultyName: string | null, department = CSE) {
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = this.dialog('Search Achievements');
    await dialog.getByLabel('Department').selectOption(department);
    if (facultyName)
      await dialog
        .getByLabel('Faculty')
        .locator('option', { hasText: facultyName })
        .first()
        .waitFor({ state: 'attached' });
    if (facultyName) await dialog.getByLabel('Faculty').selectOption({ label: facultyName });
    await dialog.getByRole('button', { name: 'Search' }).click();
  }

  rows() {
    return this.page.locator('.achievements-table tbody tr');
  }

  row(description: string) {
    return this.rows().filter({ hasText: description });
  }

  /** Fills the open New or Edit modal (faculty by name when given) and submits it. */
  async fill(dialogName: string, fields: { faculty?: string; date?: string; description?: string }) {
    const dialog = this.dialog(dialogName);
    if (fields.faculty) {
      await dialog
        .getByLabel('Faculty')
        .locator('option', { hasText: fields.faculty })
        .first()
        .waitFor({ state: 'attached' });
      await dialog.getByLabel('Faculty').selectOption({ label: fields.faculty });
    }
    if (fields.date) await dialog.getByLabel('Date').fill(fields.date);
    if (fields.description !== undefined) await dialog.getByLabel('Description').fill(fields.description);
    await dialog.getByRole('button', { name: dialogName.startsWith('Edit') ? 'Update' : 'Save' }).click();
  }
}
