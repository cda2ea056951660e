import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium on this closed network needs these. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Waits (bounded) for Chromium to appear, e.g. while apt is still installing it; false if it never does. */
export async function waitForChromium(maxSeconds = 240): Promise<boolean> {
  for (let waited = 0; waited < maxSeconds; waited += 10) {
    if (existsSync(CHROMIUM_PATH)) return true;
    if (waited === 0) console.log(`  waiting up to ${maxSeconds} s for ${CHROMIUM_PATH} to be installed…`);
    await sleep(10_000);
  }
  return existsSync(CHROMIUM_PATH);
}
