import type { Page } from 'playwright-core';

/** The degree (or course), batch and branch selects of the alumni forms: B.Tech, 2022-2026, CSE, each list waited for. */
export async function chooseDegreeBatchBranch(page: Page, degreeLabel = 'Degree') {
  await page.getByLabel(degreeLabel, { exact: true }).selectOption('B.Tech');
  const batch = page.getByLabel('Batch', { exact: true });
  await batch.locator('option[value="2022-2026"]').waitFor({ state: 'attached' });
  await batch.selectOption('2022-2026');
  const branch = page.getByLabel('Branch', { exact: true });
  await branch.locator('option[value="CSE"]').waitFor({ state: 'attached' });
  await branch.selectOption('CSE');
}
