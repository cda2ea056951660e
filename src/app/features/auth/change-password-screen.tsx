import { IonButton } from '@ionic/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { AUTH_MESSAGES as M, PASSWORD_INSTRUCTIONS } from '../../../domain/auth/messages';
import { ChangePasswordFormSchema } from '../../../domain/auth/schemas';
import { currentUser } from '../../lib/session';
import { showDialog } from '../../ui/dialog';
import { PageFrame } from '../../ui/page-frame';
import { PasswordInput } from '../../ui/password-input';
import { TextInput } from '../../ui/text-input';
import { showToast } from '../../ui/toast';
import { failureMessage } from '../../lib/http';
import { changePassword } from './auth-calls';

type Field = 'oldpassword' | 'newPassword' | 'confirmPassword';

// Where each of the form-wide rules (§5, in order) is shown.
const RULE_FIELD: Record<string, Field> = {
  [M.fillAsPerInstructions]: 'newPassword',
  [M.newSameAsOld]: 'newPassword',
  [M.confirmMismatch]: 'confirmPassword',
};

/** §2 Change Password (/ResetLoginPassword, /app/reset Password): on success every session ends (§4). */
export function ChangePasswordScreen() {
  const username = currentUser()?.username ?? '';
  const [form, setForm] = useState<Record<Field, string>>({ oldpassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const change = useMutation({
    mutationFn: () => changePassword(username, form.oldpassword, form.newPassword),
    onSuccess: async (res) => {
      if (res.status !== 1) return showDialog(M.errorTitle, res.message);
      await showDialog('Success', M.passwordUpdated);
      window.location.assign('/');
    },
    onError: async (e) => showDialog(M.errorTitle, await failureMessage(e)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(ChangePasswordFormSchema, { username, ...form });
    if (parsed.success) {
      setErrors({});
      return change.mutate();
    }
    const next: Partial<Record<Field, string>> = {};
    for (const issue of parsed.issues) {
      const key = (v.getDotPath(issue) as Field | null) ?? RULE_FIELD[issue.message];
      if (key && !next[key]) next[key] = issue.message;
    }
    setErrors(next);
    if (Object.values(next).includes(M.fillAsPerInstructions)) void showToast(M.fillAsPerInstructions, { tone: 'danger' });
  };

  return (
    <PageFrame title="Change Password">
      <form className="form-card" onSubmit={onSubmit} noValidate aria-label="Change Password">
        <TextInput label="User Name" value={username} onChange={() => undefined} readonly autocomplete="username" />
        <PasswordInput label="Old Password" value={form.oldpassword} onChange={set('oldpassword')} error={errors.oldpassword} />
        <PasswordInput label="New Password" value={form.newPassword} onChange={set('newPassword')} error={errors.newPassword} autocomplete="new-password" />
        <PasswordInput label="Confirm Password" value={form.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword} autocomplete="new-password" />
        <p className="hint">{PASSWORD_INSTRUCTIONS}</p>
        <IonButton type="submit" expand="block" disabled={change.isPending}>Reset</IonButton>
      </form>
    </PageFrame>
  );
}
