import { LEAVE_HOD_ROLES, LEAVE_STAFF_ROLES, UNCOVERED_CLASS_READERS } from '../../../domain/leave/access';
import { sendInBackground } from '../../mail/mailer';
import type { ServerModule } from '../server-module';
import { leaveFileOwners } from './file-owners';
import { leaveOperations } from './operations';
import { leaveRoutes, type LeaveNotifier } from './leave-routes';
import { leaveDemo } from '../../demo/leave';
import { leaveWaitingMail } from '../../mail/account-mails';
import { recipientLanguages } from '../../mail/recipient-language';
import { errorForLog } from '../../http/error-for-log';

/** Staff leave: applications, approvals, backup approvers and the classes left uncovered. */
export const leaveModule: ServerModule = {
  name: 'leave',
  mount: '/app',
  demo: leaveDemo,
  permissions: {
    // Leave: every member of staff applies, reads their history and their approvals (the route decides each leave by
    // department, backup naming and role, failing closed); a HoD names backup approvers.
    'GET /api/app/leave': LEAVE_STAFF_ROLES,
    'GET /api/app/leave/preview': LEAVE_STAFF_ROLES,
    'POST /api/app/leave': LEAVE_STAFF_ROLES,
    'POST /api/app/leave/:id/cancel': LEAVE_STAFF_ROLES,
    'GET /api/app/leave/approvals': LEAVE_STAFF_ROLES,
    'POST /api/app/leave/:id/decision': LEAVE_STAFF_ROLES,
    'GET /api/app/leave/backups': LEAVE_HOD_ROLES,
    'POST /api/app/leave/backups': LEAVE_HOD_ROLES,
    'DELETE /api/app/leave/backups/:id': LEAVE_HOD_ROLES,
    // Today's classes whose teacher is on approved leave and has no substitute: a HoD's department, or the college.
    'GET /api/app/leave/uncovered': UNCOVERED_CLASS_READERS,
  },
  operations: leaveOperations,
  build: ({ db, leave, storedFiles, mailer, logger, config, clock }) => {
    const mails: LeaveNotifier = {
      applied(to, applicant, what) {
        const link = `${config.publicUrl}/app/Leave/Approvals`;
        // Each approver in the language their account chose.
        void recipientLanguages(db, to)
          .then((languageOf) => {
            for (const address of to)
              sendInBackground(mailer, logger, leaveWaitingMail(languageOf(address), address, applicant, what, link));
          })
          .catch((err: unknown) => logger.error({ err: errorForLog(err) }, 'leave mails could not be sent'));
      },
    };
    return { router: leaveRoutes(leave, storedFiles, mails, clock), fileOwners: leaveFileOwners(leave, clock) };
  },
};
