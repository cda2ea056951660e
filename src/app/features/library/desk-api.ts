import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  ConflictListSchema,
  IssuedSchema,
  PatronCardSchema,
  RenewedSchema,
  ReturnedSchema,
  type Issued,
  type Renewed,
  type Returned,
} from '../../../domain/library/circulation-answers';
import { LossAnswerSchema, type LossAnswer } from '../../../domain/library/losses';
import { apiBases } from '../../lib/config';
import { appApi } from '../../lib/http';
import { refusalMessage } from '../../lib/offline/outbox/outbox-item';
import { libraryKeys } from './library-queries';

/** What a desk action came to: done (with the server's answer) or kept in the outbox for later. */
export type DeskOutcome<T> = { queued: false; value: T } | { queued: true };

const address = (call: string) => `${apiBases().app.replace(/\/$/, '')}/${call}`;

interface DeskBody {
  barcode: string;
  occurredAt: string;
  offline: boolean;
  patron?: string;
}

/**
 * Sends a desk action now, or keeps it in the outbox. The book has changed hands at the desk either way, so an
 * action the network lost is re-marked `offline: true` (with a new key): the server records it rather than refuse it.
 */
async function deskSubmit<T>(
  call: string,
  body: DeskBody,
  kind: string,
  label: string,
  answer: v.GenericSchema<unknown, T>,
): Promise<DeskOutcome<T>> {
  const { outbox, sendOrQueue } = await import('../../lib/offline/outbox/outbox');
  const result = await sendOrQueue({ url: address(call), method: 'POST', body, kind, label });
  if (result.outcome === 'queued') {
    if (!body.offline) await outbox.resend(result.item.id, { type: 'json', value: { ...body, offline: true } });
    return { queued: true };
  }
  if (!result.response.ok) throw new Error(await refusalMessage(result.response));
  return { queued: false, value: v.parse(answer, await result.response.json()) };
}

const deskMoment = () => ({ occurredAt: new Date().toISOString(), offline: !navigator.onLine });

/** POST /library/issues: the copy to the patron. */
export function issueCopy(patron: string, barcode: string): Promise<DeskOutcome<Issued>> {
  return deskSubmit(
    'library/issues',
    { patron, barcode, ...deskMoment() },
    'library.issue',
    `Issue ${barcode} to ${patron}`,
    IssuedSchema,
  );
}

/** POST /library/returns: the copy back at the desk. */
export function returnCopy(barcode: string): Promise<DeskOutcome<Returned>> {
  return deskSubmit(
    'library/returns',
    { barcode, ...deskMoment() },
    'library.return',
    `Return ${barcode}`,
    ReturnedSchema,
  );
}

/** POST /library/renewals: the loan on this copy renewed. */
export function renewCopy(barcode: string): Promise<DeskOutcome<Renewed>> {
  return deskSubmit(
    'library/renewals',
    { barcode, ...deskMoment() },
    'library.renew',
    `Renew ${barcode}`,
    RenewedSchema,
  );
}

export const deskKeys = {
  patron: (code: string) => [...libraryKeys.all, 'patron', code] as const,
  conflicts: (resolved: boolean) => [...libraryKeys.all, 'conflicts', resolved] as const,
};

export const deskQueries = {
  /** Who is at the desk: always fresh, the network only (a card from the device could show a loan already returned). */
  patron: (code: string) =>
    queryOptions({
      queryKey: deskKeys.patron(code),
      queryFn: async () =>
        v.parse(PatronCardSchema, await appApi.get(`library/patrons/${encodeURIComponent(code)}`).json()),
      staleTime: 0,
      retry: false,
    }),
  conflicts: (resolved: boolean) =>
    queryOptions({
      queryKey: deskKeys.conflicts(resolved),
      queryFn: async () =>
        v.parse(
          ConflictListSchema,
          await appApi.get('library/conflicts', { searchParams: { resolved: resolved ? '1' : '0' } }).json(),
        ).conflicts,
      staleTime: 0,
    }),
};

/** POST /library/losses: a copy on loan lost or damaged, charged to its patron (online only: money changes hands). */
export async function reportLoss(body: unknown): Promise<LossAnswer> {
  return v.parse(LossAnswerSchema, await appApi.post('library/losses', { json: body }).json());
}

/** PUT /library/conflicts/:id: marked resolved with the librarian's note. */
export async function resolveConflict(id: number, note: string): Promise<string> {
  const answer = await appApi.put(`library/conflicts/${String(id)}`, { json: { note } }).json();
  return v.parse(v.object({ message: v.string() }), answer).message;
}
