import * as v from 'valibot';
import { isCalendarDate } from '../calendar/calendar-date';
import { english } from '../i18n/translate';

export const MAINTENANCE_MESSAGE_MAX = 500;

/** Every text of maintenance mode, shared by the admin form, the server and the maintenance page. */
export const MAINTENANCE_MESSAGES = {
  enabledRequired: /*i18n*/ 'Say whether maintenance is on or off: enabled must be true or false',
  messageText: /*i18n*/ 'The message must be text',
  messageTooLong: english(/*i18n*/ 'The message can have at most {max} characters', { max: MAINTENANCE_MESSAGE_MAX }),
  messagePlainText: /*i18n*/ 'The message cannot contain < or >: write it as plain text',
  untilInvalid: /*i18n*/ 'The expected end must be a date and time with its time zone, such as 2026-12-01T18:00:00Z',
  untilPast: /*i18n*/ 'The expected end must be in the future',
  defaultNotice: /*i18n*/ 'The system is being updated. Please try again in a little while.',
  savedOn: /*i18n*/ 'Maintenance mode is on. Only administrators can use the system until you turn it off.',
  savedOff: /*i18n*/ 'Maintenance mode is off. Everyone can use the system again.',
} as const;
const M = MAINTENANCE_MESSAGES;

/** PUT {app}/maintenance: switch maintenance mode on or off (administrators). */
export const MaintenanceUpdateSchema = v.object(
  {
    enabled: v.boolean(M.enabledRequired),
    message: v.optional(
      v.pipe(
        v.string(M.messageText),
        v.trim(),
        v.maxLength(MAINTENANCE_MESSAGE_MAX, M.messageTooLong),
        // Shown as text everywhere, but refused anyway so nobody pastes markup expecting it to render.
        v.regex(/^[^<>]*$/, M.messagePlainText),
      ),
      '',
    ),
    until: v.optional(
      v.nullable(
        v.pipe(
          v.string(M.untilInvalid),
          v.isoTimestamp(M.untilInvalid),
          v.check((s) => isCalendarDate(s.slice(0, 10)) && Number.isFinite(Date.parse(s)), M.untilInvalid),
          v.check((s) => Date.parse(s) > Date.now(), M.untilPast),
          v.transform((s) => new Date(s).toISOString()),
        ),
      ),
      null,
    ),
  },
  M.enabledRequired,
);
export type MaintenanceUpdate = v.InferOutput<typeof MaintenanceUpdateSchema>;

/** GET {app}/getMaintenanceStatus; `until` is the expected end (ISO, UTC) or null. */
export const MaintenanceStatusSchema = v.object({
  maintenance: v.boolean(),
  message: v.string(),
  until: v.nullable(v.string()),
});
export type MaintenanceStatus = v.InferOutput<typeof MaintenanceStatusSchema>;

/** The 503 answer of every refused call while maintenance is on. */
export interface MaintenanceRefusal {
  message: string;
  maintenance: true;
  until: string | null;
}

/** What users read: the administrator's message, or a plain default when they left it empty. */
export function maintenanceNotice(message: string): string {
  return message.trim() || M.defaultNotice;
}
