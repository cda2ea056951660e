import { QueryClient, dehydrate, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AdmissionFilters } from '../../../src/domain/admissions/admission-record';
import type { DirectoryQuery } from '../../../src/domain/alumni/directory';
import type { LedgerQuery } from '../../../src/domain/payments/ledger';
import { achievementsKeys } from '../../../src/app/features/achievements/achievements-queries';
import { admissionsKeys } from '../../../src/app/features/admissions/admissions-queries';
import { admissionsDashboardKeys } from '../../../src/app/features/admissions/dashboard/admissions-dashboard-queries';
import { alumniKeys } from '../../../src/app/features/alumni/alumni-queries';
import { dashboardsKeys } from '../../../src/app/features/dashboards/dashboards-queries';
import { ledgerKeys } from '../../../src/app/features/payments/ledger-queries';
import { feePaymentKeys } from '../../../src/app/features/payments/fee-payment-queries';
import { gatewayKeysKeys } from '../../../src/app/features/payments/gateway-keys-queries';
import { homeKeys } from '../../../src/app/features/home/home-queries';
import { maintenanceKeys } from '../../../src/app/features/maintenance/maintenance-queries';
import { parentsKeys } from '../../../src/app/features/parents/parents-queries';
import { paymentHistoryKeys } from '../../../src/app/features/payments/payment-history-queries';
import { resultsKeys } from '../../../src/app/features/results/results-queries';
import { toolsKeys } from '../../../src/app/features/tools/tools-queries';
import { usersKeys } from '../../../src/app/features/users/users-queries';
import { collegeKeys } from '../../../src/app/lib/college-profile';
import { fdbKeys } from '../../../src/app/lib/faculty-profile';
import { lookupKeys } from '../../../src/app/lib/lookup-queries';
import { isOfflineQuery, shouldPersistQuery } from '../../../src/app/lib/offline/offline-queries';
import { shellKeys } from '../../../src/app/shell/shell-queries';

const DIRECTORY: DirectoryQuery = { search: '', batch: '', branch: '', status: '', company: '' };
const LEDGER: LedgerQuery = { from: '', to: '', feeType: '', status: '', course: '', batch: '', rollNo: '' };

const OFFLINE: QueryKey[] = [
  resultsKeys.titles(),
  resultsKeys.sheet('B.Tech II Year', '22B81A0501'),
  lookupKeys.list('getSeatTypes'),
  lookupKeys.list('getBatches', { degree: 'B.Tech' }),
  collegeKeys.profile(),
  homeKeys.contact(),
  shellKeys.logo(),
  usersKeys.departments(),
  achievementsKeys.departments(),
  alumniKeys.degrees(),
  alumniKeys.batches('B.Tech'),
  alumniKeys.branches('B.Tech', '2022'),
];

const PERSONAL: QueryKey[] = [
  alumniKeys.directory(DIRECTORY),
  alumniKeys.data(),
  alumniKeys.me(),
  admissionsKeys.search({} as AdmissionFilters, 0),
  admissionsKeys.nextNumber(),
  admissionsDashboardKeys.all,
  ledgerKeys.ledger(LEDGER),
  ledgerKeys.refunds(1),
  achievementsKeys.faculty('Computer Science and Engineering'),
  achievementsKeys.list('Computer Science and Engineering', 'Demo Faculty'),
  fdbKeys.records('publications'),
  fdbKeys.profile('faculty'),
  fdbKeys.counter('publications', 'faculty'),
  dashboardsKeys.dashboard(null),
  shellKeys.notifications(),
  shellKeys.menuBadges(),
  parentsKeys.students(),
  feePaymentKeys.myDetails(),
  paymentHistoryKeys.history(''),
  gatewayKeysKeys.list(),
  maintenanceKeys.status(),
  toolsKeys.kioskAdministrator(),
];

describe('which queries are kept on the device (an allow-list of offline kinds)', () => {
  it('keeps exam titles, viewed result sheets, lookup lists and the college’s public data', () => {
    for (const key of OFFLINE) expect(isOfflineQuery(key), JSON.stringify(key)).toBe(true);
  });

  it('keeps no list of people, no user’s own records, no dashboard and no live status', () => {
    for (const key of PERSONAL) expect(isOfflineQuery(key), JSON.stringify(key)).toBe(false);
  });

  it('keeps nothing of a kind not on the list (a new query is personal until added)', () => {
    expect(isOfflineQuery(['students', 'list'])).toBe(false);
    expect(isOfflineQuery(['results'])).toBe(false);
    expect(isOfflineQuery([])).toBe(false);
  });

  it('writes only successful queries of an offline kind when the cache is dehydrated for the device', () => {
    const client = new QueryClient();
    client.setQueryData(resultsKeys.titles(), { data: ['B.Tech II Year'] });
    client.setQueryData(alumniKeys.directory(DIRECTORY), { rows: [{ name: 'Ravi Kumar', mobile: '9876543210' }] });
    client.setQueryData(admissionsKeys.search({} as AdmissionFilters, 0), { rows: [{ fullName: 'Sita Devi' }] });
    const kept = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery });
    expect(kept.queries.map((q) => q.queryKey)).toEqual([resultsKeys.titles()]);
    expect(JSON.stringify(kept)).not.toMatch(/Ravi Kumar|9876543210|Sita Devi/);
  });

  it('does not write a failed or pending query even of an offline kind', () => {
    expect(shouldPersistQuery({ queryKey: resultsKeys.titles(), state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: resultsKeys.titles(), state: { status: 'pending' } })).toBe(false);
  });
});
