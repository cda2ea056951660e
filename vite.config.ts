import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { aliases } from './vite.aliases';
import { isTimeZone } from './src/domain/calendar/college-time';

/**
 * Ionic marks every component module as having side effects, so all of them were bundled
 * (ionic-framework#25212). Components register themselves when imported by @ionic/react's wrappers,
 * so declaring the modules side-effect free keeps only the ones the app uses.
 */
function ionicTreeShaking(): Plugin {
  return {
    name: 'ionic-tree-shaking',
    transform(code, id) {
      if (/@ionic\/core\/components\/ion-[^/]*\.js$/.test(id)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

/**
 * harfbuzzjs for the browser bundle. Its module starts the wasm with a top-level await
 * (`init(await createHarfBuzz())`), and a module with top-level await anywhere in the graph stops Rolldown from
 * putting shared modules into the entry chunk: every page's first load would split into dozens of small files. Here
 * the await becomes a `ready` promise, which src/domain/pdf/shaped-text/shaping-font.ts awaits after its dynamic
 * import. Its Emscripten loader imports Node's 'module' in a branch only Node runs; that import is dropped so the
 * bundle has no browser-external stub for it. Node (the server, the tests) uses the package as it is.
 */
function harfbuzzForTheBrowser(): Plugin {
  const edits: [RegExp, string, string][] = [
    [
      /harfbuzzjs[\\/]dist[\\/]index\.mjs$/,
      'init(await createHarfBuzz());',
      'export const ready = createHarfBuzz().then(init);',
    ],
    [
      /harfbuzzjs[\\/]dist[\\/]harfbuzz\.js$/,
      'const{createRequire}=await import("module");',
      'const createRequire=null;',
    ],
  ];
  return {
    name: 'harfbuzz-for-the-browser',
    transform(code, id) {
      const edit = edits.find(([file]) => file.test(id));
      if (!edit) return null;
      const [, from, to] = edit;
      if (!code.includes(from)) throw new Error(`harfbuzzjs has changed: ${id} no longer has ${from}`);
      return { code: code.replace(from, to), map: null };
    },
  };
}

/**
 * A build for a college in another time zone (VITE_COLLEGE_TIME_ZONE) stops here when the zone is unknown, before any
 * device meets it. (The app also checks a zone other than the default as it starts, src/app/lib/config.ts.)
 */
function collegeTimeZoneChecked(): Plugin {
  return {
    name: 'college-time-zone-checked',
    configResolved({ env }) {
      const zone = env.VITE_COLLEGE_TIME_ZONE as string | undefined;
      if (zone && !isTimeZone(zone)) throw new Error(`VITE_COLLEGE_TIME_ZONE: unknown time zone ${zone}`);
    },
  };
}

export default defineConfig({
  resolve: { alias: aliases },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    react(),
    ionicTreeShaking(),
    harfbuzzForTheBrowser(),
    collegeTimeZoneChecked(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Campus ERP',
        short_name: 'Campus ERP',
        description: 'Exam results, admissions, fees and alumni for the college, online and offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f3faf7',
        theme_color: '#0b6e5f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // jsPDF's optional html2canvas, DOMPurify and canvg chunks are never used by our layouts.
        globIgnores: ['**/html2canvas*.js', '**/purify*.js', '**/index.es*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The language menu's small fonts (styles/theme.css) go inside the stylesheet: a font file of its own would be one
    // more request before the first paint of every page. Other files follow Vite's 4 KB limit.
    assetsInlineLimit: (file) => (/[\\/]LanguageName-[^\\/]+\.ttf$/.test(file) ? true : undefined),
    // dist/.vite/manifest.json: scripts/check-bundle-budget.ts reads each page's initial chunks from it.
    manifest: true,
    // @ionic/react builds its wrappers with factory calls that lack pure annotations; declaring them pure
    // drops the wrappers (and their web components) of what the app never renders: tabs, nav, outlet.
    rolldownOptions: {
      // The page, and the module that starts the app on a page the server rendered once it has painted (an entry of
      // its own, imported by nothing: src/server/http/rendered-page-html.ts puts it in the page).
      input: { index: 'index.html', 'start-after-first-paint': 'src/app/start-after-first-paint.ts' },
      // Ionic (its React wrappers, the web components, Stencil's runtime, ion-icon) in one chunk that every
      // signed-in screen shares, instead of fragments per route; public pages never load it.
      // React and Vite's preload helper have their own groups first, or Ionic's chunk would take them in and
      // every page would load Ionic.
      output: {
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 3 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // The router and the query client, whole: split across the routes that use them, they gzip worse.
            {
              name: 'tanstack',
              test: /node_modules[\\/]@tanstack[\\/](router-core|react-router|history|store|react-store|query-core|react-query)[\\/]/,
              priority: 2,
            },
            // The role lists of each area (src/domain/*/access.ts, *-access.ts) that the menu and the route guards
            // read: a few hundred bytes each, cheaper in one chunk than each in its own. Not the screen-access table,
            // which loads with the menus and the screens, never with the entry.
            { name: 'access', test: /src[\\/]domain[\\/][^\\/]+[\\/](?!screen-)([a-z]+-)?access\.ts$/, priority: 2 },
            // Its JavaScript only: the stylesheets main.tsx imports would pull the chunk into the first load.
            {
              name: 'ionic',
              test: /node_modules[\\/](@ionic|@stencil|@lit|ionicons[\\/]components)[\\/].*\.js$/,
              priority: 1,
            },
          ],
        },
      },
      treeshake: {
        propertyReadSideEffects: false,
        manualPureFunctions: [
          'createForwardRef',
          'createReactComponent',
          'createOverlayComponent',
          'createInlineOverlayComponent',
          'createControllerComponent',
        ],
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080' } },
});
