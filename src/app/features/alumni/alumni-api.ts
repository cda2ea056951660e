import { HTTPError } from 'ky';
import type { AlumniHistory } from '../../../domain/alumni/history-schema';
import type { AlumniRegistration } from '../../../domain/alumni/registration-schema';
import type { AlumniAccount } from '../../../domain/alumni/account-schema';
import { apiBases } from '../../lib/config';
import { appApi } from '../../lib/http';
import { parsedAnswer } from '../../lib/parsed-answer';

/**
 * The alumni submissions, one function each: build the multipart body and post it with the app's ky client
 * (which adds the Idempotency-Key). The screens handle the result (popups, toasts) separately, so routing a
 * submission through the offline outbox changes only these functions.
 */

/** Thrown when the request could not be built (§8 'Error in setting up request: {message}'). */
export class RequestSetupError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'RequestSetupError';
  }
}

/** A submission kept in the offline outbox: it is sent when the network returns (see the Outbox screen). */
export interface Queued {
  queued: true;
}
export const isQueued = (result: Response | Queued): result is Queued => 'queued' in result;

const address = (call: string) => `${apiBases().app.replace(/\/$/, '')}/${call}`;

/** Sends through the outbox: the server's answer, or Queued when the network failed (never an error then). */
async function sendThroughOutbox(
  call: string,
  body: FormData,
  kind: string,
  label: string,
): Promise<Response | Queued> {
  // The outbox (and its device store) load with the first submission, not with the screen.
  const { sendOrQueue } = await import('../../lib/offline/outbox/outbox');
  const result = await sendOrQueue({ url: address(call), method: 'POST', formData: body, kind, label });
  return result.outcome === 'queued' ? { queued: true } : result.response;
}

function formData(build: (form: FormData) => void): FormData {
  try {
    const form = new FormData();
    build(form);
    return form;
  } catch (error) {
    throw new RequestSetupError(error);
  }
}

/** §7 POST saveAlumniStudentRegister: part `file` (when attached) and `alumniStudentRegistration` (JSON). */
export async function submitAlumniRegistration(
  payload: AlumniRegistration,
  file: File | null,
): Promise<Response | Queued> {
  const body = formData((form) => {
    if (file) form.append('file', file, file.name);
    form.append('alumniStudentRegistration', JSON.stringify(payload));
  });
  const result = await sendThroughOutbox(
    'saveAlumniStudentRegister',
    body,
    'alumni.registration',
    `Alumni registration: ${payload.rollNumber}`,
  );
  // §8 'Oops...' popups read the server's body from ky's HTTPError, as before the outbox.
  if (!isQueued(result) && !result.ok)
    throw new HTTPError(
      result,
      new Request(result.url || address('saveAlumniStudentRegister'), { method: 'POST' }),
      {} as never,
    );
  return result;
}

/** §7 POST saveAluminiHistoryByUrl: `alumniData` (JSON) and one or two files. */
export async function submitAlumniHistory(
  data: AlumniHistory,
  files: { passportPhoto: File | null; certificate: File | null },
): Promise<Response | Queued> {
  const body = formData((form) => {
    form.append('alumniData', JSON.stringify(data));
    if (files.passportPhoto) form.append('passportPhoto', files.passportPhoto, files.passportPhoto.name);
    if (files.certificate) form.append('certificate', files.certificate, files.certificate.name);
  });
  // Refusals come back as a Response too: the screen says 'Failed to save alumni history.' for any status but 200.
  return sendThroughOutbox('saveAluminiHistoryByUrl', body, 'alumni.history', `Alumni history: ${data.rollNumber}`);
}

/**
 * POST registerAlumniAccount (public): the account an alumnus makes with roll number and date of birth; without
 * a code the answer says where the one-time code went (202), with the right code the account is made.
 */
export async function registerAlumniAccount(body: AlumniAccount) {
  return parsedAnswer(
    import('../../../domain/alumni/answers').then((m) => m.AlumniAccountAnswerSchema),
    appApi.post('registerAlumniAccount', { json: body }).json(),
  );
}

/** PUT alumni/me: the alumnus's correction of their own registration. */
export async function saveOwnRecord(body: AlumniRegistration) {
  return parsedAnswer(
    import('../../../domain/auth/answers').then((m) => m.MessageAnswerSchema),
    appApi.put('alumni/me', { json: body }).json(),
  );
}
