import { describe, expect, it } from 'vitest';
import { withRenderedPage } from '../../src/server/http/rendered-page-html';

// A page rendered on the server goes out with its content in the HTML; the app's code starts after the first paint.
const INDEX_HTML = `<!doctype html>
<html lang="en" class="md">
  <head>
    <title>Campus ERP</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/http-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const START_UP = { module: '/assets/start-after-first-paint-xyz.js' };
const steps = (html: string) =>
  JSON.parse(/<script id="app-start" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as unknown;

describe('withRenderedPage', () => {
  const html = withRenderedPage(
    INDEX_HTML,
    { html: '<main>Exam Results</main>', state: '{"note":"</script><script>alert(1)</script>"}' },
    START_UP,
  );

  it('puts the page inside #root and its data beside it, where no text of the data can close the script', () => {
    expect(html).toContain(
      '<div id="root"><main>Exam Results</main></div><script id="ssr-state" type="application/json">',
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('starts the app after the first paint: entry and preloads leave <head> for the start-up module, which is a file of the site', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('index-abc.js');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('index-jkl.css');
    expect(steps(html)).toEqual({
      first: [],
      preloads: ['/assets/react-def.js', '/assets/http-ghi.js'],
      entry: '/assets/index-abc.js',
    });
    expect(html).toContain('<script type="module" crossorigin src="/assets/start-after-first-paint-xyz.js"></script>');
    // No inline script that runs: only JSON data and scripts with a src.
    for (const [, attrs] of html.matchAll(/<script([^>]*)>/g)) expect(attrs).toMatch(/\ssrc=|type="application\/json"/);
  });

  it('writes the start-up module into the page when given its text, instead of asking for the file', () => {
    const text = "document.documentElement.dataset.started = 'yes';";
    const html = withRenderedPage(INDEX_HTML, { html: '<main>x</main>', state: '{}' }, { ...START_UP, inline: text });
    expect(html).toContain(`<script type="module">${text}</script>`);
    expect(html).not.toContain('start-after-first-paint-xyz.js');
  });

  it("lists the entry's large chunks first, then the other preloads", () => {
    const page = withRenderedPage(
      INDEX_HTML,
      { html: '<main>x</main>', state: '{}' },
      { ...START_UP, evaluateFirst: ['/assets/react-def.js', '/assets/not-preloaded.js'] },
    );
    expect(steps(page)).toEqual({
      first: ['/assets/react-def.js'],
      preloads: ['/assets/http-ghi.js'],
      entry: '/assets/index-abc.js',
    });
  });

  it('leaves a shell it does not recognise as it is', () => {
    expect(withRenderedPage('<html><body><main></main></body></html>', { html: 'x', state: '{}' }, START_UP)).toBe(
      '<html><body><main></main></body></html>',
    );
  });
});
