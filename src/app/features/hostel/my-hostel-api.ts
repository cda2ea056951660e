import * as v from 'valibot';
import { ApplicationSavedSchema, HostelMessageSchema } from '../../../domain/hostel/registration-answers';
import type { HostelApplicationInput } from '../../../domain/hostel/registration';
import { apiBases } from '../../lib/config';
import { appApi } from '../../lib/http';
import { refusalMessage } from '../../lib/offline/outbox/outbox-item';

/** What an application came to: sent (with the server's answer) or kept in the outbox until the network is back. */
export type Applied = { queued: false; message: string } | { queued: true };

/**
 * A student's hostel application. Offline it waits in the outbox and goes when the network is back; a replay of one
 * already received is refused by the server (one open application a year), so it is never made twice.
 */
export async function applyForHostel(input: HostelApplicationInput): Promise<Applied> {
  const { sendOrQueue } = await import('../../lib/offline/outbox/outbox');
  const result = await sendOrQueue({
    url: `${apiBases().app.replace(/\/$/, '')}/hostel/applications`,
    method: 'POST',
    body: input,
    kind: 'hostel.apply',
    label: 'Hostel application',
  });
  if (result.outcome === 'queued') return { queued: true };
  if (!result.response.ok) throw new Error(await refusalMessage(result.response));
  return { queued: false, message: v.parse(ApplicationSavedSchema, await result.response.json()).message };
}

/** Withdrawing the application not yet allotted (online only: the hostel office may be allotting it right now). */
export const withdrawApplication = async () =>
  v.parse(HostelMessageSchema, await appApi.post('hostel/applications/mine/withdraw').json());
