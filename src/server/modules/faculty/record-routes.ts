import { Hono } from 'hono';
import type * as v from 'valibot';
import { FACULTY_MESSAGES as M } from '../../../domain/faculty/messages';
import { RecordIdParamSchema, RecordListQuerySchema } from '../../../domain/faculty/query-schemas';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { RecordKind, RecordStore } from './record-stores';
import type { FacultyStore } from './faculty-store';

const isUniqueViolation = (err: unknown): boolean => {
  const codes = [err, (err as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code);
  return codes.includes('23505');
};

/**
 * GET/POST /api/fdb/<kind>, PUT/DELETE /api/fdb/<kind>/:recordId. A faculty member adds and changes only
 * their own records (403 otherwise); lists follow who may see whose records (see FacultyStore.maySee).
 */
export function recordRoutes<S extends v.GenericSchema>(fdb: FacultyStore, kind: RecordKind, schema: S) {
  const store = fdb.records[kind] as unknown as RecordStore<v.InferOutput<S>>;

  /** The signed-in member's faculty row when the record is theirs; otherwise the answer to send. */
  async function ownRecord(user: NonNullable<AppEnv['Variables']['user']>, recordId: number) {
    const ownerId = await store.ownerOf(recordId);
    if (ownerId === null) return { refusal: { message: M.noSuchRecord }, status: 404 as const };
    const own = await fdb.memberOf(user);
    if (own?.id !== ownerId) return { refusal: { message: M.notOwnRecord }, status: 403 as const };
    return { own };
  }

  return new Hono<AppEnv>()
    .get('/', validate('query', RecordListQuerySchema), async (c) => {
      const user = c.get('user')!;
      const { userName } = c.req.valid('query');
      const own = await fdb.memberOf(user);
      c.header('Cache-Control', 'private, no-store');
      if (userName === undefined) {
        const scope = fdb.defaultScope(user, own);
        return scope ? c.json(await store.list(scope)) : c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      }
      const target = await fdb.memberByUserName(userName);
      if (!target) return c.json({ message: M.noSuchFaculty }, 404);
      if (!fdb.maySee(user, own, target)) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
      return c.json(await store.list({ facultyId: target.id }));
    })
    .post('/', validate('json', schema), async (c) => {
      const own = await fdb.memberOf(c.get('user')!);
      if (!own) return c.json({ message: M.noFacultyRecord }, 403);
      try {
        return c.json(await store.insert(own.id, c.req.valid('json') as v.InferOutput<S>), 201);
      } catch (err) {
        if (isUniqueViolation(err)) return c.json({ message: M.duplicateDoi }, 409);
        throw err;
      }
    })
    .put('/:recordId', validate('param', RecordIdParamSchema), validate('json', schema), async (c) => {
      const { recordId } = c.req.valid('param');
      const check = await ownRecord(c.get('user')!, recordId);
      if ('refusal' in check) return c.json(check.refusal, check.status);
      try {
        return c.json(await store.update(recordId, c.req.valid('json') as v.InferOutput<S>));
      } catch (err) {
        if (isUniqueViolation(err)) return c.json({ message: M.duplicateDoi }, 409);
        throw err;
      }
    })
    .delete('/:recordId', validate('param', RecordIdParamSchema), async (c) => {
      const { recordId } = c.req.valid('param');
      const check = await ownRecord(c.get('user')!, recordId);
      if ('refusal' in check) return c.json(check.refusal, check.status);
      await store.remove(recordId);
      return c.json({ id: recordId, deleted: true });
    });
}
