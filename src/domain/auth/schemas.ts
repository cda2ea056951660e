import * as v from 'valibot';
import { AUTH_MESSAGES as M } from './messages';
import { INSTITUTE_TYPES, LOGIN_MODULES } from './roles';

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** §5: at least 8 characters with a digit, a lowercase, an uppercase and one of !@#$%^&*. */
export const STRONG_PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*]).{8,128}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** POST {auth}/signin: user name and password are both needed (§5). */
export const SignInSchema = v.object({
  username: v.pipe(required(M.loginFieldsRequired), v.maxLength(64, M.invalidCredentials)),
  password: v.pipe(v.string(M.loginFieldsRequired), v.nonEmpty(M.loginFieldsRequired), v.maxLength(256, M.invalidCredentials)),
  module: v.optional(v.picklist(LOGIN_MODULES, 'Unknown module')),
  rememberMe: v.optional(v.boolean(), false),
});
export type SignIn = v.InferOutput<typeof SignInSchema>;

/**
 * §5 Change Password, validated in the seed's order: each field required, the rules of the
 * instructions, new differs from old, confirm equals new.
 */
export const ChangePasswordFormSchema = v.pipe(
  v.object({
    username: v.string(),
    oldpassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField)),
    newPassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField)),
    confirmPassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField)),
  }),
  v.check((f) => STRONG_PASSWORD.test(f.newPassword) && STRONG_PASSWORD.test(f.confirmPassword), M.fillAsPerInstructions),
  v.check((f) => f.newPassword !== f.oldpassword, M.newSameAsOld),
  v.check((f) => f.confirmPassword === f.newPassword, M.confirmMismatch),
);

/** POST {auth}/resetUserPasswords (§7): the server applies the same rules to what it receives. */
export const ResetUserPasswordsSchema = v.pipe(
  v.object({
    username: v.pipe(v.string(M.requiredField), v.maxLength(64)),
    oldpassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField), v.maxLength(256)),
    newPassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField), v.regex(STRONG_PASSWORD, M.fillAsPerInstructions)),
  }),
  v.check((f) => f.newPassword !== f.oldpassword, M.newSameAsOld),
);

/** §5 template sign-in form: e-mail required and well-formed, password required. */
export const EmailSignInSchema = v.object({
  email: v.pipe(required(M.templateRequired), v.maxLength(254), v.regex(EMAIL, M.templateInvalidEmail)),
  password: v.pipe(v.string(M.templateRequired), v.nonEmpty(M.templateRequired)),
});

export const ForgotPasswordSchema = v.object({
  email: v.pipe(required(M.templateRequired), v.maxLength(254), v.regex(EMAIL, M.templateInvalidEmail)),
});

export const ResetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(required(M.resetLinkInvalid), v.maxLength(200, M.resetLinkInvalid)),
    password: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField), v.regex(STRONG_PASSWORD, M.fillAsPerInstructions)),
    confirmPassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField)),
  }),
  v.check((f) => f.password === f.confirmPassword, M.confirmMismatch),
);

/** User names: at least 3 characters, no backtick or tilde (§5 Create User). */
export const UserNameSchema = v.pipe(
  v.string(M.userNameMin),
  v.trim(),
  v.minLength(3, M.userNameMin),
  v.maxLength(64, 'User Name should be at most 64 characters'),
  v.regex(/^[^`~\s<>]+$/, M.userNameMin),
);

export const EmailIdSchema = v.pipe(v.string(M.invalidEmailId), v.trim(), v.maxLength(254, M.invalidEmailId), v.regex(EMAIL, M.invalidEmailId));

/** §3 sign-up payload, as POST {auth}/signup receives it (password AES-encrypted, role a list of one). */
export const SignUpSchema = v.pipe(
  v.object({
    username: UserNameSchema,
    email: EmailIdSchema,
    password: v.pipe(v.string(M.passwordMin), v.minLength(6, M.passwordMin), v.maxLength(1024)),
    role: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.length(1, 'Please select a role')),
    instituteType: v.picklist(INSTITUTE_TYPES, 'Please select the institute type'),
    eamcetCode: v.pipe(required('Please enter the eamcet code'), v.maxLength(20)),
    collegeName: v.pipe(required('Please enter the college name'), v.maxLength(200)),
    affiliatedTo: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
    fullName: v.pipe(required('Please enter the full name'), v.maxLength(120), v.regex(/^[^<>]*$/, 'Please Enter Text')),
    department: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120)), ''),
    signInType: v.optional(v.pipe(v.string(), v.maxLength(20)), 'email'),
    module: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
    promotions: v.optional(v.boolean(), false),
  }),
  v.check((s) => s.instituteType !== 'affiliated' || s.affiliatedTo.length > 0, 'Please enter the university the college is affiliated to'),
  v.check((s) => !['faculty', 'hod'].includes(s.role[0]!.toLowerCase()) || s.department.length > 0, 'Please select the department'),
);
export type SignUp = v.InferOutput<typeof SignUpSchema>;

/** §5 Login creation: Faculty needs Email or EmpCode as the user-name source. */
export const FacultyLoginsQuerySchema = v.object({
  considerMailOrEmpcode: v.pipe(v.optional(v.string(), ''), v.picklist(['email', 'empcode'], M.chooseEmailOrEmpCode)),
});
