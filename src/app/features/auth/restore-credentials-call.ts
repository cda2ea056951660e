import { authApi } from '../../lib/http';

/** POST {auth}/restoreCredentials: the server mails the user names registered with the address. */
export const askUserNames = (email: string) =>
  authApi.post('restoreCredentials', { json: { email } }).json<{ message: string }>();
