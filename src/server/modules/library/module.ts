import { Hono } from 'hono';
import {
  LIBRARY_INCHARGE_ROLES,
  LIBRARY_PATRON_ROLES,
  LIBRARY_READER_ROLES,
  LIBRARY_STAFF_ROLES,
} from '../../../domain/library/access';
import type { AppEnv } from '../../auth/session-user';
import { libraryDemo } from '../../demo/library';
import type { ServerModule } from '../server-module';
import { barcodeLookupStore } from './barcode-lookup-store';
import { barcodeRoutes } from './barcode-routes';
import { catalogueWriter } from './catalogue-writer';
import { circulationRoutes } from './circulation-routes';
import { copyStore } from './copy-store';
import { deskStores } from './desk-stores';
import { fineRoutes } from './fine-routes';
import { recipientLanguages, type MailLanguages } from '../../mail/recipient-language';
import { holdMails } from './hold-mails';
import { holdRoutes } from './hold-routes';
import { holdStore } from './hold-store';
import { historyRoutes } from './history-routes';
import { historyStore } from './history-store';
import { importJobStore } from './import-job-store';
import { importRoutes } from './import-routes';
import { labelStore } from './label-store';
import { libraryRoutes } from './library-routes';
import { libraryOperations } from './operations';
import { overdueRoutes } from './overdue-routes';
import { overdueStore } from './overdue-store';
import { publicCatalogueLimit, publicCatalogueRoutes } from './public-catalogue-routes';
import { patronCardStore } from './patron-card-store';
import { rulesAdminStore } from './rules-admin-store';
import { rulesRoutes } from './rules-routes';
import { rulesStore } from './rules-store';
import { searchStore } from './search-store';
import { stockCheckRoutes } from './stock-check-routes';
import { stockCheckStore } from './stock-check-store';
import { summaryStore } from './summary-store';
import { titleStore } from './title-store';

/** The library's catalogue: titles and copies, the readers' search (OPAC), the staff's keeping, imports and figures. */
export const libraryModule: ServerModule = {
  name: 'library',
  mount: '/app',
  demo: libraryDemo,
  permissions: {
    // Every reader searches the catalogue and sees a title's copies (the prices only the staff).
    'GET /api/app/library/search': LIBRARY_READER_ROLES,
    'GET /api/app/library/titles/:id': LIBRARY_READER_ROLES,
    // Visitors: whether the catalogue is public, and while it is, its search and a title's copies (no prices).
    'GET /api/app/library/public/status': 'public',
    'GET /api/app/library/public/search': 'public',
    'GET /api/app/library/public/titles/:id': 'public',
    // The library staff keep the catalogue and read its figures.
    'POST /api/app/library/titles': LIBRARY_STAFF_ROLES,
    'PUT /api/app/library/titles/:id': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/titles/:id/copies': LIBRARY_STAFF_ROLES,
    'PUT /api/app/library/copies/:id/status': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/summary': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/circulation-summary': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/catalogue-template': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/marc-imports': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/marc-imports/:importKey': LIBRARY_STAFF_ROLES,
    // Barcodes: the staff make accession labels and patron cards, and look up what a scanned code is.
    'GET /api/app/library/labels': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/patron-groups': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/patron-cards': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/barcode-lookup': LIBRARY_STAFF_ROLES,
    // The circulation desk: the staff issue, return and renew, read a patron's card and resolve offline conflicts.
    'GET /api/app/library/patrons/:code': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/issues': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/returns': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/renewals': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/losses': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/conflicts': LIBRARY_STAFF_ROLES,
    'PUT /api/app/library/conflicts/:id': LIBRARY_STAFF_ROLES,
    // A patron's own loans, fines and holds, and renewing them when the rules allow.
    'GET /api/app/library/my-loans': LIBRARY_PATRON_ROLES,
    'POST /api/app/library/my-loans/:id/renew': LIBRARY_PATRON_ROLES,
    // Fines: the desk takes a staff member's fine in cash; only the incharge waives one (checked in fine-routes.ts).
    'PUT /api/app/library/fines/:id': LIBRARY_STAFF_ROLES,
    // The waiting list: a patron places and cancels their own holds; the staff read what to keep and who waits,
    // and cancel a hold with the reason.
    'POST /api/app/library/holds': LIBRARY_PATRON_ROLES,
    'DELETE /api/app/library/holds/:id': LIBRARY_PATRON_ROLES,
    'GET /api/app/library/holds': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/holds/:id/cancel': LIBRARY_STAFF_ROLES,
    // Overdue: the staff read the loans past their due day and mail the day's reminders.
    'GET /api/app/library/overdue': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/overdue/reminders': LIBRARY_STAFF_ROLES,
    // Circulation Rules: the staff read the rules, settings and material allowances; the incharge sets them.
    'GET /api/app/library/rules': LIBRARY_STAFF_ROLES,
    'PUT /api/app/library/rules': LIBRARY_INCHARGE_ROLES,
    'PUT /api/app/library/settings': LIBRARY_INCHARGE_ROLES,
    'GET /api/app/library/allowances': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/allowances': LIBRARY_INCHARGE_ROLES,
    'PUT /api/app/library/allowances/:id': LIBRARY_INCHARGE_ROLES,
    // History: the staff read a patron's loans and fines, and a copy's loans.
    'GET /api/app/library/history/patron': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/history/copy': LIBRARY_STAFF_ROLES,
    // Stock verification: the incharge starts and closes a check; the staff scan the shelves and read the report.
    'GET /api/app/library/stock-checks/current': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/stock-checks': LIBRARY_INCHARGE_ROLES,
    'POST /api/app/library/stock-checks/:id/scans': LIBRARY_STAFF_ROLES,
    'GET /api/app/library/stock-checks/:id/report': LIBRARY_STAFF_ROLES,
    'POST /api/app/library/stock-checks/:id/close': LIBRARY_INCHARGE_ROLES,
  },
  operations: libraryOperations,
  build: ({ scoped, clock, mailer, logger, college, config, address }) => {
    const { db } = scoped;
    const transaction = <T>(work: () => Promise<T>) => scoped.transaction(() => work());
    const stores = deskStores(db);
    const holds = holdStore(db);
    const languages: MailLanguages = (addresses) => recipientLanguages(db, addresses);
    const { holdReady, lapse } = holdMails({ stores, holds, transaction, clock, mailer, logger, languages });
    return {
      router: new Hono<AppEnv>()
        .route(
          '/',
          libraryRoutes(
            {
              titles: titleStore(db, transaction),
              copies: copyStore(db, transaction),
              search: searchStore(db),
              summary: summaryStore(db),
            },
            clock,
          ),
        )
        .route('/', circulationRoutes({ db, stores, transaction, clock, holdReady, lapse }))
        .route('/', fineRoutes({ stores, transaction, clock }))
        .route('/', historyRoutes({ stores, history: historyStore(db), clock }))
        .route('/', holdRoutes({ stores, holds, transaction, clock, lapse, holdReady }))
        .route('/', overdueRoutes({ overdue: overdueStore(db), rules: stores.rules, clock, mailer, logger, languages }))
        .route(
          '/',
          barcodeRoutes({
            labels: labelStore(db),
            cards: patronCardStore(db),
            lookup: barcodeLookupStore(db),
            college,
          }),
        )
        .route('/', importRoutes({ jobs: importJobStore(db), writer: catalogueWriter(db), transaction, clock }))
        .route('/', rulesRoutes({ rules: rulesStore(db), admin: rulesAdminStore(db, transaction), clock }))
        .route(
          '/',
          stockCheckRoutes({
            checks: stockCheckStore(db),
            copies: copyStore(db, transaction),
            transaction,
            clock,
          }),
        )
        .route(
          '/',
          publicCatalogueRoutes({
            search: searchStore(db),
            titles: titleStore(db, transaction),
            rules: stores.rules,
            limit: publicCatalogueLimit({
              limit: config.resultsRateLimit,
              windowMs: config.resultsRateWindowMs,
              address,
            }),
          }),
        ),
    };
  },
};
