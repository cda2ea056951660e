import * as v from 'valibot';
import { AuditExportQuerySchema } from './maker-checker';
import { LIST_MESSAGES as M } from './messages';

const { from, to } = AuditExportQuerySchema.pipe[0].entries;

/** A day picker's value: '' when no day is chosen, else checked by the server's field rule. */
const optionalDay = <S extends v.GenericSchema<string | undefined, string | undefined>>(day: S) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
    day,
  );

/** Exporting the audit log: two optional days, checked as the server checks them, the last not before the first. */
export const AuditExportFormSchema = v.pipe(
  v.object({ from: optionalDay(from), to: optionalDay(to) }),
  v.forward(
    v.partialCheck([['from'], ['to']], (d) => !d.from || !d.to || d.from <= d.to, M.invalid),
    ['to'],
  ),
);
