import { useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UNLOCK_MESSAGES } from '../../../domain/auth/unlock-sign-in';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { unlockSignIn } from './auth-calls';
import { translateKnown } from '../../i18n/translate-known';
import { StatusNote } from '../../ui/status-note';

/**
 * §2: the page the mailed unlock link opens. Unlocking waits for a press (and is a POST), so a mail
 * scanner that follows links cannot use up the single-use token before its owner does.
 */
export function UnlockSignInScreen({ token }: { token: string }) {
  const { i18n } = useLingui();
  const unlock = useMutation({ mutationFn: () => unlockSignIn(token) });
  const failure = useMutation({ mutationFn: (error: unknown) => failureMessage(error) });
  return (
    <PageFrame title={i18n._('Unlock sign-in')}>
      <div className="form-card">
        {unlock.isSuccess ? (
          <>
            <StatusNote>{translateKnown(i18n, unlock.data.message)}</StatusNote>
            <Link to="/">{i18n._('Go to the home page to sign in')}</Link>
          </>
        ) : (
          <>
            <p>
              {i18n._(
                'Too many wrong passwords locked signing in to your account for a while. Press Unlock to sign in again now.',
              )}
            </p>
            <ErrorAlert
              message={translateKnown(i18n, token ? (failure.data ?? '') : UNLOCK_MESSAGES.missing)}
              as="div"
            />
            <PlainButton
              expand="block"
              disabled={!token || unlock.isPending}
              onClick={() => unlock.mutate(undefined, { onError: (e) => failure.mutate(e) })}
            >
              {i18n._('Unlock')}
            </PlainButton>
          </>
        )}
      </div>
    </PageFrame>
  );
}
