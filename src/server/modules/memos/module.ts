import { DASHBOARD_TRANSCRIPT_READERS, MEMO_ISSUERS, MEMO_READERS } from '../../../domain/memos/access';
import type { ServerModule } from '../server-module';
import { linkedStudentIds } from '../parents/service';
import { memosOperations } from './operations';
import { memoRoutes } from './memo-routes';
import { memoStore } from './memo-store';

/** Memos and certificates the exam cell issues, and the public check of a printed code. */
export const memosModule: ServerModule = {
  name: 'memos',
  mount: '/app',
  permissions: {
    // Memos and certificates: the exam cell issues (and reprints) them; anyone checks a printed code publicly.
    'GET /api/app/memos/transcript': MEMO_READERS,
    'GET /api/app/memos/mine': DASHBOARD_TRANSCRIPT_READERS,
    'POST /api/app/memos': MEMO_ISSUERS,
    'GET /api/app/memos/issued/:code': MEMO_ISSUERS,
    'GET /api/app/verify/:code': 'public',
  },
  operations: memosOperations,
  build: ({ db, college, config, clock }) => ({
    router: memoRoutes({
      store: memoStore(db),
      letterhead: async () => {
        const contact = (await college.contactData()).at(-1);
        return {
          ...(await college.letterhead('Examinations')),
          address: contact?.campus ?? null,
          contacts: contact ? contact.phoneNumber.map((p) => p.number) : null,
        };
      },
      publicUrl: config.publicUrl,
      clock,
      linkedStudentIds: (parentUserId) => linkedStudentIds(db, parentUserId),
    }),
  }),
};
