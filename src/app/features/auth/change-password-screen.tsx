import { useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { AUTH_MESSAGES as M, PASSWORD_INSTRUCTIONS } from '../../../domain/auth/messages';
import { ChangePasswordFormSchema } from '../../../domain/auth/schemas';
import { currentUser } from '../../lib/session';
import { showDialog } from '../../ui/dialog';
import { translateKnown } from '../../i18n/translate-known';
import { ErrorAlert } from '../../ui/error-alert';
import { PasswordField } from '../../ui/form/password-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm, type FieldBinding } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import { failureMessage, failureStatus } from '../../lib/http';
import { changePassword } from './auth-calls';

type Fields = v.InferOutput<typeof ChangePasswordFormSchema>;
/** A password the server refused, shown at its field while the field still holds it. */
type Refusal = { field: 'oldpassword' | 'newPassword'; value: string; message: string };

/** §2 Change Password (/ResetLoginPassword, /app/reset Password): on success every session ends (§4). */
export function ChangePasswordScreen() {
  const { i18n } = useLingui();
  const username = currentUser()?.username ?? '';
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (f: Fields) => changePassword(f.username, f.oldpassword, f.newPassword),
    onMutate: () => {
      setRefusal(null);
      setError(null);
    },
    onSuccess: async (res, f) => {
      // §4 status 0: the server's message, at the old password it is about.
      if (res.status !== 1) return setRefusal({ field: 'oldpassword', value: f.oldpassword, message: res.message });
      await showDialog(i18n._('Success'), i18n._(M.passwordUpdated));
      window.location.assign('/');
    },
    onError: async (e, f) => {
      const message = await failureMessage(e);
      // 400: the new password refused (too common); anything else (offline, too many tries) below the form.
      if (failureStatus(e) === 400) setRefusal({ field: 'newPassword', value: f.newPassword, message });
      else setError(message);
    },
  });
  const form = useSchemaForm(ChangePasswordFormSchema, {
    initial: { username, oldpassword: '', newPassword: '', confirmPassword: '' },
    onSubmit: (fields) => change.mutate(fields),
    // §5: 'Please Fill as per Instructions' also comes as a toast.
    onInvalid: (messages) => {
      if (messages.includes(M.fillAsPerInstructions))
        void showToast(i18n._(M.fillAsPerInstructions), { tone: 'danger' });
    },
  });
  const withRefusal = (name: Refusal['field']): FieldBinding<string> => {
    const field = form.field(name);
    return refusal?.field === name && refusal.value === field.value
      ? { ...field, error: field.error ?? translateKnown(i18n, refusal.message) }
      : field;
  };

  return (
    <PageFrame title={i18n._('Change Password')}>
      <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Change Password')}>
        <TextField field={form.field('username')} label={i18n._('User Name')} readOnly autoComplete="username" />
        <PasswordField field={withRefusal('oldpassword')} label={i18n._('Old Password')} />
        <PasswordField field={withRefusal('newPassword')} label={i18n._('New Password')} autoComplete="new-password" />
        <PasswordField
          field={form.field('confirmPassword')}
          label={i18n._('Confirm Password')}
          autoComplete="new-password"
        />
        <p className="hint">{i18n._(PASSWORD_INSTRUCTIONS)}</p>
        <ErrorAlert message={error && translateKnown(i18n, error)} as="div" />
        {/* §2's Reset button, named for what it resets: a lone "Reset" reads as clearing the form. */}
        <PlainButton type="submit" expand="block" disabled={change.isPending} className="plain-button--as-written">
          {i18n._('Reset Password')}
        </PlainButton>
      </form>
    </PageFrame>
  );
}
