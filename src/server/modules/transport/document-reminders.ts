import { and, ne, sql } from 'drizzle-orm';
import { collegeDay } from '../../../domain/calendar/college-time';
import { english } from '../../../domain/i18n/translate';
import type { DocumentDueLine, VehicleLine } from '../../../domain/transport/vehicle-answers';
import { documentsNeedingAction } from '../../../domain/transport/vehicle-documents';
import { TRANSPORT_VEHICLE_MESSAGES as M } from '../../../domain/transport/vehicles';
import type { Database } from '../../db/client';
import { transportDocumentReminders, users } from '../../db/schema';
import type { Clock } from '../../http/attempt-store';
import { errorForLog } from '../../http/error-for-log';
import type { Logger } from '../../http/logger';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import type { MailLanguages } from '../../mail/recipient-language';
import { documentsDueMail } from '../../mail/transport-mails';
import type { VehicleStore } from './vehicle-store';

/** The fleet's documents needing action on `today`: missing first, then the longest overdue, then the soonest due. */
export function documentsDue(vehicles: readonly VehicleLine[], today: string): DocumentDueLine[] {
  const lines = vehicles.flatMap((v) =>
    v.documents.map((d) => ({
      vehicleId: v.id,
      registration: v.registration,
      registrationText: v.registrationText,
      document: d.document,
      number: d.number,
      validUntil: d.validUntil,
    })),
  );
  // documentsNeedingAction leaves out VALID documents; the narrowing says so to the answer's type.
  return documentsNeedingAction(lines, today).map((d) => ({
    ...d,
    standing: d.standing as DocumentDueLine['standing'],
  }));
}

export interface ReminderDeps {
  db: Database;
  vehicles: VehicleStore;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  languages: MailLanguages;
}

/** How often the schedule looks whether the day's notice is sent: it goes once a college day, at the first look. */
const LOOK_EVERY_MS = 60 * 60_000;

/**
 * The notice of the fleet's documents needing action, mailed to every transportation incharge with an address, in
 * the language their account chose. `daily` sends it at most once a college day (the day's row is written first);
 * the incharge's "send now" always sends and marks the day.
 */
export function documentReminders(deps: ReminderDeps) {
  async function send(daily: boolean) {
    const today = collegeDay(deps.clock());
    const documents = documentsDue(await deps.vehicles.vehicles(today), today);
    if (documents.length === 0) return { message: M.remindersNothing, mailed: 0, documents: 0 };
    const mark = deps.db.insert(transportDocumentReminders).values({ day: today, documents: documents.length });
    if (daily) {
      const [marked] = await mark.onConflictDoNothing().returning({ day: transportDocumentReminders.day });
      if (!marked) return null;
    } else {
      await mark.onConflictDoUpdate({ target: transportDocumentReminders.day, set: { documents: documents.length } });
    }
    const incharges = await deps.db
      .select({ email: users.email, name: users.fullName })
      .from(users)
      .where(and(sql`'ROLE_TRANSPORTATION_INCHARGE' = any(${users.roles})`, ne(users.email, '')));
    const languageOf = await deps.languages(incharges.map((i) => i.email));
    for (const { email, name } of incharges)
      sendInBackground(deps.mailer, deps.logger, documentsDueMail(languageOf(email), email, name, documents));
    const counts = { mailed: incharges.length, documents: documents.length };
    return { message: english(M.remindersSent, counts), ...counts };
  }

  return {
    /** Sends the notice now (POST /api/app/transport/documents/remind). */
    sendNow: async () => (await send(false))!,
    /** Looks every hour and sends the day's notice once; started by the server, not by tests. */
    startSchedule: () => {
      setInterval(() => {
        send(true).catch((err: unknown) =>
          deps.logger.warn({ err: errorForLog(err) }, 'the vehicle documents notice could not be sent'),
        );
      }, LOOK_EVERY_MS).unref();
    },
  };
}
