// The sheet worker when the server runs from source (tsx, tests): Node does not give a worker thread the
// parent's TypeScript loader, so this plain module loads sheet-worker.ts through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sheet-worker.ts', import.meta.url);
