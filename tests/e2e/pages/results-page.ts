import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';

/** The public results screens (§2 /examresults and /results/{title}) as a user drives them. */
export class ResultsPage {
  constructor(readonly page: Page) {}

  async openTitles() {
    await this.page.goto('/examresults');
    await this.page
      .getByRole('link', { name: /Regular Examinations/ })
      .first()
      .waitFor();
    await expectNoAxeViolations(this.page, 'exam titles');
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

  /**
   * Downloads the sheet's PDF, checks it is ExamResult.pdf and a real PDF, keeps it as a test artifact
   * and returns its text (pdftotext).
   */
  async downloadPdfText(artifactPath: string): Promise<string> {
    const pdf = await this.downloadPdf();
    expect(pdf.name).toBe('ExamResult.pdf');
    expect(pdf.bytes.length).toBeGreaterThan(1000);
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await writeFile(artifactPath, pdf.bytes);
    return execFileSync('pdftotext', [artifactPath, '-'], { encoding: 'utf8' });
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
