import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The Faculty dashboard's counters (§2) as numbers, by counter key. */
export async function dashboardCounters(page: Page, keys: readonly string[]): Promise<Record<string, string>> {
  await page.waitForFunction(
    (ks) =>
      ks.every((k) => (document.querySelector(`[data-counter="${k}"] .counter__value`)?.textContent ?? '…') !== '…'),
    keys,
  );
  const values: Record<string, string> = {};
  for (const key of keys) values[key] = await page.locator(`[data-counter="${key}"] .counter__value`).innerText();
  return values;
}

/** /app/Faculty/{Publications|MoUs|Awards} as a faculty member drives it. */
export class FacultyRecordsPage {
  constructor(readonly page: Page) {}

  summary(): Locator {
    return this.page.getByTestId('fdb-summary');
  }

  form(name: RegExp | string): Locator {
    return this.page.getByRole('form', { name });
  }

  record(name: string): Locator {
    return this.page.locator('.fdb-record').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  async waitForSummary(text: string) {
    await this.summary().filter({ hasText: text }).waitFor();
  }

  /** Deletes a record through its Delete button and the confirmation dialog. */
  async deleteRecord(name: string, what: string) {
    await this.record(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = this.page.locator('ion-alert');
    await dialog.getByText(`Delete this ${what}?`).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await this.page.getByRole('status').filter({ hasText: 'deleted.' }).waitFor();
    await this.record(name).waitFor({ state: 'detached' });
    expect(await this.record(name).count()).toBe(0);
  }
}
