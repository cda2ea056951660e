import * as v from 'valibot';
import { LANDING_BY_ROLE } from './roles';
import { EmailIdSchema, UserNameSchema } from './schemas';

/** What `npm run create-admin` says to the person installing the server. */
export const FIRST_ADMIN_MESSAGES = {
  usage: 'Usage: npm run create-admin -- --user <user name> --email <e-mail address> [--name "Full name"]',
  fullNameInvalid: 'The full name must have 1 to 120 characters, without < or >.',
  administratorExists: 'An administrator exists already: further accounts are created in the app (Create User).',
  userNameTaken: 'This user name belongs to another account: choose another one.',
} as const;

/** The first administrator's account: the same rules as Create User's user name and e-mail. */
export const FirstAdminSchema = v.object({
  username: UserNameSchema,
  email: EmailIdSchema,
  fullName: v.pipe(
    v.optional(v.string(), 'Administrator'),
    v.trim(),
    v.nonEmpty(FIRST_ADMIN_MESSAGES.fullNameInvalid),
    v.maxLength(120, FIRST_ADMIN_MESSAGES.fullNameInvalid),
    v.regex(/^[^<>]*$/, FIRST_ADMIN_MESSAGES.fullNameInvalid),
  ),
});
export type FirstAdmin = v.InferOutput<typeof FirstAdminSchema>;

/** Where the first administrator's sign-in leads: the set-up checklist on their dashboard. */
export const SETUP_CHECKLIST_HREF = `${LANDING_BY_ROLE.ROLE_ADMIN}#setup`;

/** The link `create-admin` prints: choose the password, then sign in to the set-up checklist. */
export const firstAdminLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${token}&next=${encodeURIComponent(SETUP_CHECKLIST_HREF)}`;
