import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { aliases } from './vite.aliases';

/**
 * The server's renderer of pages (src/app/ssr/render-page.tsx → dist-ssr/render-page.js), which the server loads at
 * start (docs/rendering.md). Packages stay in node_modules; CSS is the browser build's business.
 */
export default defineConfig({
  resolve: { alias: aliases },
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: 'src/app/ssr/render-page.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
});
