import { Hono, type Context } from 'hono';
import { listReadScope } from '../../../domain/academic/access';
import { isListKind, type ListKind } from '../../../domain/academic/list-descriptor';
import {
  AuditQuerySchema,
  ListPageQuerySchema,
  ListParamSchema,
  ListRowParamSchema,
  filterValue,
} from '../../../domain/academic/list-query';
import { rowReason } from '../../../domain/academic/row-reasons';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import { LISTS } from '../../../domain/academic/lists';
import { CHECKER_MESSAGES, isCheckedList } from '../../../domain/academic/maker-checker';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { isAllowed } from '../../../domain/auth/access';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import { validate } from '../../http/validate';
import { changeRequestOf, type ChangeRequestStore } from './change-requests';
import { listWorkbook } from './list-export';
import { uploadReferences } from './list-upload';
import { listTemplate } from '../../sheets/list-template';
import type { OnRollIn } from './list-reads';
import type { ListStore } from './list-store';
import { contentDisposition } from '../../files/download-routes';
import { applyListChange, tryChange, type ListChange, type Transaction } from './list-writes';
import { parseJsonBody } from '../../http/json-body';
import { ListOptionsQuerySchema, type BatchScope } from '../../../domain/academic/batch-scope';
import { academicStartYearAt } from '../../../domain/calendar/batch-stage';

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

/**
 * The row a form sent, by the list's one schema: the first issue's §8 words when it is not valid, with the reason
 * when the issue is a regulation's classes (which rule they break).
 */
async function parsedRow(
  c: Context,
  kind: ListKind,
): Promise<{ row: Record<string, unknown> } | { message: string; reason?: string }> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const result = parseJsonBody(LISTS[kind].schema, body);
  if (!result.success) {
    if (body === undefined) return { message: M.invalid };
    const reason = rowReason(result.issues[0]);
    return reason ? { message: M.invalid, reason } : { message: rowIssueMessage(result.issues[0]) };
  }
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
export function academicListRoutes(
  store: ListStore,
  requests: ChangeRequestStore,
  transaction: Transaction,
  clock: () => Date = () => new Date(),
) {
  /** The batches a request asks for: null for every batch, else the academic year whose batches on roll it shows. */
  const onRollIn = (batches: BatchScope): OnRollIn => (batches === 'all' ? null : academicStartYearAt(clock()));

  /**
   * A change by the one write path: applied at once, or (a checked list) tried and rolled back so it meets the same
   * rules now, then stored as pending for a second person: 202 with the saved words and that it awaits authorization.
   */
  async function write(
    c: Context<AppEnv>,
    found: { kind: ListKind; user: SessionUser },
    change: ListChange,
    words: string,
    status: 200 | 201,
  ) {
    const { kind, user } = found;
    if (!isCheckedList(kind)) {
      const outcome = await applyListChange(store, kind, change, user);
      if (!outcome.applied) return c.json(outcome.refusal.body, outcome.refusal.status);
      return c.json(
        change.action === 'delete' ? { message: words, id: change.id } : { message: words, row: outcome.row },
        status,
      );
    }
    const trial = await tryChange(transaction, () => applyListChange(store, kind, change, user));
    if (!trial.applied) return c.json(trial.refusal.body, trial.refusal.status);
    const before = change.action === 'add' ? null : await store.find(kind, change.id);
    const request = await requests.submit(kind, change, before, user);
    if (!request) return c.json({ message: M.modificationFailed, reason: CHECKER_MESSAGES.alreadyPending }, 409);
    return c.json(
      { message: M.saved, note: CHECKER_MESSAGES.awaitsAuthorization, request: changeRequestOf(request, user.id) },
      202,
    );
  }

  return new Hono<AppEnv>()
    .get(
      '/lists/:kind/export',
      validate('param', ListParamSchema),
      validate('query', ListPageQuerySchema),
      async (c) => {
        const found = listFor(c, c.req.valid('param').kind, false);
        if ('refusal' in found) return found.refusal;
        const scope = listReadScope(found.user.roles, found.user.program);
        const bytes = await listWorkbook(
          store,
          LISTS[found.kind],
          c.req.valid('query').q,
          filtersOf(c, found.kind),
          scope,
          onRollIn(c.req.valid('query').batches),
        );
        return c.body(new Uint8Array(bytes), 200, {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': contentDisposition('attachment', `${LISTS[found.kind].title}.xlsx`),
          'Cache-Control': 'private, no-store',
        });
      },
    )
    .get('/lists/:kind/template', validate('param', ListParamSchema), async (c) => {
      const found = listFor(c, c.req.valid('param').kind, true);
      if ('refusal' in found) return found.refusal;
      const { labels } = await uploadReferences(store, found.kind);
      const bytes = await listTemplate(LISTS[found.kind], labels);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': contentDisposition('attachment', `${LISTS[found.kind].title} template.xlsx`),
        'Cache-Control': 'private, no-store',
      });
    })
    .get('/lists/:kind/pending', validate('param', ListParamSchema), async (c) => {
      const found = listFor(c, c.req.valid('param').kind, false);
      if ('refusal' in found) return found.refusal;
      c.header('Cache-Control', 'private, no-store');
      const pending = isCheckedList(found.kind) ? await requests.pending(found.kind) : [];
      return c.json(pending.map((r) => changeRequestOf(r, found.user.id)));
    })
    .get('/lists/:kind', validate('param', ListParamSchema), validate('query', ListPageQuerySchema), async (c) => {
      const found = listFor(c, c.req.valid('param').kind, false);
      if ('refusal' in found) return found.refusal;
      const { q, page, pageSize, batches } = c.req.valid('query');
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        await store.page(
          found.kind,
          q,
          filtersOf(c, found.kind),
          page,
          pageSize,
          listReadScope(found.user.roles, found.user.program),
          onRollIn(batches),
        ),
      );
    })
    .get(
      '/lists/:kind/options',
      validate('param', ListParamSchema),
      validate('query', ListOptionsQuerySchema),
      async (c) => {
        const found = listFor(c, c.req.valid('param').kind, false);
        if ('refusal' in found) return found.refusal;
        const { value: valueField, batches } = c.req.valid('query');
        const known = valueField === undefined || LISTS[found.kind].fields.some((f) => f.name === valueField);
        if (!known) return c.json({ message: M.invalid }, 400);
        c.header('Cache-Control', 'private, no-store');
        const scope = listReadScope(found.user.roles, found.user.program);
        return c.json(await store.options(found.kind, scope, valueField, onRollIn(batches)));
      },
    )
    .post('/lists/:kind', validate('param', ListParamSchema), async (c) => {
      const found = listFor(c, c.req.valid('param').kind, true);
      if ('refusal' in found) return found.refusal;
      const parsed = await parsedRow(c, found.kind);
      if ('message' in parsed) return c.json(parsed, 400);
      return write(c, found, { action: 'add', row: parsed.row }, M.saved, 201);
    })
    .put('/lists/:kind/:id', validate('param', ListRowParamSchema), async (c) => {
      const { kind, id } = c.req.valid('param');
      const found = listFor(c, kind, true);
      if ('refusal' in found) return found.refusal;
      const parsed = await parsedRow(c, found.kind);
      if ('message' in parsed) return c.json(parsed, 400);
      return write(c, found, { action: 'edit', id, row: parsed.row }, M.modified, 200);
    })
    .delete('/lists/:kind/:id', validate('param', ListRowParamSchema), async (c) => {
      const { kind, id } = c.req.valid('param');
      const found = listFor(c, kind, true);
      if ('refusal' in found) return found.refusal;
      return write(c, found, { action: 'delete', id }, M.deleted, 200);
    })
    .get('/listChanges', validate('query', AuditQuerySchema), async (c) => {
      const { list, page } = c.req.valid('query');
      if (list !== undefined && !isListKind(list)) return c.json({ message: M.noSuchList }, 404);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await store.changes(list ?? null, page));
    });
}
