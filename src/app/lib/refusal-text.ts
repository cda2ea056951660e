import { HTTPError } from 'ky';
import { failureMessage } from './http';

/** The server's §8 words for a refused change with its reason ('Unable to Delete the Record: Used by 60 students'). */
export async function refusalText(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return 'reason' in body && typeof body.reason === 'string' ? `${body.message}: ${body.reason}` : body.message;
  }
  return failureMessage(error);
}
