import { NO_PERMISSION } from './no-permission';

export { NO_PERMISSION };

/**
 * §5 and §8: the words of the account screens, exactly as the seed has them (typos included). Each text
 * is written here once (tests/domain/message-literals.test.ts checks): schemas, screens and the server
 * refer to these keys.
 */
export const AUTH_MESSAGES = {
  loginFieldsRequired: /*i18n*/ 'Please enter user name and password',
  requiredField: /*i18n*/ 'This is a required field',
  fillAsPerInstructions: /*i18n*/ 'Please Fill as per Instructions',
  newSameAsOld: /*i18n*/ 'New password cannot be same as old password',
  confirmMismatch: /*i18n*/ 'Password is not matched with New Password',
  passwordUpdated: /*i18n*/ 'Your Password has been Successfully Updated',
  registrationDone: /*i18n*/ 'Your Registartion Was Successfully Completed',
  errorTitle: /*i18n*/ 'Oops...',
  oldPasswordWrong: /*i18n*/ 'The old password is not correct',
  userNameMin: /*i18n*/ 'User Name should be minimum 3 characters',
  passwordMin: /*i18n*/ 'Password must be minimum 6 characters',
  invalidEmailId: /*i18n*/ 'Please enter valid Email Id',
  templateRequired: /*i18n*/ 'Required',
  templateInvalidEmail: /*i18n*/ 'Invalid email',
  passwordsDontMatch: /*i18n*/ 'Passwords dont match',
  chooseEmailOrEmpCode: /*i18n*/ 'Please select either Email or EmpCode.',
  studentLoginFailed: /*i18n*/ 'Failed to create student login.',
  studentLoginError: /*i18n*/ 'An error occurred while creating student login.',
  facultyLoginCreated: /*i18n*/ 'Faculty login created successfully!',
  facultyLoginFailed: /*i18n*/ 'Failed to create faculty login.',
  facultyLoginError: /*i18n*/ 'Something went wrong while creating faculty login.',
  /** Not seed messages: Create Logins asks before it creates accounts and sends mail. */
  noLoginsToCreate: /*i18n*/ 'Nobody is waiting for a login: every one of them already has one.',
  loginCandidatesFailed: /*i18n*/ 'Could not count who needs a login. Please try again.',
  noPermission: NO_PERMISSION,
  createUserNotAllowed:
    /*i18n*/ 'Your sign-in does not allow creating users. Sign out and sign in again as an administrator.',
  invalidCredentials: /*i18n*/ 'Invalid user name or password',
  sessionRequired: /*i18n*/ 'Please sign in to continue',
  forbidden: NO_PERMISSION,
  resetLinkSent:
    /*i18n*/ 'If an account exists for that e-mail, a reset link is on its way. It is valid for 30 minutes.',
  resetLinkInvalid: /*i18n*/ 'This reset link is invalid, used or expired. Please ask for a new one.',
  passwordResetDone: /*i18n*/ 'Your password has been reset. Please sign in with the new password.',
  tooManyAttempts: /*i18n*/ 'Too many attempts. Please wait a few minutes and try again.',
  signUpsFromAddress:
    /*i18n*/ 'Too many accounts were created from this network in the last hour. Please try again later.',
  duplicateUser: /*i18n*/ 'A user with this user name already exists',
  commonPassword: /*i18n*/ 'This password is too common and easy to guess. Please choose another one.',
  duplicateEmail:
    /*i18n*/ 'An account with this e-mail address already exists. Please sign in, or use "Forgot user name?" to find its user name.',
  registrationFailed: /*i18n*/ 'Registration failed. Please try again.',
  // Create User and sign-up (§5): the fields the seed checks without naming a message.
  userNameMax: /*i18n*/ 'User Name should be at most 64 characters',
  selectRole: /*i18n*/ 'Please select a role',
  selectInstituteType: /*i18n*/ 'Please select the institute type',
  enterEamcetCode: /*i18n*/ 'Please enter the eamcet code',
  enterCollegeName: /*i18n*/ 'Please enter the college name',
  enterFullName: /*i18n*/ 'Please enter the full name',
  enterText: /*i18n*/ 'Please Enter Text',
  enterAffiliatedTo: /*i18n*/ 'Please enter the university the college is affiliated to',
  selectDepartment: /*i18n*/ 'Please select the department',
  unknownModule: /*i18n*/ 'Unknown module',
} as const;

/** §5 Change Password instructions, shown beside the form. */
export const PASSWORD_INSTRUCTIONS =
  /*i18n*/ 'The new password must have at least 8 characters, with a digit, a lowercase letter, an uppercase letter and one of !@#$%^&*.';
