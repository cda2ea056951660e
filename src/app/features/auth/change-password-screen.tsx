import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { AUTH_MESSAGES as M, PASSWORD_INSTRUCTIONS } from '../../../domain/auth/messages';
import { ChangePasswordFormSchema } from '../../../domain/auth/schemas';
import { currentUser } from '../../lib/session';
import { showDialog } from '../../ui/dialog';
import { PasswordField } from '../../ui/form/password-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';
import { failureMessage } from '../../lib/http';
import { changePassword } from './auth-calls';

/** §2 Change Password (/ResetLoginPassword, /app/reset Password): on success every session ends (§4). */
export function ChangePasswordScreen() {
  const username = currentUser()?.username ?? '';
  const change = useMutation({
    mutationFn: (f: v.InferOutput<typeof ChangePasswordFormSchema>) =>
      changePassword(f.username, f.oldpassword, f.newPassword),
    onSuccess: async (res) => {
      if (res.status !== 1) return showDialog(M.errorTitle, res.message);
      await showDialog('Success', M.passwordUpdated);
      window.location.assign('/');
    },
    onError: async (e) => showDialog(M.errorTitle, await failureMessage(e)),
  });
  const form = useSchemaForm(ChangePasswordFormSchema, {
    initial: { username, oldpassword: '', newPassword: '', confirmPassword: '' },
    onSubmit: (fields) => change.mutate(fields),
    // §5: 'Please Fill as per Instructions' also comes as a toast.
    onInvalid: (messages) => {
      if (messages.includes(M.fillAsPerInstructions)) void showToast(M.fillAsPerInstructions, { tone: 'danger' });
    },
  });

  return (
    <PageFrame title="Change Password">
      <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label="Change Password">
        <TextField field={form.field('username')} label="User Name" readOnly autoComplete="username" />
        <PasswordField field={form.field('oldpassword')} label="Old Password" />
        <PasswordField field={form.field('newPassword')} label="New Password" autoComplete="new-password" />
        <PasswordField field={form.field('confirmPassword')} label="Confirm Password" autoComplete="new-password" />
        <p className="hint">{PASSWORD_INSTRUCTIONS}</p>
        <PlainButton type="submit" expand="block" disabled={change.isPending}>
          Reset
        </PlainButton>
      </form>
    </PageFrame>
  );
}
