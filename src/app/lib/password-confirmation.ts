import ky, { type AfterResponseHook } from 'ky';
import * as v from 'valibot';
import {
  PASSWORD_CONFIRMATION_STATUS,
  PasswordConfirmationAnswerSchema,
} from '../../domain/auth/password-confirmation';

/** Asks the user for their password and confirms it with the server; false when they cancel. */
type AskForPassword = () => Promise<boolean>;

let askForPassword: AskForPassword | null = null;

/** The signed-in frame's dialog answers the server's requests for the password; returns how to stop. */
export function answerPasswordRequestsWith(ask: AskForPassword): () => void {
  askForPassword = ask;
  return () => {
    if (askForPassword === ask) askForPassword = null;
  };
}

/**
 * A change the server refused until the password is typed again (428, `passwordConfirmation: true`): ask for it,
 * then send the same request again. Cancelled, or with no dialog on the page, the 428 goes to the screen, which
 * shows its message. `send` is the client's own fetch, which sends the change again.
 */
export const confirmPasswordAndRetry =
  (send: typeof fetch): AfterResponseHook =>
  async (request, _options, response) => {
    if (response.status !== PASSWORD_CONFIRMATION_STATUS || !askForPassword) return;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (!v.is(PasswordConfirmationAnswerSchema, body)) return;
    if (!(await askForPassword())) return;
    // ky sent a clone, so this request still has its body (and its Idempotency-Key: the 428 was not stored).
    return ky(request, { fetch: send, retry: 0, timeout: 20_000 });
  };
