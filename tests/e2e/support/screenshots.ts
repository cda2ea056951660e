import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './browser';

/** The page as a laptop shows it (1280 px, saved as `{name}-1280.png`), then back to the phone the spec drives. */
export async function wideShot(page: Page, name: string, phoneHeight = 780): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: phoneHeight });
}

/** The page on the phone (`{name}-360.png`) and on a laptop (`{name}-1280.png`). */
export async function phoneAndWideShots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}-360.png`, fullPage: true });
  await wideShot(page, name);
}
