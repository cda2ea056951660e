import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { hasAnyRole } from '../../../domain/auth/access';
import { LIBRARY_INCHARGE_ROLES } from '../../../domain/library/access';
import {
  FINE_KIND_LABELS,
  FINE_STATUS_LABELS,
  FineSettledSchema,
  FineSettleSchema,
  type FineLine,
} from '../../../domain/library/fine-answers';
import { formatRupees } from '../../../domain/money/money';
import { translateKnown } from '../../i18n/translate-known';
import { appApi, failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { ErrorAlert } from '../../ui/error-alert';
import { ChoiceField } from '../../ui/form/choice-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PlainButton } from '../../ui/plain/plain-button';

/** PUT /library/fines/:id: the fine waived, or paid at the library desk. */
async function settleFine(id: number, body: v.InferOutput<typeof FineSettleSchema>): Promise<string> {
  const answer = await appApi.put(`library/fines/${String(id)}`, { json: body }).json();
  return v.parse(FineSettledSchema, answer).message;
}

/**
 * How the desk settles one open fine. A student's fine is on their fee dues, so the desk only waives it (the
 * incharge); a staff member's fine is also taken here in cash, with the receipt noted.
 */
function SettleForm({ fine, onSettled }: { fine: FineLine; onSettled: (message: string) => void }) {
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const incharge = hasAnyRole(currentUser()?.roles ?? [], LIBRARY_INCHARGE_ROLES);
  const ways = [
    ...(fine.throughFees ? [] : [{ value: 'PAID', label: i18n._('Paid here') }]),
    ...(incharge ? [{ value: 'WAIVED', label: i18n._('Waived') }] : []),
  ];
  const settle = useMutation({
    mutationFn: (body: v.InferOutput<typeof FineSettleSchema>) => settleFine(fine.id, body),
    onSuccess: (message) => onSettled(translateKnown(i18n, message)),
    onError: async (err) => setRefusal(translateKnown(i18n, await failureMessage(err))),
  });
  const form = useSchemaForm(FineSettleSchema, {
    initial: { status: ways[0]?.value ?? '', reason: '' },
    onSubmit: (fields) => settle.mutate(fields),
  });
  if (ways.length === 0) return null;
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Settle fine {id}', { id: fine.id })}>
      <ChoiceField field={form.field('status')} legend={i18n._('How it is settled')} options={ways} />
      <TextField field={form.field('reason')} label={i18n._('Reason or receipt')} maxLength={200} />
      <ErrorAlert message={refusal} />
      <div className="button-row">
        <PlainButton type="submit" size="small" disabled={settle.isPending}>
          {settle.isPending ? i18n._('Saving…') : i18n._('Settle the fine')}
        </PlainButton>
      </div>
    </form>
  );
}

/** The patron's latest fines at the desk: what each is for, what is paid, and how an open one is settled. */
export function PatronFines({ fines, onSettled }: { fines: FineLine[]; onSettled: (message: string) => void }) {
  const { i18n } = useLingui();
  if (fines.length === 0) return null;
  return (
    <>
      <h3>{i18n._('Fines')}</h3>
      <ul className="library-fines" aria-label={i18n._('Fines')}>
        {fines.map((fine) => (
          <li key={fine.id}>
            <p>
              {i18n._(FINE_KIND_LABELS[fine.kind])}: {fine.title} ({fine.accessionNo}) ·{' '}
              {formatRupees(fine.amountPaise)} · {i18n._(FINE_STATUS_LABELS[fine.status])}
              {fine.status === 'OPEN' && fine.paidPaise > 0 && (
                <> · {i18n._('{paid} paid', { paid: formatRupees(fine.paidPaise) })}</>
              )}
            </p>
            {fine.status === 'OPEN' && fine.throughFees && (
              <p className="hint">{i18n._('On the student’s fee dues: paid online or at the fee counter')}</p>
            )}
            {fine.status !== 'OPEN' && fine.reason && <p className="hint">{fine.reason}</p>}
            {fine.status === 'OPEN' && fine.paidPaise === 0 && <SettleForm fine={fine} onSettled={onSettled} />}
          </li>
        ))}
      </ul>
    </>
  );
}
