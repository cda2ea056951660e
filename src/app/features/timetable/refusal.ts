import { HTTPError } from 'ky';
import { failureMessage } from '../../lib/http';

/** The server's words for a refusal with its reason ('Details are not saved …: Room Lab 2 is taken by …'). */
export async function refusalText(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    const body = (await error.response
      .clone()
      .json()
      .catch(() => null)) as { message?: unknown; reason?: unknown } | null;
    if (typeof body?.message === 'string')
      return typeof body.reason === 'string' ? `${body.message}: ${body.reason}` : body.message;
  }
  return failureMessage(error);
}
