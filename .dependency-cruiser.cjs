/**
 * Import boundaries (ARCHITECTURE.md "Layering, checked"; STYLE.md habit 2). Imports flow one way:
 * domain ← server; domain ← app/lib, app/ui ← app/shell ← app/features ← app/routes. `npm run lint` runs this.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be understood, tested or split apart one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment: 'A feature never imports another feature; a route file combines them.',
      from: { path: '^src/app/features/([^/]+)/' },
      to: { path: '^src/app/features/([^/]+)/', pathNot: '^src/app/features/$1/' },
    },
    {
      name: 'ui-lib-not-to-features-shell-routes',
      severity: 'error',
      comment: 'ui and lib are the bottom of the app: they never import features, the shell or routes.',
      from: { path: '^src/app/(ui|lib)/' },
      to: { path: '^src/app/(features|shell|routes)/' },
    },
    {
      name: 'shell-not-to-features-routes',
      severity: 'error',
      comment: 'The signed-in frame uses lib, ui and domain only; features plug into it, never the other way.',
      from: { path: '^src/app/shell/' },
      to: { path: '^src/app/(features|routes)/' },
    },
    {
      name: 'features-not-to-routes',
      severity: 'error',
      comment: 'Screens never import route files; the routes pass them what they need.',
      from: { path: '^src/app/(features|shell)/' },
      to: { path: '^src/app/routes/' },
    },
    {
      name: 'ionic-through-ui-ionic',
      severity: 'error',
      comment:
        'Ionic is set up (Material mode, <ion-app> upgraded) by src/app/ui/ionic.ts, its one door; its overlays by ui/ionic-overlays.ts. ' +
        'Screens draw with native elements (ui/plain/), so no page runs its runtime before it paints.',
      from: { path: '^src/app/', pathNot: '^src/app/ui/ionic(-overlays)?\\.ts$' },
      to: { path: '^node_modules/@ionic/', pathNot: '\\.css$' },
    },
    {
      name: 'ionic-overlays-on-demand',
      severity: 'error',
      comment:
        "Alerts and toasts load Ionic's runtime with their first use (import('…/ui/ionic-overlays')); a static import would put it " +
        'back into the first load of every screen that may show one.',
      from: { path: '^src/app/', pathNot: '^src/app/ui/ionic(-overlays)?\\.ts$' },
      to: { path: '^src/app/ui/ionic(-overlays)?\\.ts$', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'domain-pure',
      severity: 'error',
      comment:
        'src/domain runs in the app, the service worker and the server: it imports only other domain files, valibot, jsPDF, harfbuzzjs (shaping Telugu and Devanagari on a PDF), qrcode (the QR code drawn on a PDF), bwip-js (the Code 128 bars of library labels and cards), crypto-js (the seed password transport) and @lingui/core (the message catalogues: their type, and the messages of mails and PDFs).',
      from: { path: '^src/domain/' },
      to: {
        pathNot: [
          '^src/domain/',
          '^node_modules/(valibot|jspdf|jspdf-autotable|harfbuzzjs|qrcode|bwip-js|crypto-js|@types/crypto-js|@lingui/core)/',
        ],
      },
    },
    {
      name: 'server-not-to-app',
      severity: 'error',
      comment: 'The server shares rules with the app only through src/domain.',
      from: { path: '^src/server/' },
      to: { path: '^(src/app|sw)/' },
    },
    {
      name: 'app-not-to-server',
      severity: 'error',
      comment: 'The PWA never bundles server code; it shares rules with the server only through src/domain.',
      from: { path: '^(src/app|sw)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'sw-not-to-app',
      severity: 'error',
      comment:
        'The service worker is its own small program: it may use src/domain and app/lib, never screens or the frame.',
      from: { path: '^sw/' },
      to: { path: '^src/app/(features|shell|routes|ui)/' },
    },
    {
      name: 'server-module-through-service',
      severity: 'error',
      comment: "Server modules talk to each other only through a module's exported service.",
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/([^/]+)/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/service\\.ts$'],
      },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      from: {},
      // ionicons-svg/* is the bundler's alias for ionicons' SVG files (vite.aliases.ts), which the cruiser cannot resolve;
      // a package file asked for as an asset URL ('harfbuzzjs/dist/harfbuzz-subset.wasm?url') it cannot match to the
      // package's exports with the query on.
      to: { couldNotResolve: true, pathNot: ['^ionicons-svg/', '^[a-z@][^?]*\\?url$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-server|dist-ssr|dev-dist|data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
