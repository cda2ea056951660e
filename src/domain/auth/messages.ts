/** §6: what a role sees on a screen or action it may not use. */
export const NO_PERMISSION = "You Don't have permission to View";

/**
 * §5 and §8: the words of the account screens, exactly as the seed has them (typos included). Each text
 * is written here once (tests/domain/message-literals.test.ts checks): schemas, screens and the server
 * refer to these keys.
 */
export const AUTH_MESSAGES = {
  loginFieldsRequired: 'Please enter user name and password',
  requiredField: 'This is a required field',
  fillAsPerInstructions: 'Please Fill as per Instructions',
  newSameAsOld: 'New password cannot be same as old password',
  confirmMismatch: 'Password is not matched with New Password',
  passwordUpdated: 'Your Password has been Successfully Updated',
  registrationDone: 'Your Registartion Was Successfully Completed',
  errorTitle: 'Oops...',
  oldPasswordWrong: 'The old password is not correct',
  userNameMin: 'User Name should be minimum 3 characters',
  passwordMin: 'Password must be minimum 6 characters',
  invalidEmailId: 'Please enter valid Email Id',
  templateRequired: 'Required',
  templateInvalidEmail: 'Invalid email',
  passwordsDontMatch: 'Passwords dont match',
  chooseEmailOrEmpCode: 'Please select either Email or EmpCode.',
  studentLoginFailed: 'Failed to create student login.',
  studentLoginError: 'An error occurred while creating student login.',
  facultyLoginCreated: 'Faculty login created successfully!',
  facultyLoginFailed: 'Failed to create faculty login.',
  facultyLoginError: 'Something went wrong while creating faculty login.',
  /** Not seed messages: Create Logins asks before it creates accounts and sends mail. */
  noLoginsToCreate: 'Nobody is waiting for a login: every one of them already has one.',
  loginCandidatesFailed: 'Could not count who needs a login. Please try again.',
  noPermission: NO_PERMISSION,
  createUserNotAllowed: 'Your sign-in does not allow creating users. Sign out and sign in again as an administrator.',
  invalidCredentials: 'Invalid user name or password',
  sessionRequired: 'Please sign in to continue',
  forbidden: NO_PERMISSION,
  resetLinkSent: 'If an account exists for that e-mail, a reset link is on its way. It is valid for 30 minutes.',
  resetLinkInvalid: 'This reset link is invalid, used or expired. Please ask for a new one.',
  passwordResetDone: 'Your password has been reset. Please sign in with the new password.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  signUpsFromAddress: 'Too many accounts were created from this network in the last hour. Please try again later.',
  duplicateUser: 'A user with this user name already exists',
  commonPassword: 'This password is too common and easy to guess. Please choose another one.',
  duplicateEmail:
    'An account with this e-mail address already exists. Please sign in, or use "Forgot user name?" to find its user name.',
  registrationFailed: 'Registration failed. Please try again.',
  // Create User and sign-up (§5): the fields the seed checks without naming a message.
  userNameMax: 'User Name should be at most 64 characters',
  selectRole: 'Please select a role',
  selectInstituteType: 'Please select the institute type',
  enterEamcetCode: 'Please enter the eamcet code',
  enterCollegeName: 'Please enter the college name',
  enterFullName: 'Please enter the full name',
  enterText: 'Please Enter Text',
  enterAffiliatedTo: 'Please enter the university the college is affiliated to',
  selectDepartment: 'Please select the department',
  unknownModule: 'Unknown module',
} as const;

/** §5 Change Password instructions, shown beside the form. */
export const PASSWORD_INSTRUCTIONS =
  'The new password must have at least 8 characters, with a digit, a lowercase letter, an uppercase letter and one of !@#$%^&*.';
