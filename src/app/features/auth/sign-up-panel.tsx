import { IonButton } from '@ionic/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { AUTH_MESSAGES as M } from '../../../domain/auth/messages';
import { EmailIdSchema, UserNameSchema } from '../../../domain/auth/schemas';
import { collegeProfileQuery } from '../../lib/college-profile';
import { showDialog } from '../../ui/dialog';
import { PasswordInput } from '../../ui/password-input';
import { TextInput } from '../../ui/text-input';
import { failureMessage } from '../../lib/http';
import { signUp } from '../../lib/sign-up';

type Field = 'fullName' | 'username' | 'email' | 'password' | 'confirmPassword';

/**
 * Self-registration (§2 Sign Up panel, /register): a parent's account for this college. Staff accounts
 * are created by the administrator on Create User, so the role here is Parent.
 */
export function SignUpPanel({ module, onDone }: { module: string; onDone?: () => void }) {
  const college = useQuery(collegeProfileQuery());
  const [form, setForm] = useState<Record<Field, string>>({ fullName: '', username: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const register = useMutation({
    mutationFn: () => signUp({
      username: form.username.trim(), email: form.email.trim(), password: form.password, role: 'Parent', fullName: form.fullName.trim(),
      instituteType: 'autonomous', eamcetCode: college.data?.code ?? 'NA', collegeName: college.data?.name ?? 'NA', affiliatedTo: '',
      department: '', modules: [module], promotions: false,
    }),
    onSuccess: async () => {
      await showDialog('Success', M.registrationDone);
      window.location.reload();
    },
    onError: async (e) => showDialog(M.errorTitle, await failureMessage(e, 'Registration failed. Please try again.')),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!form.fullName.trim()) next.fullName = M.templateRequired;
    const user = v.safeParse(UserNameSchema, form.username);
    if (!user.success) next.username = user.issues[0].message;
    const email = v.safeParse(EmailIdSchema, form.email);
    if (!email.success) next.email = email.issues[0].message;
    if (form.password.length < 6) next.password = M.passwordMin;
    if (form.confirmPassword !== form.password) next.confirmPassword = M.passwordsDontMatch;
    setErrors(next);
    if (Object.keys(next).length === 0) register.mutate();
  };

  return (
    <form className="form-card" onSubmit={onSubmit} noValidate aria-label="Sign Up">
      <h2>Sign Up</h2>
      <p className="hint">Parents can register here. Staff and student accounts are created by the college.</p>
      <TextInput label="Full Name" value={form.fullName} onChange={set('fullName')} error={errors.fullName} maxlength={120} autocomplete="name" />
      <TextInput label="User Name" value={form.username} onChange={set('username')} error={errors.username} maxlength={64} autocomplete="username" />
      <TextInput label="E-mail" type="email" value={form.email} onChange={set('email')} error={errors.email} maxlength={254} autocomplete="email" />
      <PasswordInput label="Password" value={form.password} onChange={set('password')} error={errors.password} autocomplete="new-password" />
      <PasswordInput label="Confirm Password" value={form.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword} autocomplete="new-password" />
      <IonButton type="submit" expand="block" disabled={register.isPending}>{register.isPending ? 'Registering…' : 'Register'}</IonButton>
      {onDone && <IonButton fill="clear" expand="block" onClick={onDone}>Back to Sign In</IonButton>}
    </form>
  );
}
