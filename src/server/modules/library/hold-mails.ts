import { collegeDay } from '../../../domain/calendar/college-time';
import { holdReadyMail } from '../../mail/library-mails';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import type { MailLanguages } from '../../mail/recipient-language';
import type { Logger } from '../../http/logger';
import type { TransactionRunner } from '../../db/request-scope';
import type { Clock } from '../../http/attempt-store';
import type { DeskStores } from './desk-stores';
import { lapseHolds } from './hold-actions';
import type { HoldStore } from './hold-store';

/**
 * Telling a patron their copy is kept at the desk (a return, a cancelled or lapsed hold passed it to them), and the
 * lazy lapse of holds not collected in time, which may pass copies on. The mail is in the patron's language (their
 * account's choice).
 */
export function holdMails(deps: {
  stores: DeskStores;
  holds: HoldStore;
  transaction: TransactionRunner;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  languages: MailLanguages;
}) {
  const holdReady = async (holdId: number) => {
    const notice = await deps.holds.readyNotice(holdId);
    if (!notice?.email) return;
    const languageOf = await deps.languages([notice.email]);
    sendInBackground(deps.mailer, deps.logger, holdReadyMail(languageOf(notice.email), notice.email, notice));
  };
  const lapse = async () => {
    if (!(await deps.holds.anyLapsed(collegeDay(deps.clock())))) return;
    const readied = await deps.transaction(() => lapseHolds(deps.stores, deps.holds, deps.clock()));
    for (const id of readied) await holdReady(id);
  };
  return { holdReady, lapse };
}
