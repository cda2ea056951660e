import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
const baseUrl = inject('baseUrl');
const browser = useBrowser();
describe('scratch', () => {
  it('explores', async () => {
    const ctx = await browser().newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 } });
    const page = await ctx.newPage();
    page.on('request', (r) => { if (r.url().includes('/api/app/getExamResult')) console.log('REQ', r.url()); });
    await page.goto(`/results/${encodeURIComponent('B.Tech II Year II Semester (R22) Regular Examinations, May 2024')}`);
    const input = page.getByLabel('Roll Number');
    await input.waitFor();
    await input.fill('22B81A0501'); await page.keyboard.press('Enter');
    await page.waitForTimeout(1500);
    console.log('A', page.url(), await page.locator('ion-toast').evaluateAll(t => t.map(x => (x as any).message)));
    await input.click(); await input.fill('');
    await page.keyboard.type('22B81A0502', { delay: 5 }); await page.keyboard.press('Enter');
    await page.waitForTimeout(1500);
    console.log('B', page.url(), await input.inputValue(), await page.locator('ion-toast').evaluateAll(t => t.map(x => (x as any).message)));
    await page.goto(`/results/${encodeURIComponent('B.Tech II Year II Semester (R22) Regular Examinations, May 2024')}`);
    await input.waitFor();
    await input.click();
    await page.keyboard.type('22B81A0503', { delay: 5 }); await page.keyboard.press('Enter');
    await page.waitForTimeout(1500);
    console.log('C', page.url(), await input.inputValue());
  });
});
