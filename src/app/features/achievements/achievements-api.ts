import * as v from 'valibot';
import {
  AchievementAnswerSchema,
  AchievementDeletedSchema,
  type Achievement,
  type AchievementInput,
} from '../../../domain/achievements/schemas';
import { apiBases } from '../../lib/config';
import { refusalMessage } from '../../lib/offline/outbox/outbox-item';
import type { OutboxRequest } from '../../lib/offline/outbox/outbox';

/** What a submission came to: done (with the server's answer) or kept in the outbox for later. */
export type Submitted<T> = { queued: false; value: T } | { queued: true };

const address = (call: string) => `${apiBases().app.replace(/\/$/, '')}/${call}`;

async function submit<T>(request: OutboxRequest, answer: v.GenericSchema<unknown, T>): Promise<Submitted<T>> {
  // The outbox (and its device store) load with the first submission, not with the screen.
  const { sendOrQueue } = await import('../../lib/offline/outbox/outbox');
  const result = await sendOrQueue(request);
  if (result.outcome === 'queued') return { queued: true };
  if (!result.response.ok) throw new Error(await refusalMessage(result.response));
  return { queued: false, value: v.parse(answer, await result.response.json()) };
}

/** §7 POST savefacultyAchievements: new, or an edit when the achievement has its id. Offline: the outbox. */
export function saveAchievement(input: AchievementInput): Promise<Submitted<Achievement>> {
  const what = input.id === undefined ? 'New achievement' : 'Edited achievement';
  return submit(
    {
      url: address('savefacultyAchievements'),
      method: 'POST',
      body: input,
      kind: input.id === undefined ? 'achievement.create' : 'achievement.edit',
      label: `${what}: ${input.facultyName}, ${input.dates}`,
    },
    AchievementAnswerSchema,
  );
}

/** §7 DELETE deletefacultyAchiveMent with the achievement as the body. Offline: the outbox. */
export function deleteAchievement(achievement: Achievement): Promise<Submitted<{ id: number; deleted: true }>> {
  return submit(
    {
      url: address('deletefacultyAchiveMent'),
      method: 'DELETE',
      body: achievement,
      kind: 'achievement.delete',
      label: `Delete achievement: ${achievement.facultyName}, ${achievement.dates}`,
    },
    AchievementDeletedSchema,
  );
}
