import { HTTPError } from 'ky';
import { ALUMNI_MESSAGES as M } from '../../../domain/alumni/messages';
import { isNetworkFailure } from '../../lib/http';
import { RequestSetupError } from './alumni-api';

export interface Popup {
  header: string;
  message: string;
}

/** The server's error body as text: its `{ message }`, else the body itself. */
async function serverBody(error: HTTPError): Promise<string> {
  const text = await error.response
    .clone()
    .text()
    .catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: the text as it came
  }
  return text || `${error.response.status} ${error.response.statusText}`;
}

/** §8 Alumni registration: which popup a failed submission shows (the four cases, word for word). */
export async function registrationFailurePopup(error: unknown): Promise<Popup> {
  if (error instanceof HTTPError) return { header: M.errorTitle, message: await serverBody(error) };
  if (error instanceof RequestSetupError) return { header: M.errorTitle, message: M.setupError(error.message) };
  if (isNetworkFailure(error)) return { header: M.errorTitle, message: M.noResponse };
  return { header: M.errorTitle, message: M.unexpectedError(error instanceof Error ? error.message : String(error)) };
}
