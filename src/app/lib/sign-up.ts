import { encryptPassword } from '../../domain/auth/password-transport';
import { PASSWORD_KEY } from './config';
import { authApi } from './http';

export interface SignUpFields {
  username: string;
  email: string;
  password: string;
  role: string;
  fullName: string;
  instituteType: string;
  eamcetCode: string;
  collegeName: string;
  affiliatedTo: string;
  department: string;
  modules: string[];
  promotions: boolean;
}

/** §3 sign-up payload: the password AES-encrypted, the role as a list of one lower-cased role. */
export const signUp = (f: SignUpFields) =>
  authApi.post('signup', {
    json: {
      username: f.username, email: f.email, password: encryptPassword(f.password, PASSWORD_KEY), role: [f.role.toLowerCase()],
      instituteType: f.instituteType, eamcetCode: f.eamcetCode, collegeName: f.collegeName, affiliatedTo: f.affiliatedTo,
      fullName: f.fullName, department: f.department, signInType: 'email', module: f.modules.join(','), promotions: f.promotions,
    },
  }).json<{ message: string }>();
