import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** The public results screens (§2 /examresults and /results/{title}) as a user drives them. */
export class ResultsPage {
  constructor(readonly page: Page) {}

  async openTitles() {
    await this.page.goto('/examresults');
    await this.page.getByRole('link', { name: /Regular Examinations/ }).first().waitFor();
  }

  titleLinks() {
    return this.page.getByRole('link', { name: /Regular Examinations/ });
  }

  async chooseTitle(text: string | RegExp) {
    await this.page.getByRole('link', { name: text }).click();
    await this.page.waitForURL(/\/results\//);
  }

  rollInput() {
    return this.page.getByLabel('Roll Number').first();
  }

  async show(roll: string) {
    await this.rollInput().fill(roll);
    await this.page.getByRole('button', { name: 'Show' }).click();
  }

  studentName() {
    return this.page.getByTestId('student-name');
  }

  sheet() {
    return this.page.getByRole('region', { name: 'Result sheet' });
  }

  toast(text: string) {
    return this.page.locator('ion-toast').filter({ hasText: text });
  }

  /** Clicks Download PDF and returns the saved file's name and bytes. */
  async downloadPdf(): Promise<{ name: string; bytes: Buffer }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 30_000 }),
      this.page.getByRole('button', { name: /Download PDF/ }).click(),
    ]);
    const file = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(file) };
  }
}
