// The PDF worker when the server runs from source (tsx, tests): Node does not give a worker thread the parent's
// TypeScript loader, so this plain module loads pdf-worker.ts through tsx's API and hands the pool its function.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./pdf-worker.ts', import.meta.url);

export default worker.default;
