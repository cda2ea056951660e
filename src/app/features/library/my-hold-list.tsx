import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dateText } from '../../../domain/calendar/date-text';
import type { MyHold } from '../../../domain/library/holds';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { libraryKeys } from './library-queries';
import { cancelHold, myLoansKeys } from './my-loans-api';

interface Props {
  user: string;
  holds: readonly MyHold[];
  /** Cancelling needs the network: offline the buttons wait. */
  online: boolean;
}

/** Where the reader stands: their place in the waiting list, or the copy kept at the desk and until when. */
function HoldStanding({ hold }: { hold: MyHold }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (hold.status === 'READY')
    return (
      <p className="library-hold__ready">
        {i18n._('Kept for you at the desk until {date} (barcode {barcode})', {
          date: hold.pickupBy ? dateText(hold.pickupBy, locale) : '—',
          barcode: hold.barcode ?? '—',
        })}
      </p>
    );
  return <p>{i18n._('Number {place} in the waiting list', { place: hold.place })}</p>;
}

/** The reader's open holds, each cancelled by its own button after a question. */
export function MyHoldList({ user, holds, online }: Props) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<{ holdId: number; message: string } | null>(null);
  const cancel = useMutation({
    mutationFn: cancelHold,
    onMutate: () => setRefused(null),
    onSuccess: (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: myLoansKeys.mine(user) });
      void queryClient.invalidateQueries({ queryKey: [...libraryKeys.all, 'title'] });
    },
    onError: async (err, holdId) => setRefused({ holdId, message: translateKnown(i18n, await failureMessage(err)) }),
  });
  const ask = async (hold: MyHold) => {
    if (await confirmYes(i18n._('Cancel your hold on {title}?', { title: hold.title }))) cancel.mutate(hold.holdId);
  };
  if (holds.length === 0) return <p className="hint">{i18n._('You are not waiting for any title.')}</p>;
  return (
    <ul className="library-results" aria-label={i18n._('Your holds')}>
      {holds.map((hold) => (
        <li key={hold.holdId} className="library-result library-hold">
          <h3 className="library-result__title">{hold.title}</h3>
          <HoldStanding hold={hold} />
          <p className="hint">{i18n._('Placed {date}', { date: dateText(hold.placedAt, locale) })}</p>
          <ErrorAlert message={refused?.holdId === hold.holdId ? refused.message : null} />
          <div className="button-row">
            <PlainButton
              fill="outline"
              color="danger"
              size="small"
              disabled={!online || (cancel.isPending && cancel.variables === hold.holdId)}
              aria-label={i18n._('Cancel the hold on {title}', { title: hold.title })}
              onClick={() => void ask(hold)}
            >
              {i18n._('Cancel the hold')}
            </PlainButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
