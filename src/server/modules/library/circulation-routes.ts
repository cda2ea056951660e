import { Hono, type Context } from 'hono';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import {
  ConflictListQuerySchema,
  ConflictResolveSchema,
  deskMoment,
  IssueSchema,
  PatronCodeParamSchema,
  RenewSchema,
  ReturnSchema,
} from '../../../domain/library/desk';
import { LossSchema } from '../../../domain/library/losses';
import { filled } from '../../../domain/library/messages';
import { LibraryIdParamSchema } from '../../../domain/library/title-forms';
import type { AppEnv } from '../../auth/session-user';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import { issueCopy, type DeskAct } from './desk-issue';
import { chargeLoss } from './desk-loss';
import { renewLoan } from './desk-renew';
import { returnCopy } from './desk-return';
import type { DeskStores } from './desk-stores';
import { LibraryRefused } from './library-refused';
import { patronCard } from './patron-card';

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

/** A refusal of the rules as its answer (thrown, or returned where a conflict it records must be kept). */
function answered<T extends object>(c: Context, outcome: T | LibraryRefused, status: 200 | 201 = 200) {
  if (outcome instanceof LibraryRefused) return c.json({ message: outcome.message }, outcome.status);
  return c.json(outcome, status);
}

async function caught<T>(c: Context, work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof LibraryRefused) return c.json({ message: err.message }, err.status);
    throw err;
  }
}

export interface CirculationDeps {
  db: Database;
  stores: DeskStores;
  transaction: TransactionRunner;
  clock: Clock;
  /** Told of each hold a return made ready (the patron is mailed). */
  holdReady?: (holdId: number) => Promise<void>;
  /** Lapses ready holds past their pickup day before holds are read or a copy returned (see hold-actions.ts). */
  lapse?: () => Promise<void>;
}

/** The circulation desk (issue, return, renew, lost or damaged copies, a patron's card, conflicts) and a patron's own loans and renewals. */
export function circulationRoutes({ db, stores, transaction, clock, holdReady, lapse }: CirculationDeps) {
  const user = (c: Context<AppEnv>) => c.get('user')!;
  /** The desk's moment (its own, when it recorded the action offline), or a refusal of a time in the future. */
  const act = (c: Context<AppEnv>, occurredAt: string | undefined): DeskAct => {
    const at = deskMoment(occurredAt, clock());
    if (!at) throw new LibraryRefused(M.occurredFuture, 400);
    return { userId: user(c).id, at };
  };

  return new Hono<AppEnv>()
    .get('/library/patrons/:code', validate('param', PatronCodeParamSchema), async (c) => {
      noStore(c);
      const { code } = c.req.valid('param');
      await lapse?.();
      const patron = await stores.patrons.byCode(code);
      if (!patron) return c.json({ message: filled(M.patronUnknown, { code }) }, 404);
      return c.json(await patronCard(db, stores, patron, clock()));
    })
    .post('/library/issues', validate('json', IssueSchema), async (c) => {
      const input = c.req.valid('json');
      await lapse?.();
      const outcome = await caught(c, () => transaction(() => issueCopy(stores, input, act(c, input.occurredAt))));
      return outcome instanceof Response ? outcome : answered(c, outcome, 201);
    })
    .post('/library/returns', validate('json', ReturnSchema), async (c) => {
      const input = c.req.valid('json');
      await lapse?.();
      const outcome = await caught(c, () => transaction(() => returnCopy(stores, input, act(c, input.occurredAt))));
      if (outcome instanceof Response) return outcome;
      if (outcome instanceof LibraryRefused) return answered(c, outcome);
      const { holdId, ...returned } = outcome;
      if (holdId !== null && holdReady) await holdReady(holdId);
      return c.json(returned);
    })
    .post('/library/losses', validate('json', LossSchema), async (c) => {
      const input = c.req.valid('json');
      const outcome = await caught(c, () => transaction(() => chargeLoss(stores, input, act(c, undefined))));
      return outcome instanceof Response ? outcome : c.json(outcome);
    })
    .post('/library/renewals', validate('json', RenewSchema), async (c) => {
      const input = c.req.valid('json');
      const outcome = await caught(c, () => transaction(() => renewLoan(stores, input, act(c, input.occurredAt))));
      return outcome instanceof Response ? outcome : c.json(outcome);
    })
    .get('/library/my-loans', async (c) => {
      noStore(c);
      await lapse?.();
      const patron = await stores.patrons.ofUser(user(c).id);
      if (!patron) return c.json({ message: M.notYourLoan }, 404);
      return c.json(await patronCard(db, stores, patron, clock()));
    })
    .post('/library/my-loans/:id/renew', validate('param', LibraryIdParamSchema), async (c) => {
      const patron = await stores.patrons.ofUser(user(c).id);
      const loan = patron ? await stores.loans.byId(c.req.valid('param').id) : null;
      if (!patron || !loan || loan.returnedAt) return c.json({ message: M.notYourLoan }, 404);
      const outcome = await caught(c, () =>
        transaction(() =>
          renewLoan(stores, { barcode: loan.barcode.toUpperCase(), offline: false }, act(c, undefined), patron),
        ),
      );
      return outcome instanceof Response ? outcome : c.json(outcome);
    })
    .get('/library/conflicts', validate('query', ConflictListQuerySchema), async (c) => {
      noStore(c);
      return c.json({ conflicts: await stores.conflicts.list(c.req.valid('query').resolved === '1') });
    })
    .put(
      '/library/conflicts/:id',
      validate('param', LibraryIdParamSchema),
      validate('json', ConflictResolveSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const done = await stores.conflicts.resolve(id, c.req.valid('json').note, user(c).id, clock());
        return done ? c.json({ id, message: M.conflictResolved }) : c.json({ message: M.conflictUnknown }, 404);
      },
    );
}
