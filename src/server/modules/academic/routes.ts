import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { listReadScope } from '../../../domain/academic/access';
import { isListKind, type ListKind } from '../../../domain/academic/list-descriptor';
import {
  AuditQuerySchema,
  ListPageQuerySchema,
  ListParamSchema,
  ListRowParamSchema,
  filterValue,
} from '../../../domain/academic/list-query';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import { LISTS } from '../../../domain/academic/lists';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { isAllowed } from '../../../domain/auth/access';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import { validate } from '../../http/validate';
import type { ListStore } from './list-store';

const isUniqueViolation = (err: unknown): boolean =>
  [err, (err as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code).includes('23505');
const isForeignKeyViolation = (err: unknown): boolean =>
  [err, (err as { cause?: unknown })?.cause].map((e) => (e as { code?: unknown })?.code).includes('23503');

type Found = { kind: ListKind; user: SessionUser } | { refusal: Response };

/**
 * The list a request names, when the signed-in user may read it (or, for `write`, change it). An unknown list is 404,
 * a user outside the list's readers or writers 403: the server's own check after the permission table's, failing
 * closed.
 */
function listFor(c: Context<AppEnv>, kind: string, write: boolean): Found {
  const user = c.get('user');
  if (!isListKind(kind)) return { refusal: c.json({ message: M.noSuchList }, 404) };
  if (!user) return { refusal: c.json({ message: AUTH_MESSAGES.sessionRequired }, 401) };
  const list = LISTS[kind];
  const allowed = write ? isAllowed(list.writers, user.roles) : isAllowed(list.readers, user.roles);
  return allowed ? { kind, user } : { refusal: c.json({ message: AUTH_MESSAGES.forbidden }, 403) };
}

/** The row a form sent, by the list's one schema: the first issue's §8 words when it is not valid. */
async function parsedRow(c: Context, kind: ListKind): Promise<{ row: Record<string, unknown> } | { message: string }> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const result = v.safeParse(LISTS[kind].schema, body);
  if (!result.success) return { message: body === undefined ? M.invalid : rowIssueMessage(result.issues[0]) };
  return { row: result.output as Record<string, unknown> };
}

/** Filters named in the query: the list's filter fields with a well-formed value. */
function filtersOf(c: Context, kind: ListKind): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const field of LISTS[kind].filters) {
    const value = filterValue(c.req.query(field));
    if (value !== null) filters[field] = value;
  }
  return filters;
}

/**
 * The lists the college keeps: /api/app/lists/{kind} to page, search and filter, add, change and delete rows
 * (§8 words in every answer), /api/app/lists/{kind}/options for drop-downs, /api/app/listChanges for the audit log.
 */
export function academicListRoutes(store: ListStore) {
  return new Hono<AppEnv>()
    .get('/lists/:kind', validate('param', ListParamSchema), validate('query', ListPageQuerySchema), async (c) => {
      const found = listFor(c, c.req.valid('param').kind, false);
      if ('refusal' in found) return found.refusal;
      const { q, page, pageSize } = c.req.valid('query');
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        await store.page(
          found.kind,
          q,
          filtersOf(c, found.kind),
          page,
          pageSize,
          listReadScope(found.user.roles, found.user.program),
        ),
      );
    })
    .get('/lists/:kind/options', validate('param', ListParamSchema), async (c) => {
      const found = listFor(c, c.req.valid('param').kind, false);
      if ('refusal' in found) return found.refusal;
      const valueField = c.req.query('value');
      const known = valueField === undefined || LISTS[found.kind].fields.some((f) => f.name === valueField);
      if (!known) return c.json({ message: M.invalid }, 400);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await store.options(found.kind, listReadScope(found.user.roles, found.user.program), valueField));
    })
    .post('/lists/:kind', validate('param', ListParamSchema), async (c) => {
      const found = listFor(c, c.req.valid('param').kind, true);
      if ('refusal' in found) return found.refusal;
      const parsed = await parsedRow(c, found.kind);
      if ('message' in parsed) return c.json(parsed, 400);
      const missing = await store.missingReference(LISTS[found.kind], parsed.row);
      if (missing) return c.json({ message: missing }, 404);
      const conflict = await store.rowConflict(LISTS[found.kind], parsed.row, null);
      if (conflict) return c.json({ message: conflict.message, reason: conflict.reason }, conflict.status);
      try {
        const row = await store.insert(found.kind, parsed.row, found.user);
        return c.json({ message: M.saved, row }, 201);
      } catch (err) {
        if (isUniqueViolation(err))
          return c.json({ message: M.invalid, reason: `This ${LISTS[found.kind].one} is already on the list` }, 409);
        throw err;
      }
    })
    .put('/lists/:kind/:id', validate('param', ListRowParamSchema), async (c) => {
      const { kind, id } = c.req.valid('param');
      const found = listFor(c, kind, true);
      if ('refusal' in found) return found.refusal;
      const parsed = await parsedRow(c, found.kind);
      if ('message' in parsed) return c.json(parsed, 400);
      const missing = await store.missingReference(LISTS[found.kind], parsed.row);
      if (missing) return c.json({ message: missing }, 404);
      const current = await store.find(found.kind, id);
      if (!current) return c.json({ message: M.noSuchRecord }, 404);
      const conflict = await store.rowConflict(LISTS[found.kind], parsed.row, id);
      if (conflict) return c.json({ message: conflict.message, reason: conflict.reason }, conflict.status);
      // A key other rows hold by value (a level's code in its degrees) does not change while they hold it.
      const keyChanged = (key: string | undefined) => key !== undefined && current[key] !== parsed.row[key];
      const held = LIST_TABLES_KEYED[found.kind]?.some(keyChanged)
        ? await store.usedBy(found.kind, current, true)
        : null;
      if (held) return c.json({ message: M.modificationFailed, reason: held }, 409);
      try {
        const row = await store.update(found.kind, id, parsed.row, found.user);
        return c.json({ message: M.modified, row });
      } catch (err) {
        if (isUniqueViolation(err))
          return c.json(
            { message: M.modificationFailed, reason: `This ${LISTS[found.kind].one} is already on the list` },
            409,
          );
        throw err;
      }
    })
    .delete('/lists/:kind/:id', validate('param', ListRowParamSchema), async (c) => {
      const { kind, id } = c.req.valid('param');
      const found = listFor(c, kind, true);
      if ('refusal' in found) return found.refusal;
      const row = await store.find(found.kind, id);
      if (!row) return c.json({ message: M.noSuchRecord }, 404);
      const usedBy = await store.usedBy(found.kind, row);
      if (usedBy) return c.json({ message: M.deleteRefused, reason: usedBy }, 409);
      try {
        await store.remove(found.kind, row, found.user);
        return c.json({ message: M.deleted, id });
      } catch (err) {
        // Something the descriptor does not name still holds the row: refused all the same.
        if (isForeignKeyViolation(err))
          return c.json({ message: M.deleteRefused, reason: 'Other records still use it' }, 409);
        throw err;
      }
    })
    .get('/listChanges', validate('query', AuditQuerySchema), async (c) => {
      const { list, page } = c.req.valid('query');
      if (list !== undefined && !isListKind(list)) return c.json({ message: M.noSuchList }, 404);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await store.changes(list ?? null, page));
    });
}

/** Lists whose rows other rows hold by value rather than by id: the fields they hold (admissions hold castes' codes …). */
const LIST_TABLES_KEYED: Partial<Record<ListKind, string[]>> = {
  levels: ['code'],
  casteCategories: ['code'],
  subCastes: ['name'],
  seatTypes: ['name'],
  agents: ['name'],
};
