import * as v from 'valibot';
import { collegeMoment } from '../calendar/college-time';
import { MaintenanceUpdateSchema } from './schemas';

/** A datetime-local value on the college's clock → the moment it stands for, or the text as typed if it is none. */
function collegeInstant(local: string): string {
  const at = collegeMoment(local);
  return Number.isFinite(at.getTime()) ? at.toISOString() : local;
}

/**
 * The maintenance form as the screen holds it: the switch, the message, and the expected end as a datetime-local
 * value on the college's clock. The expected end only matters while maintenance is on; the update is then checked by
 * the very schema the server uses, so each message shows under its field in the server's words.
 */
export const MaintenanceFormSchema = v.pipe(
  v.object({ enabled: v.boolean(), message: v.string(), until: v.string() }),
  v.transform((d): v.InferInput<typeof MaintenanceUpdateSchema> => ({
    ...d,
    until: d.enabled && d.until ? collegeInstant(d.until) : null,
  })),
  MaintenanceUpdateSchema,
);
