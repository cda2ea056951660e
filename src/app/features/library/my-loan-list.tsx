import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { collegeDay } from '../../../domain/calendar/college-time';
import { dateText } from '../../../domain/calendar/date-text';
import type { LoanLine } from '../../../domain/library/circulation-answers';
import { formatRupees } from '../../../domain/money/money';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { myLoansKeys, renewMyLoan } from './my-loans-api';

interface Props {
  user: string;
  loans: readonly LoanLine[];
  /** Renewing needs the network: offline the buttons wait. */
  online: boolean;
}

/** One loan: the copy, when it is due (overdue marked, with the fine so far), its renewals and the Renew button. */
function LoanItem({
  loan,
  online,
  busy,
  refusal,
  onRenew,
}: {
  loan: LoanLine;
  online: boolean;
  busy: boolean;
  refusal: string | null;
  onRenew: () => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const overdue = loan.lateDays > 0 || loan.dueOn < collegeDay(new Date());
  return (
    <li className="library-result library-loan">
      <h3 className="library-result__title">{loan.title}</h3>
      <p className="hint">{i18n._('Barcode {barcode}', { barcode: loan.barcode })}</p>
      <p className={overdue ? 'library-loan__due is-overdue' : 'library-loan__due'}>
        {overdue
          ? i18n._('Overdue: it was due {date}', { date: dateText(loan.dueOn, locale) })
          : i18n._('Due {date}', { date: dateText(loan.dueOn, locale) })}
      </p>
      {loan.finePaise > 0 && (
        <p className="library-loan__fine">
          {i18n._('Late by {days} open days: fine so far {fine}', {
            days: loan.lateDays,
            fine: formatRupees(loan.finePaise),
          })}
        </p>
      )}
      <p className="hint">
        {loan.allowance
          ? i18n._('Book bank loan under {allowance}', { allowance: loan.allowance })
          : i18n._('Renewed {count} of {allowed} times', { count: loan.renewals, allowed: loan.renewalsAllowed })}
      </p>
      <ErrorAlert message={refusal} />
      <div className="button-row">
        <PlainButton
          fill="outline"
          size="small"
          disabled={!online || busy}
          aria-label={i18n._('Renew {title}', { title: loan.title })}
          onClick={onRenew}
        >
          {busy ? i18n._('Renewing…') : i18n._('Renew')}
        </PlainButton>
      </div>
    </li>
  );
}

/** The reader's loans, each renewed by its own button; a refusal shows under its loan in the server's words. */
export function MyLoanList({ user, loans, online }: Props) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<{ loanId: number; message: string } | null>(null);
  const renew = useMutation({
    mutationFn: renewMyLoan,
    onMutate: () => setRefused(null),
    onSuccess: (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: myLoansKeys.mine(user) });
    },
    onError: async (err, loanId) => setRefused({ loanId, message: translateKnown(i18n, await failureMessage(err)) }),
  });
  if (loans.length === 0) return <p className="hint">{i18n._('No books on loan.')}</p>;
  return (
    <ul className="library-results" aria-label={i18n._('Books on loan')}>
      {loans.map((loan) => (
        <LoanItem
          key={loan.id}
          loan={loan}
          online={online}
          busy={renew.isPending && renew.variables === loan.id}
          refusal={refused?.loanId === loan.id ? refused.message : null}
          onRenew={() => renew.mutate(loan.id)}
        />
      ))}
    </ul>
  );
}
