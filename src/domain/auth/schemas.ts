import * as v from 'valibot';
import { AUTH_MESSAGES as M } from './messages';
import { asksCollegeDetails } from './create-user-fields';
import { INSTITUTE_TYPES, LOGIN_MODULES, SELECTABLE_MODULES } from './roles';

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** §5: at least 8 characters with a digit, a lowercase, an uppercase and one of !@#$%^&*. */
export const STRONG_PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*]).{8,128}$/;
/** The loose e-mail pattern of the seed's forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** POST {auth}/signin: user name and password are both needed (§5). */
export const SignInSchema = v.object({
  username: v.pipe(required(M.loginFieldsRequired), v.maxLength(64, M.invalidCredentials)),
  password: v.pipe(
    v.string(M.loginFieldsRequired),
    v.nonEmpty(M.loginFieldsRequired),
    v.maxLength(256, M.invalidCredentials),
  ),
  module: v.optional(v.picklist(LOGIN_MODULES, M.unknownModule)),
  rememberMe: v.optional(v.boolean(), false),
  /** Signed in on a kiosk: a shorter idle time, and no Remember me. */
  kiosk: v.optional(v.boolean(), false),
});
export type SignIn = v.InferOutput<typeof SignInSchema>;

/** The sign-in form: the module comes from the address (/login/{module}), not from a field. */
export const SignInFormSchema = v.omit(SignInSchema, ['module', 'kiosk']);

/**
 * §5 Change Password, validated in the seed's order: each field required, the rules of the
 * instructions, new differs from old, confirm equals new. Each rule is forwarded to the field it is
 * shown under and runs only once the fields it reads have passed the rules before it.
 */
export const ChangePasswordFormSchema = v.pipe(
  v.object({
    username: v.string(),
    oldpassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField)),
    newPassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField)),
    confirmPassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField)),
  }),
  v.forward(
    v.partialCheck([['newPassword']], (f) => STRONG_PASSWORD.test(f.newPassword), M.fillAsPerInstructions),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck([['confirmPassword']], (f) => STRONG_PASSWORD.test(f.confirmPassword), M.fillAsPerInstructions),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck([['oldpassword'], ['newPassword']], (f) => f.newPassword !== f.oldpassword, M.newSameAsOld),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (f) => f.confirmPassword === f.newPassword,
      M.confirmMismatch,
    ),
    ['confirmPassword'],
  ),
);

/** POST {auth}/resetUserPasswords (§7): the server applies the same rules to what it receives. */
export const ResetUserPasswordsSchema = v.pipe(
  v.object({
    username: v.pipe(v.string(M.requiredField), v.maxLength(64)),
    oldpassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField), v.maxLength(256)),
    newPassword: v.pipe(
      v.string(M.requiredField),
      v.nonEmpty(M.requiredField),
      v.regex(STRONG_PASSWORD, M.fillAsPerInstructions),
    ),
  }),
  v.forward(
    v.partialCheck([['oldpassword'], ['newPassword']], (f) => f.newPassword !== f.oldpassword, M.newSameAsOld),
    ['newPassword'],
  ),
);

/** §5 template sign-in form: e-mail required and well-formed, password required. */
export const EmailSignInSchema = v.object({
  email: v.pipe(required(M.templateRequired), v.maxLength(254), v.regex(EMAIL_PATTERN, M.templateInvalidEmail)),
  password: v.pipe(v.string(M.templateRequired), v.nonEmpty(M.templateRequired)),
});

export const ForgotPasswordSchema = v.object({
  email: v.pipe(required(M.templateRequired), v.maxLength(254), v.regex(EMAIL_PATTERN, M.templateInvalidEmail)),
});

export const ResetPasswordSchema = v.pipe(
  v.object({
    token: v.pipe(required(M.resetLinkInvalid), v.maxLength(200, M.resetLinkInvalid)),
    password: v.pipe(
      v.string(M.requiredField),
      v.nonEmpty(M.requiredField),
      v.regex(STRONG_PASSWORD, M.fillAsPerInstructions),
    ),
    confirmPassword: v.pipe(v.string(M.requiredField), v.nonEmpty(M.requiredField)),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (f) => f.password === f.confirmPassword, M.confirmMismatch),
    ['confirmPassword'],
  ),
);

/** User names: at least 3 characters, no backtick or tilde (§5 Create User). */
export const UserNameSchema = v.pipe(
  v.string(M.userNameMin),
  v.trim(),
  v.minLength(3, M.userNameMin),
  v.maxLength(64, M.userNameMax),
  v.regex(/^[^`~\s<>]+$/, M.userNameMin),
);

export const EmailIdSchema = v.pipe(
  v.string(M.invalidEmailId),
  v.trim(),
  v.maxLength(254, M.invalidEmailId),
  v.regex(EMAIL_PATTERN, M.invalidEmailId),
);

/** §5 Create User: at least 6 characters (the seed checks the encrypted text; we check what was typed too). */
const PASSWORD_MIN_LENGTH = 6;
const PlainPasswordSchema = v.pipe(
  v.string(M.passwordMin),
  v.minLength(PASSWORD_MIN_LENGTH, M.passwordMin),
  v.maxLength(128),
);

const FullNameSchema = v.pipe(required(M.enterFullName), v.maxLength(120), v.regex(/^[^<>]*$/, M.enterText));

/** Faculty and Hod accounts belong to a department (§5 Create User); `role` is a role label in any case. */
export const needsDepartment = (role: string) => ['faculty', 'hod'].includes(role.trim().toLowerCase());
const affiliationGiven = (role: string, s: { instituteType: string; affiliatedTo: string }) =>
  !asksCollegeDetails(role) || s.instituteType !== 'affiliated' || s.affiliatedTo.length > 0;
const departmentGiven = (role: string, department: string) => !needsDepartment(role) || department.length > 0;

/** The college's own details (§5 Create User): given, unless the role is not one they fit (asksCollegeDetails). */
const collegeDetailGiven = (role: string, value: string) => !asksCollegeDetails(role) || value.length > 0;

/** The fields Create User and the §3 sign-up payload share, with their §5 rules. */
const signUpEntries = {
  username: UserNameSchema,
  email: EmailIdSchema,
  // Asked only of the roles that speak for the college (asksCollegeDetails): checked by collegeDetailsGiven.
  instituteType: v.optional(v.union([v.literal(''), v.picklist(INSTITUTE_TYPES)], M.selectInstituteType), ''),
  eamcetCode: v.optional(v.pipe(v.string(M.enterEamcetCode), v.trim(), v.maxLength(20)), ''),
  collegeName: v.optional(v.pipe(v.string(M.enterCollegeName), v.trim(), v.maxLength(200)), ''),
  affiliatedTo: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  fullName: FullNameSchema,
  department: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120)), ''),
  promotions: v.optional(v.boolean(), false),
};

/** §3 sign-up payload, as POST {auth}/signup receives it (password AES-encrypted, role a list of one). */
export const SignUpSchema = v.pipe(
  v.object({
    ...signUpEntries,
    password: v.pipe(v.string(M.passwordMin), v.minLength(PASSWORD_MIN_LENGTH, M.passwordMin), v.maxLength(1024)),
    role: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.length(1, M.selectRole)),
    signInType: v.optional(v.pipe(v.string(), v.maxLength(20)), 'email'),
    module: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  }),
  v.forward(
    v.partialCheck(
      [['role'], ['instituteType'], ['affiliatedTo']],
      (s) => affiliationGiven(s.role[0] ?? '', s),
      M.enterAffiliatedTo,
    ),
    ['affiliatedTo'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['department']],
      (s) => departmentGiven(s.role[0] ?? '', s.department),
      M.selectDepartment,
    ),
    ['department'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['instituteType']],
      (s) => collegeDetailGiven(s.role[0] ?? '', s.instituteType),
      M.selectInstituteType,
    ),
    ['instituteType'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['eamcetCode']],
      (s) => collegeDetailGiven(s.role[0] ?? '', s.eamcetCode),
      M.enterEamcetCode,
    ),
    ['eamcetCode'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['collegeName']],
      (s) => collegeDetailGiven(s.role[0] ?? '', s.collegeName),
      M.enterCollegeName,
    ),
    ['collegeName'],
  ),
);
export type SignUp = v.InferOutput<typeof SignUpSchema>;

/** §2/§5 Create User form: what the administrator types; the app turns it into the §3 payload. */
export const CreateUserFormSchema = v.pipe(
  v.object({
    ...signUpEntries,
    password: PlainPasswordSchema,
    role: v.pipe(v.string(M.selectRole), v.nonEmpty(M.selectRole)),
    modules: v.array(v.picklist(SELECTABLE_MODULES)),
  }),
  v.forward(
    v.partialCheck(
      [['role'], ['instituteType'], ['affiliatedTo']],
      (s) => affiliationGiven(s.role, s),
      M.enterAffiliatedTo,
    ),
    ['affiliatedTo'],
  ),
  v.forward(
    v.partialCheck([['role'], ['department']], (s) => departmentGiven(s.role, s.department), M.selectDepartment),
    ['department'],
  ),
  v.forward(
    v.partialCheck(
      [['role'], ['instituteType']],
      (s) => collegeDetailGiven(s.role, s.instituteType),
      M.selectInstituteType,
    ),
    ['instituteType'],
  ),
  v.forward(
    v.partialCheck([['role'], ['eamcetCode']], (s) => collegeDetailGiven(s.role, s.eamcetCode), M.enterEamcetCode),
    ['eamcetCode'],
  ),
  v.forward(
    v.partialCheck([['role'], ['collegeName']], (s) => collegeDetailGiven(s.role, s.collegeName), M.enterCollegeName),
    ['collegeName'],
  ),
);
export type CreateUserForm = v.InferOutput<typeof CreateUserFormSchema>;

/**
 * §2 Sign Up panel and §5 register template: a parent's own account. The password follows the Change Password
 * rules (anyone may sign up, so nobody chooses a weak one); the passwords must match.
 */
export const RegisterFormSchema = v.pipe(
  v.object({
    fullName: FullNameSchema,
    username: UserNameSchema,
    email: EmailIdSchema,
    password: v.pipe(
      v.string(M.requiredField),
      v.nonEmpty(M.requiredField),
      v.regex(STRONG_PASSWORD, M.fillAsPerInstructions),
    ),
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (f) => f.password === f.confirmPassword, M.passwordsDontMatch),
    ['confirmPassword'],
  ),
);

/** §5 Login creation: Faculty needs Email or EmpCode as the user-name source. */
export const FacultyLoginsQuerySchema = v.object({
  considerMailOrEmpcode: v.pipe(v.optional(v.string(), ''), v.picklist(['email', 'empcode'], M.chooseEmailOrEmpCode)),
  /** One faculty member only (the faculty record's "Create login"); without it, every one who has none. */
  empCode: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{1,16}$/))),
});

/**
 * GET /api/app/getLoginCandidates: how many students and faculty Create Logins would make accounts for, and how
 * many of them would be mailed (those with an e-mail address), so the screen can ask before creating anything.
 */
export const LoginCandidatesSchema = v.object({
  students: v.number(),
  studentsWithEmail: v.number(),
  faculty: v.number(),
  facultyWithEmail: v.number(),
});
export type LoginCandidates = v.InferOutput<typeof LoginCandidatesSchema>;
