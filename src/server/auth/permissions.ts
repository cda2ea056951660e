import { isAllowed, type Access } from '../../domain/auth/access';
import { permissionTable } from '../module-tables';
import { SERVER_MODULES } from '../modules';

export { isAllowed, type Access };

/** The lines of the routes no module owns: health, the API description and stored files. */
export const CORE_PERMISSIONS: Readonly<Record<string, Access>> = {
  'GET /api/health': 'public',
  'GET /api/docs': 'public',
  // Stored files: any session here; the handler then checks the owning record (src/server/files/owners.ts).
  'GET /api/app/files/:id': 'signed-in',
};

/**
 * Who may call each API route: 'public' (anyone), 'signed-in' (any valid session) or a list of roles
 * (a valid session whose roles include one of them): the core lines and every module's (its module.ts), a line
 * declared twice stopping the start. Every registered route must appear here: the server refuses to start
 * otherwise, and tests/server/permissions.test.ts walks every route × role.
 */
export const PERMISSIONS: Readonly<Record<string, Access>> = permissionTable(CORE_PERMISSIONS, SERVER_MODULES);

export function permissionKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
