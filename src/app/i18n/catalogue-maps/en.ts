import type { Messages } from '@lingui/core';

/** Every module's compiled catalogue in this language, each a chunk of its own (../catalogues.ts). */
export const COMPILED = import.meta.glob<{ messages: Messages }>('../../../domain/*/locales/en.ts');
