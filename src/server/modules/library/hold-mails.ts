import { collegeDay } from '../../../domain/calendar/college-time';
import { dateText } from '../../../domain/calendar/date-text';
import { sendInBackground, type Mailer } from '../../mail/mailer';
import type { Logger } from '../../http/logger';
import type { TransactionRunner } from '../../db/request-scope';
import type { Clock } from '../../http/attempt-store';
import type { DeskStores } from './desk-stores';
import { lapseHolds } from './hold-actions';
import type { HoldStore } from './hold-store';

/**
 * Telling a patron their copy is kept at the desk (a return, a cancelled or lapsed hold passed it to them), and the
 * lazy lapse of holds not collected in time, which may pass copies on. The mail is in English: the mail catalogue
 * has no library messages yet.
 */
export function holdMails(deps: {
  stores: DeskStores;
  holds: HoldStore;
  transaction: TransactionRunner;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
}) {
  const holdReady = async (holdId: number) => {
    const notice = await deps.holds.readyNotice(holdId);
    if (!notice?.email) return;
    sendInBackground(deps.mailer, deps.logger, {
      to: notice.email,
      subject: `Kept for you at the library: ${notice.title}`,
      text:
        `Dear ${notice.name},\n\n${notice.title} is kept for you at the library desk until ${notice.pickupBy ? dateText(notice.pickupBy) : ''}. ` +
        'Collect it by then, or it goes to the next reader waiting.\n\nSee My Loans in the app to cancel the hold.\n',
    });
  };
  const lapse = async () => {
    if (!(await deps.holds.anyLapsed(collegeDay(deps.clock())))) return;
    const readied = await deps.transaction(() => lapseHolds(deps.stores, deps.holds, deps.clock()));
    for (const id of readied) await holdReady(id);
  };
  return { holdReady, lapse };
}
