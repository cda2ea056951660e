import { fileURLToPath } from 'node:url';

/**
 * Shared by the browser, server-rendering and test builds. `ionicons-svg/{name}.svg?raw` is one of ionicons' own
 * SVG files: the public pages draw a few icons inline without pulling the whole icon set into their first load
 * ('ionicons/icons' is one module, so every icon the app uses lands in one chunk).
 */
export const aliases = {
  'ionicons-svg': fileURLToPath(new URL('./node_modules/ionicons/dist/svg', import.meta.url)),
};
