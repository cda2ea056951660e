/** Renders public/icons/logo.svg into the PNG icons the manifest lists (run once after changing the logo). */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('public/icons/logo.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
const render = async (size: number, maskable: boolean, file: string) => {
  await page.setViewportSize({ width: size, height: size });
  // A maskable icon keeps the emblem inside the central 80 % safe zone on a full-bleed background.
  const inner = maskable ? Math.round(size * 0.7) : size;
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#0b6e5f' : 'transparent'}"><div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  writeFileSync(file, await page.screenshot({ omitBackground: !maskable }));
};
await render(192, false, 'public/icons/icon-192.png');
await render(512, false, 'public/icons/icon-512.png');
await render(512, true, 'public/icons/icon-maskable-512.png');
await browser.close();
