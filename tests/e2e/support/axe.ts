import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';

/** WCAG 2.0/2.1/2.2 A and AA rules plus axe's best practices (landmarks, headings, regions). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * One axe analysis of the page. Legacy mode runs axe in the page's own frames and gathers the results there, rather
 * than opening a blank page for each analysis to gather them in: the same rules and results, at less than half the
 * time (1.0 s instead of 2.3 s on an admin dashboard here), which over the suite's few hundred checks is minutes of CI.
 */
const analyze = (page: Page) => new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();

type Violations = Awaited<ReturnType<typeof analyze>>['violations'];

/** One line per violation: the rule, what it means and the first few elements it found. */
function describeViolations(violations: Violations): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`)
          .join('\n')}`,
    )
    .join('\n');
}

/** Waits for the page's animations and toasts to finish moving, so colours are read as a user sees them. */
async function settle(page: Page): Promise<void> {
  // Let the page settle before reading colours: Ionic upgrades its components asynchronously, and a button's
  // ripple or a toast's entrance is still fading for a few hundred ms after a click (spinners run forever: skipped).
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const deadline = Date.now() + 3_000;
    // Until a quiet moment: an effect may start a new animation (a toast dismissed when a sheet arrives) just after.
    for (let quiet = 0; quiet < 2 && Date.now() < deadline;) {
      await frames();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) quiet++;
      else {
        quiet = 0;
        await Promise.race([
          Promise.allSettled(running.map((a) => a.finished)),
          new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
        ]);
      }
    }
  });
  // A toast's entrance runs inside its shadow root: wait until each one on screen is fully opaque.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('ion-toast')].every((toast) => {
          const wrapper = toast.shadowRoot?.querySelector('.toast-wrapper');
          return !wrapper || getComputedStyle(wrapper).opacity === '1';
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** Whether a violation is on a toast (an overlay that may have started to come or go after the page settled). */
const onToast = (violations: Violations) =>
  violations.some((v) => v.nodes.some((n) => /ion-overlay|ion-toast|toast-/.test(`${n.target.join(' ')} ${n.html}`)));

/**
 * Every screen the E2E suite visits passes axe with no violations. Call it once the screen has
 * rendered what it is about (the sheet, the form, the dashboard); `label` names the screen in the failure.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await settle(page);
  const screen = path.join(inject('axePassedDir'), await screenKey(page));
  if (existsSync(screen)) return;
  let results = await analyze(page);
  // A toast a screen dismissed or showed just after the page settled is read mid-fade (its colours blended with the
  // page's): settle again and read again. A toast that really lacks contrast fails every time.
  for (let again = 0; again < 2 && onToast(results.violations); again++) {
    await settle(page);
    results = await analyze(page);
  }
  const report = describeViolations(results.violations);
  expect(report, `axe violations on ${label}`).toBe('');
  writeFileSync(screen, label);
}

/*
 * Screens found free of violations are marked by what axe would read: the viewport, the focused element and the
 * whole document, as a file named for it in the run's folder (start-server.ts), so the same sign-in page or
 * dashboard reached again by any test of any spec file is not analysed again (axe's answer depends on nothing
 * else), while any change to the page is a new screen.
 */

async function screenKey(page: Page): Promise<string> {
  const size = page.viewportSize();
  return page.evaluate(
    ([width, height]) => {
      const focused = document.activeElement;
      const text = `${width}x${height} ${focused?.outerHTML.slice(0, 200) ?? ''} ${document.documentElement.outerHTML}`;
      // FNV-1a over the text (two seeds, 64 bits in all): a key, not a copy of the page.
      let a = 0x811c9dc5;
      let b = 0x01000193;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193);
        b = Math.imul(b ^ c, 0x5bd1e995);
      }
      return `${text.length}-${(a >>> 0).toString(36)}-${(b >>> 0).toString(36)}`;
    },
    [size?.width ?? 0, size?.height ?? 0],
  );
}
