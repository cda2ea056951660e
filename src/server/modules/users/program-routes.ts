import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import type { UsersStore } from './users-store';

/** §7 getProgram: departments, shaped as the seed's department record; a HoD gets only their own (§6). */
export function programRoutes(users: UsersStore) {
  return new Hono<AppEnv>().get('/getProgram', async (c) => {
    const user = c.get('user')!;
    const onlyOwn = user.roles[0] === 'ROLE_HOD' ? (user.program ?? '') : null;
    const rows = await users.departments(onlyOwn);
    return c.json(rows.map((d) => ({ departmentCreationPrimaryKey: { departmentName: d.name } })));
  });
}
