import * as v from 'valibot';
import { wholeNumberText } from '../forms/whole-number-text';
import { HostelApplicationSchema, HOSTEL_REGISTRATION_MESSAGES as M } from './registration';

/**
 * A student's hostel application as the form holds it: up to three room types chosen in order from drop-downs (''
 * for none), the distance as typed; converted and then checked by the very field schemas the server uses.
 */
const application = HostelApplicationSchema.entries;

const choice = v.pipe(
  v.string(),
  v.trim(),
  v.transform((s) => (s === '' ? null : /^\d+$/.test(s) ? Number(s) : Number.NaN)),
);

export const HostelApplicationFormSchema = v.pipe(
  v.object({
    first: choice,
    second: choice,
    third: choice,
    anyRoomType: application.anyRoomType,
    reason: application.reason,
    distanceKm: wholeNumberText(application.distanceKm),
  }),
  v.forward(
    v.partialCheck(
      [['first'], ['second'], ['third']],
      (a) =>
        v.is(
          application.preferences,
          [a.first, a.second, a.third].filter((id) => id !== null),
        ),
      M.preferencesInvalid,
    ),
    ['third'],
  ),
  v.transform(({ first, second, third, ...rest }) => ({
    ...rest,
    preferences: [first, second, third].filter((id): id is number => id !== null),
  })),
);
export type HostelApplicationFormValues = v.InferInput<typeof HostelApplicationFormSchema>;
export type HostelApplicationFormOutput = v.InferOutput<typeof HostelApplicationFormSchema>;
