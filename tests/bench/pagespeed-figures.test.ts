import { describe, expect, it } from 'vitest';
import {
  baselineFileName,
  median,
  pageSpeedOf,
  plainHtml,
  ratio,
  type LoadMetrics,
} from '../../bench/pagespeed-figures';

// The shape of a page the server renders for a visitor: styles and the manifest in the head, the markup, the page's
// data as JSON, the list of the app's files and the start-up script that adds them after the first paint.
const rendered = `<!doctype html>
<html lang="en" class="md">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/icons/logo.svg" type="image/svg+xml" />
    <title>Campus ERP</title>
    <script type="module" crossorigin src="/assets/index-CgNRgstL.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-CQ9oVRKZ.js">
    <link rel='modulepreload' href='/assets/tanstack-DxAIG-F5.js'>
    <link rel="preload" as="script" crossorigin href="/assets/http-COzEp_Af.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CX0MVjIz.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"><ion-app><main><h1 class="toolbar-title">Exam Results</h1><a href="/results/B.Tech">B.Tech</a></main></ion-app></div><script id="ssr-state" type="application/json">{"queries":[{"key":"<\\u002fscript>"}]}</script><script id="app-start" type="application/json">{"entry":"/assets/index-CgNRgstL.js"}</script><script>(function(){var s=document.createElement('script');s.src='/assets/index-CgNRgstL.js';document.head.appendChild(s)})()</script>
    <noscript>Campus ERP needs JavaScript to run.</noscript>
  </body>
</html>`;

describe('the baseline page: our rendered HTML without JavaScript', () => {
  const plain = plainHtml(rendered);

  it('has no script element, module preload or script preload left', () => {
    expect(plain).not.toMatch(/<script/i);
    expect(plain).not.toMatch(/modulepreload/i);
    expect(plain).not.toMatch(/as="script"/i);
    expect(plain).not.toContain('/assets/index-CgNRgstL.js');
    expect(plain).not.toContain('/assets/http-COzEp_Af.js');
  });

  it('keeps the markup, the stylesheet, the icon and the manifest', () => {
    expect(plain).toContain(
      '<main><h1 class="toolbar-title">Exam Results</h1><a href="/results/B.Tech">B.Tech</a></main>',
    );
    expect(plain).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CX0MVjIz.css">');
    expect(plain).toContain('<link rel="icon" href="/icons/logo.svg" type="image/svg+xml" />');
    expect(plain).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(plain).toContain('<noscript>Campus ERP needs JavaScript to run.</noscript>');
  });

  it('removes exactly the scripts and preloads: the rest is the page as rendered', () => {
    const removed = [
      '<script type="module" crossorigin src="/assets/index-CgNRgstL.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-CQ9oVRKZ.js">',
      "<link rel='modulepreload' href='/assets/tanstack-DxAIG-F5.js'>",
      '<link rel="preload" as="script" crossorigin href="/assets/http-COzEp_Af.js">',
      ...(rendered.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []).slice(1),
    ];
    expect(removed.reduce((html, part) => html.replace(part, ''), rendered)).toBe(plain);
  });
});

describe('the baseline file name', () => {
  it('names the home page home.html and other pages by their words', () => {
    expect(baselineFileName('/')).toBe('home.html');
    expect(baselineFileName('/examresults')).toBe('examresults.html');
    expect(baselineFileName(`/results/${encodeURIComponent('B.Tech II Year, May 2024')}?rollNo=22B81A0501`)).toBe(
      'results-B-Tech-II-Year-May-2024-rollNo-22B81A0501.html',
    );
  });
});

describe('medians and ratios', () => {
  it('takes the middle value, and of an even count the upper middle one', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });

  it('gives ours / baseline to two decimals, and no ratio against 0', () => {
    expect(ratio(2400, 1600)).toBe(1.5);
    expect(ratio(1000, 3000)).toBe(0.33);
    expect(ratio(120, 0)).toBeNull();
  });

  it("compares the medians of a page's runs with its baseline's", () => {
    const run = (lcpMs: number, tbtMs: number, benchmarkIndex: number): LoadMetrics => ({
      lcpMs,
      tbtMs,
      benchmarkIndex,
    });
    const ours = [run(2000, 150, 1200), run(3000, 400, 900), run(2400, 200, 2100)];
    const baseline = [run(1600, 0, 1300), run(2500, 20, 850), run(1500, 0, 2000)];
    expect(pageSpeedOf('/terms', '/bench-baseline/terms.html', ours, baseline)).toEqual({
      page: '/terms',
      baselinePath: '/bench-baseline/terms.html',
      runs: 3,
      ours: { lcpMs: 2400, tbtMs: 200 },
      baseline: { lcpMs: 1600, tbtMs: 0 },
      lcpRatio: 1.5,
      tbtRatio: null,
      lcpExtraMs: 800,
      tbtExtraMs: 200,
      benchmarkIndex: [850, 2100],
    });
  });

  it('refuses sides with different numbers of runs (they were not interleaved)', () => {
    const one: LoadMetrics = { lcpMs: 1, tbtMs: 1, benchmarkIndex: 1000 };
    expect(() => pageSpeedOf('/', '/bench-baseline/home.html', [one, one], [one])).toThrow(/2 runs of the page but 1/);
  });
});
