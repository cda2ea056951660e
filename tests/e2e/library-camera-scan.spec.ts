import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser } from './support/browser';
import { ROLL_PREFIX } from './support/demo-seed';
import { barcodeVideo } from './support/fake-camera';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const ROLL = `${ROLL_PREFIX}0501`;
// The phone's camera films the student's library card: its Code 128 bars, as the patron cards print them.
const browser = useBrowser(undefined, { fakeCamera: barcodeVideo(ROLL) });

describe('scanning with a phone’s camera', () => {
  it('at 360 px the desk reads a patron’s card through the camera and opens their card', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand(
      'Library',
      'library_assistant',
      'Campus@2026',
      encodeURI('/app/Library/View Books'),
      { axeLogin: false },
    );
    await page.goto(encodeURI('/app/Library/Issue and Return'));
    await page.getByRole('heading', { level: 1, name: 'Issue and Return' }).waitFor();
    await page.getByRole('button', { name: 'Scan with the camera' }).first().click();
    // Headless Chromium has no BarcodeDetector: the ZXing reader (WebAssembly, the site's own file) reads the bars.
    await page.getByRole('heading', { name: new RegExp(ROLL) }).waitFor({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'desk after a camera scan');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/library-camera-scan-360.png`, fullPage: true });
    // The patron's field went away with its camera: the copy's field offers its own, and no camera is left on.
    await page.getByLabel('Barcode of the copy to issue').waitFor();
    await page.getByRole('button', { name: 'Scan with the camera' }).waitFor();
    expect(await page.locator('video').count()).toBe(0);
  });
});
