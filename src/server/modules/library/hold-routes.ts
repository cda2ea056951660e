import { Hono, type Context } from 'hono';
import { CIRCULATION_MESSAGES as M } from '../../../domain/library/circulation-messages';
import { PlaceHoldSchema } from '../../../domain/library/holds';
import { StaffCancelHoldSchema } from '../../../domain/library/overdue';
import { LibraryIdParamSchema } from '../../../domain/library/title-forms';
import type { AppEnv } from '../../auth/session-user';
import type { TransactionRunner } from '../../db/request-scope';
import type { Clock } from '../../http/attempt-store';
import { validate } from '../../http/validate';
import type { DeskStores } from './desk-stores';
import { cancelHold, cancelHoldByStaff, placeHold } from './hold-actions';
import type { HoldStore } from './hold-store';
import { LibraryRefused } from './library-refused';

export interface HoldDeps {
  stores: DeskStores;
  holds: HoldStore;
  transaction: TransactionRunner;
  clock: Clock;
  /** Lapses ready holds past their pickup day (and tells whom a copy then passed to). */
  lapse: () => Promise<void>;
  /** Told of a hold made ready (the patron is mailed). */
  holdReady: (holdId: number) => Promise<void>;
}

async function caught(c: Context, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof LibraryRefused) return c.json({ message: err.message }, err.status);
    throw err;
  }
}

/**
 * The waiting list: a patron places and cancels their own holds; the desk reads what to keep and who waits, and
 * cancels a hold with the reason.
 */
export function holdRoutes({ stores, holds, transaction, clock, lapse, holdReady }: HoldDeps) {
  const patronOf = async (c: Context<AppEnv>) => {
    const patron = await stores.patrons.ofUser(c.get('user')!.id);
    if (!patron) throw new LibraryRefused(M.holdUnknown, 404);
    return patron;
  };

  return new Hono<AppEnv>()
    .get('/library/holds', async (c) => {
      c.header('Cache-Control', 'private, no-store');
      await lapse();
      return c.json(await holds.staffList());
    })
    .post('/library/holds', validate('json', PlaceHoldSchema), (c) =>
      caught(c, async () => {
        await lapse();
        const patron = await patronOf(c);
        const { titleId } = c.req.valid('json');
        const placed = await transaction(() => placeHold(stores, holds, patron, titleId, clock()));
        return c.json(placed, 201);
      }),
    )
    .post(
      '/library/holds/:id/cancel',
      validate('param', LibraryIdParamSchema),
      validate('json', StaffCancelHoldSchema),
      (c) =>
        caught(c, async () => {
          await lapse();
          const { id } = c.req.valid('param');
          const act = { reason: c.req.valid('json').reason, userId: c.get('user')!.id, at: clock() };
          const { readied, message } = await transaction(() => cancelHoldByStaff(stores, holds, id, act));
          if (readied !== null) await holdReady(readied);
          return c.json({ id, message });
        }),
    )
    .delete('/library/holds/:id', validate('param', LibraryIdParamSchema), (c) =>
      caught(c, async () => {
        await lapse();
        const patron = await patronOf(c);
        const { id } = c.req.valid('param');
        const readied = await transaction(() => cancelHold(stores, holds, patron, id, clock()));
        if (readied !== null) await holdReady(readied);
        return c.json({ id, message: M.holdCancelled });
      }),
    );
}
