import * as v from 'valibot';
import { MessageAnswerSchema } from '../../domain/auth/answers';
import { asksCollegeDetails } from '../../domain/auth/create-user-fields';
import { encryptPassword } from '../../domain/auth/password-transport';
import type { CreateUserForm, SignUp } from '../../domain/auth/schemas';
import { PASSWORD_KEY } from './config';
import { authApi } from './http';

/** What Create User and the Sign Up panel collect; the panel's modules are the login page's module. */
export type SignUpFields = Omit<CreateUserForm, 'modules'> & { modules: readonly string[] };

/** §3 sign-up payload: the password AES-encrypted, the role a list of one lower-cased role, modules comma-joined. */
function signUpPayload(f: SignUpFields): SignUp {
  // The college's details go only with a role they fit: values typed before the role changed stay behind.
  const college = asksCollegeDetails(f.role);
  return {
    username: f.username,
    email: f.email,
    password: encryptPassword(f.password, PASSWORD_KEY),
    role: [f.role.toLowerCase()],
    instituteType: college ? f.instituteType : '',
    eamcetCode: college ? f.eamcetCode : '',
    collegeName: college ? f.collegeName : '',
    affiliatedTo: college ? f.affiliatedTo : '',
    fullName: f.fullName,
    department: f.department,
    signInType: 'email',
    module: f.modules.join(','),
    promotions: f.promotions,
  };
}

/** POST {auth}/signup. */
export const signUp = async (f: SignUpFields) =>
  v.parse(MessageAnswerSchema, await authApi.post('signup', { json: signUpPayload(f) }).json());
