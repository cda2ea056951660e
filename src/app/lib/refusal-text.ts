import { HTTPError } from 'ky';
import { appI18n } from '../i18n/app-i18n';
import { translateKnown } from '../i18n/translate-known';
import { failureMessage } from './http';

/**
 * The server's §8 words for a refused change with its reason ('Unable to Delete the Record: Used by 60 students'), each
 * in the page's language when a loaded catalogue has it or the template it was filled from ('3 courses still to
 * pass'); a reason no catalogue knows shows as sent.
 */
export async function refusalText(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      const i18n = appI18n();
      const message = translateKnown(i18n, body.message);
      return 'reason' in body && typeof body.reason === 'string'
        ? `${message}: ${translateKnown(i18n, body.reason)}`
        : message;
    }
  }
  return failureMessage(error);
}
