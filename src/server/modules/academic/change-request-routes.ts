import { Hono } from 'hono';
import { isListKind, type ListKind } from '../../../domain/academic/list-descriptor';
import { LISTS } from '../../../domain/academic/lists';
import {
  AuditExportQuerySchema,
  CHECKER_MESSAGES as C,
  ChangeRequestParamSchema,
  ChangeRequestQuerySchema,
  RejectSchema,
  mayDecide,
} from '../../../domain/academic/maker-checker';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import type { AppEnv } from '../../auth/session-user';
import { contentDisposition } from '../../files/download-routes';
import { validate } from '../../http/validate';
import { auditWorkbook } from './audit-export';
import { changeOf, changeRequestOf, type ChangeRequestStore } from './change-requests';
import type { ListStore } from './list-store';
import { applyListChange, type Refusal, type Transaction } from './list-writes';

const XLSX_MEDIA = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.body.message);
  }
}

/**
 * Maker-checker of the checked lists (regulations, subjects): the pending changes, their authorization (the change
 * applied by the one write path in the same transaction as the decision) or rejection with a reason; and the audit
 * log as Excel. The permission table lets only checkers and administrators in; the maker rule is checked here.
 */
export function changeRequestRoutes(store: ListStore, requests: ChangeRequestStore, transaction: Transaction) {
  return new Hono<AppEnv>()
    .get('/listChangeRequests', validate('query', ChangeRequestQuerySchema), async (c) => {
      const { list } = c.req.valid('query');
      if (list !== undefined && !isListKind(list)) return c.json({ message: M.noSuchList }, 404);
      c.header('Cache-Control', 'private, no-store');
      const user = c.get('user')!;
      return c.json((await requests.pending(list ?? null)).map((r) => changeRequestOf(r, user.id)));
    })
    .post('/listChangeRequests/:id/authorize', validate('param', ChangeRequestParamSchema), async (c) => {
      const user = c.get('user')!;
      const request = await requests.find(c.req.valid('param').id);
      if (!request) return c.json({ message: M.noSuchRecord }, 404);
      if (request.status !== 'pending') return c.json({ message: M.modificationFailed, reason: C.notPending }, 409);
      if (!mayDecide(user, request.makerId))
        return c.json({ message: AUTH_MESSAGES.forbidden, reason: C.ownChange }, 403);
      const maker = { id: request.makerId, username: request.makerName };
      try {
        const row = await transaction(async () => {
          if (!(await requests.decide(request.id, 'authorized', user, null))) throw new Refused(notPending);
          const outcome = await applyListChange(store, request.list as ListKind, changeOf(request), maker, {
            decision: 'authorized',
            checker: user,
          });
          if (!outcome.applied) throw new Refused(outcome.refusal);
          return outcome.row;
        });
        return c.json({ message: C.authorized, row });
      } catch (err) {
        if (err instanceof Refused) return c.json(err.refusal.body, err.refusal.status);
        throw err;
      }
    })
    .post(
      '/listChangeRequests/:id/reject',
      validate('param', ChangeRequestParamSchema),
      validate('json', RejectSchema),
      async (c) => {
        const user = c.get('user')!;
        const request = await requests.find(c.req.valid('param').id);
        if (!request) return c.json({ message: M.noSuchRecord }, 404);
        if (request.status !== 'pending') return c.json({ message: M.modificationFailed, reason: C.notPending }, 409);
        if (!mayDecide(user, request.makerId))
          return c.json({ message: AUTH_MESSAGES.forbidden, reason: C.ownChange }, 403);
        const { reason } = c.req.valid('json');
        const decided = await transaction(async () => {
          if (!(await requests.decide(request.id, 'rejected', user, reason))) return false;
          // A rejected add has no row: its log entry names record 0.
          await store.log(
            request.list as ListKind,
            request.recordId ?? 0,
            request.action,
            { id: request.makerId, username: request.makerName },
            request.before as never,
            request.proposed as never,
            { decision: 'rejected', checker: user, reason },
          );
          return true;
        });
        if (!decided) return c.json({ message: M.modificationFailed, reason: C.notPending }, 409);
        return c.json({ message: C.rejected });
      },
    )
    .get('/listChanges/export', validate('query', AuditExportQuerySchema), async (c) => {
      const { list, from, to } = c.req.valid('query');
      if (list !== undefined && !isListKind(list)) return c.json({ message: M.noSuchList }, 404);
      const entries = await requests.auditForExport(list ?? null, from, to);
      const title = `Changes to ${list ? LISTS[list].title.toLowerCase() : 'the lists'}${from ? ` from ${from}` : ''}${to ? ` to ${to}` : ''}`;
      const bytes = await auditWorkbook(entries, title);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': XLSX_MEDIA,
        'Content-Disposition': contentDisposition('attachment', 'List_Changes.xlsx'),
        'Cache-Control': 'private, no-store',
      });
    });
}

const notPending: Refusal = { status: 409, body: { message: M.modificationFailed, reason: C.notPending } };
