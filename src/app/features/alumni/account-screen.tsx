import { Trans, useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AlumniAccountSchema, type AlumniAccount } from '../../../domain/alumni/account-schema';
import { ALUMNI_MESSAGES as M } from '../../../domain/alumni/messages';
import { signInHrefFor } from '../../../domain/auth/sign-in-redirect';
import { failureMessage } from '../../lib/http';
import { showDialog } from '../../ui/dialog';
import { ClaimCodeForm } from '../../ui/form/claim-code-form';
import { DateField } from '../../ui/form/date-field';
import { PasswordField } from '../../ui/form/password-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { translateKnown } from '../../i18n/translate-known';
import { PageFrame } from '../../ui/page-frame';
import { registerAlumniAccount } from './alumni-api';
import { ALUMNI_PATHS } from '../../../domain/alumni/paths';

const TITLE = /*i18n*/ 'Alumni Account';

/**
 * The way in for an alumnus without an account (ours): the roll number and date of birth the college has,
 * then the one-time code sent to the e-mail on the admission record, prove who they are; the account's user
 * name is shown, then sign-in leads to the registration form.
 */
export function AlumniAccountScreen() {
  const { i18n } = useLingui();
  /** The first step's fields (kept for the code step and a resend) and the server's words about the code. */
  const [pending, setPending] = useState<{ account: AlumniAccount; sent: string } | null>(null);
  const [codeFailure, setCodeFailure] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: registerAlumniAccount,
    onMutate: () => setCodeFailure(null),
    onSuccess: async (answer, body) => {
      if ('sentTo' in answer) return setPending({ account: { ...body, code: '' }, sent: answer.message });
      await showDialog(i18n._('Success'), translateKnown(i18n, answer.message));
      window.location.assign(signInHrefFor(ALUMNI_PATHS.alumniRegistration));
    },
    onError: async (error, body) => {
      const message = translateKnown(i18n, await failureMessage(error));
      if (body.code) setCodeFailure(message);
      else await showDialog(translateKnown(i18n, M.errorTitle), message);
    },
  });
  const form = useSchemaForm(AlumniAccountSchema, {
    initial: { rollNumber: '', dateOfBirth: '', email: '', password: '', confirmPassword: '', code: '' },
    onSubmit: (fields) => create.mutate(fields),
  });
  return (
    <PageFrame title={i18n._(TITLE)}>
      {pending ? (
        <ClaimCodeForm
          title={i18n._(TITLE)}
          titleId="alumni-account-code"
          sentMessage={translateKnown(i18n, pending.sent)}
          failure={codeFailure}
          busy={create.isPending}
          submitLabel={i18n._('Create my alumni account')}
          onCode={(code) => create.mutate({ ...pending.account, code })}
          onResend={() => create.mutate(pending.account)}
          onBack={() => setPending(null)}
        />
      ) : (
        <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={i18n._(TITLE)}>
          <p className="hint">
            <Trans id="Passed out of this college and no account yet? Enter your roll number and date of birth as the college has them, then choose a password. Both must match the college's records; then we send a code to the e-mail on your admission record." />
          </p>
          <TextField
            field={form.field('rollNumber')}
            label={i18n._('Roll Number')}
            maxLength={20}
            autoCapitalize="characters"
          />
          <DateField field={form.field('dateOfBirth')} label={i18n._('Date of Birth')} />
          <TextField
            field={form.field('email')}
            label={i18n._('E-mail')}
            type="email"
            maxLength={254}
            autoComplete="email"
          />
          <PasswordField field={form.field('password')} label={i18n._('Password')} autoComplete="new-password" />
          <PasswordField
            field={form.field('confirmPassword')}
            label={i18n._('Confirm Password')}
            autoComplete="new-password"
          />
          <PlainButton type="submit" expand="block" disabled={create.isPending}>
            {create.isPending ? i18n._('Checking…') : i18n._('Send me a code')}
          </PlainButton>
        </form>
      )}
    </PageFrame>
  );
}
