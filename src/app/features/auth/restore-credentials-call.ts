import * as v from 'valibot';
import { MessageAnswerSchema } from '../../../domain/auth/answers';
import { authApi } from '../../lib/http';

/** POST {auth}/restoreCredentials: the server mails the user names registered with the address. */
export const askUserNames = async (email: string) =>
  v.parse(MessageAnswerSchema, await authApi.post('restoreCredentials', { json: { email } }).json());
