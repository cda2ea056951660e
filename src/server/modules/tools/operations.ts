import type { Operation, PermissionLine } from '../server-module';

/** The encrypt/decrypt tool's call as GET /api/docs describes it: it answers plain text. */
export const toolsOperations = {
  'GET /api/app/getDecryptedValue': {
    summary: 'Encrypt or decrypt a text (query content, type=encrypt|decrypt): the text, or 400 for a wrong ciphertext',
    produces: 'text/plain',
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
