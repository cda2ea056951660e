import * as v from 'valibot';
import { LOGIN_ROLES } from '../auth/roles';

/** GET /api/app/getDashboard?role=: which of the caller's roles to show (their first by default). */
export const DashboardQuerySchema = v.object({
  role: v.optional(v.picklist(LOGIN_ROLES, 'role must be one of the login roles')),
});
