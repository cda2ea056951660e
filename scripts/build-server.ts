/**
 * Builds the API server into dist-server/ so `npm start` runs plain JavaScript instead of compiling TypeScript
 * through tsx at run time: a server started from the build idles with less memory (tsx keeps its loader and an
 * esbuild service in the process). Packages stay in node_modules; only our own code is bundled. crypto-js is
 * bundled too because its deep imports ('crypto-js/aes') have no file extension, which Node's ESM loader refuses.
 * The migrations folder is copied next to the bundle: every chunk sits in dist-server/ itself, and
 * src/server/db/client.ts looks for migrations/ beside its own module.
 *
 * Entries: main.js (the server), create-admin.js (the first administrator of a production install) and
 * serve-target.js (the bench's server, so the bench measures what ships), sheet-worker.js (the worker thread
 * that parses uploaded workbooks, src/server/sheets/sheet-rows.ts, which looks for it beside its own chunk) and
 * pdf-worker.js (the threads that build PDFs, src/server/pdf/pdf-pool.ts, found the same way).
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';

const OUT = 'dist-server';
const BUNDLED_PACKAGES = ['crypto-js'];

const isPackage = (id: string) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');
const bundled = (id: string) => BUNDLED_PACKAGES.some((name) => id === name || id.startsWith(`${name}/`));

rmSync(OUT, { recursive: true, force: true });
await build({
  input: {
    main: 'src/server/main.ts',
    'create-admin': 'src/server/create-admin-cli.ts',
    'serve-target': 'bench/serve-target.ts',
    'sheet-worker': 'src/server/sheets/sheet-worker.ts',
    'pdf-worker': 'src/server/pdf/pdf-worker.ts',
  },
  platform: 'node',
  external: (id) => isPackage(id) && !bundled(id),
  logLevel: 'warn',
  output: { dir: OUT, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js', sourcemap: true },
});
cpSync('src/server/db/migrations', path.join(OUT, 'migrations'), { recursive: true });
console.log(`server built into ${OUT}/`);
