import type { Mail } from '../../mail/mailer';

/**
 * Sign-up answers a taken e-mail address the same as a taken user name, so the screen does not tell a stranger
 * whose address has an account; the address's owner learns it from this mail instead.
 */
export function signUpTakenMail(owner: { email: string; fullName: string; username: string }, publicUrl: string): Mail {
  return {
    to: owner.email,
    subject: 'Someone tried to register with your e-mail address',
    text: [
      `Hello ${owner.fullName},`,
      '',
      `Someone tried to create a new Campus ERP account with this e-mail address, which already belongs to the account "${owner.username}". No account was created and nothing was changed.`,
      '',
      `If it was you, sign in with the user name ${owner.username}, or choose a new password here: ${publicUrl}/ForgotPassword`,
      '',
      'If it was not you, you can ignore this mail.',
    ].join('\n'),
  };
}
