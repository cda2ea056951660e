import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERP_USER_COOKIE } from '../../src/domain/auth/erp-user';
import { screenPreloadTags, signedInPreloadTags } from '../../src/server/http/signed-in-preloads';
import { staticApp } from '../../src/server/http/static-app';

// The shell sent to a signed-in user asks for the signed-in frame and Ionic with the entry.
const INDEX_HTML = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b.js"></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: ['src/app/shell/signed-in-frame.tsx'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_ionic-c.js': { file: 'assets/ionic-c.js', imports: ['_react-b.js'] },
  'src/app/shell/signed-in-frame.tsx': {
    file: 'assets/signed-in-frame-d.js',
    imports: ['_react-b.js', '_ionic-c.js'],
    css: ['assets/signed-in-frame-e.css'],
  },
};

function builtApp(manifest: object | null) {
  const dir = mkdtempSync(path.join(tmpdir(), 'campus-preloads-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

const signedIn = { headers: { cookie: `${ERP_USER_COOKIE}=%7B%7D` } };

describe('signedInPreloadTags', () => {
  it("names the frame's chunk, Ionic's chunk and the frame's stylesheet, leaving out what the entry already loads", () => {
    const tags = signedInPreloadTags(builtApp(MANIFEST));
    expect(tags).toBe(
      '<link rel="preload" as="style" href="/assets/signed-in-frame-e.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/signed-in-frame-d.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/ionic-c.js">',
    );
  });

  it('is empty when the build has no manifest', () => {
    expect(signedInPreloadTags(builtApp(null))).toBe('');
  });
});

describe('screenPreloadTags', () => {
  const manifest = {
    ...MANIFEST,
    '_form-kit-f.js': { file: 'assets/form-kit-f.js', imports: ['_react-b.js'] },
    'src/app/features/admissions/admission-form-screen.tsx': {
      file: 'assets/admission-form-screen-g.js',
      imports: ['_react-b.js', '_ionic-c.js', '_form-kit-f.js'],
      isDynamicEntry: true,
    },
  };

  it("names a drawn screen's chunk and what it imports, leaving out what the entry and the frame bring", () => {
    expect(screenPreloadTags(builtApp(manifest), 'src/app/features/admissions/admission-form-screen.tsx')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/admission-form-screen-g.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/form-kit-f.js">',
    );
  });

  it('is empty for a screen that is not a chunk of the build, or without a manifest', () => {
    expect(screenPreloadTags(builtApp(manifest), 'src/app/features/gone-screen.tsx')).toBe('');
    expect(screenPreloadTags(builtApp(null), 'src/app/features/admissions/admission-form-screen.tsx')).toBe('');
  });
});

describe('the app shell with preloads', () => {
  const app = staticApp(builtApp(MANIFEST));

  it("goes to a signed-in user's screen", async () => {
    const res = await app.request('/app/Admission/Register', signedIn);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<link rel="modulepreload" crossorigin href="/assets/ionic-c.js"></head>');
  });

  it('never goes to a visitor, to a public page, or with the 404 page', async () => {
    for (const [address, init] of [
      ['/app/Admission/Register', {}],
      ['/examresults', signedIn],
      ['/', signedIn],
      ['/no-such-page', signedIn],
    ] as const) {
      expect(await (await app.request(address, init)).text(), address).not.toContain('ionic-c.js');
    }
  });
});
