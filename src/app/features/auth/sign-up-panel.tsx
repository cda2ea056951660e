import { useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { AUTH_MESSAGES as M, PASSWORD_INSTRUCTIONS } from '../../../domain/auth/messages';
import { RegisterFormSchema } from '../../../domain/auth/schemas';
import { failureMessage } from '../../lib/http';
import { signUp } from '../../lib/sign-up';
import { translateKnown } from '../../i18n/translate-known';
import { showDialog } from '../../ui/dialog';
import { PasswordField } from '../../ui/form/password-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';

/**
 * Self-registration (§2 Sign Up panel, /register): a parent's account for this college. Staff accounts
 * are created by the administrator on Create User, so the role here is Parent.
 */
export function SignUpPanel({ module, onDone }: { module: string; onDone?: () => void }) {
  const { i18n } = useLingui();
  const register = useMutation({
    mutationFn: (f: v.InferOutput<typeof RegisterFormSchema>) =>
      signUp({
        username: f.username,
        email: f.email,
        password: f.password,
        role: 'Parent',
        fullName: f.fullName,
        // A parent is not asked for the college's details: the server keeps the college profile's.
        instituteType: '',
        eamcetCode: '',
        collegeName: '',
        affiliatedTo: '',
        department: '',
        modules: [module],
        promotions: false,
      }),
    onSuccess: async () => {
      await showDialog(i18n._('Success'), i18n._(M.registrationDone));
      window.location.reload();
    },
    onError: async (e) =>
      showDialog(i18n._(M.errorTitle), translateKnown(i18n, await failureMessage(e, M.registrationFailed))),
  });
  const form = useSchemaForm(RegisterFormSchema, {
    initial: { fullName: '', username: '', email: '', password: '', confirmPassword: '' },
    onSubmit: (fields) => register.mutate(fields),
  });

  return (
    <form className="form-card" onSubmit={form.handleSubmit} noValidate aria-label={i18n._('Sign Up')}>
      <h2>{i18n._('Sign Up')}</h2>
      <p className="hint">
        {i18n._('Parents can register here. Staff and student accounts are created by the college.')}
      </p>
      <TextField field={form.field('fullName')} label={i18n._('Full Name')} maxLength={120} autoComplete="name" />
      <TextField field={form.field('username')} label={i18n._('User Name')} maxLength={64} autoComplete="username" />
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
      <p className="hint">{i18n._(PASSWORD_INSTRUCTIONS)}</p>
      <PlainButton type="submit" expand="block" disabled={register.isPending}>
        {register.isPending ? i18n._('Registering…') : i18n._('Register')}
      </PlainButton>
      {onDone && (
        <PlainButton fill="clear" expand="block" onClick={onDone}>
          {i18n._('Back to Sign In')}
        </PlainButton>
      )}
    </form>
  );
}
