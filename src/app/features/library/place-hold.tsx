import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { LIBRARY_PATRON_ROLES } from '../../../domain/library/access';
import { LIBRARY_PATHS } from '../../../domain/library/paths';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { myLoansKeys, placeHold } from './my-loans-api';

/**
 * "Place a hold" on a title with no copy on the shelf, for the readers who borrow (students and the teaching staff):
 * the server says their place in the waiting list, or why it takes no hold (in its words); My Loans shows it after.
 */
export function PlaceHold({ titleId }: { titleId: number }) {
  const { i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const user = currentUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const place = useMutation({
    mutationFn: () => placeHold(titleId),
    onMutate: () => setRefusal(null),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myLoansKeys.mine(user?.username ?? '') }),
    onError: async (err) => setRefusal(translateKnown(i18n, await failureMessage(err))),
  });
  if (!user || !hasAnyRole(user.roles, LIBRARY_PATRON_ROLES)) return null;
  return (
    <div className="library-place-hold">
      <StatusNote>{place.data && translateKnown(i18n, place.data.message)}</StatusNote>
      {place.data ? (
        <p className="library__links">
          <Link to={LIBRARY_PATHS.libraryMyLoans}>{i18n._('See your holds in My Loans')}</Link>
        </p>
      ) : (
        <>
          <p className="hint">
            {online
              ? i18n._('No copy is on the shelf now: wait for the next one returned.')
              : i18n._('No copy is on the shelf now. Placing a hold needs a connection.')}
          </p>
          <div className="button-row">
            <PlainButton disabled={!online || place.isPending} onClick={() => place.mutate()}>
              {place.isPending ? i18n._('Placing the hold…') : i18n._('Place a hold')}
            </PlainButton>
          </div>
        </>
      )}
      <ErrorAlert message={refusal} />
    </div>
  );
}
