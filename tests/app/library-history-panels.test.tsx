import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CopyHistoryPanel } from '../../src/app/features/library/copy-history';
import { historyKeys } from '../../src/app/features/library/history-api';
import { PatronHistoryPanel } from '../../src/app/features/library/patron-history';
import type { CopyHistory, PatronHistory } from '../../src/domain/library/history-answers';
import { renderedIn } from './support/rendered-in';

const USER = 'library_assistant';
const noPage = () => undefined;

const PATRON: PatronHistory = {
  patron: {
    kind: 'STUDENT',
    code: '22B81A0501',
    name: 'Charan Pillai',
    category: 'UG_STUDENT',
    detail: 'B.Tech CSE, semester 7',
    active: true,
  },
  loans: [
    {
      id: 2,
      copyId: 12,
      titleId: 5,
      title: 'Compilers: Principles, Techniques, and Tools',
      barcode: '120',
      accessionNo: 'CSE/0120',
      issuedAt: '2026-11-29T05:00:00.000Z',
      dueOn: '2026-12-14',
      returnedAt: null,
      renewals: 1,
      lateDays: 0,
      finePaise: 0,
    },
    {
      id: 1,
      copyId: 11,
      titleId: 4,
      title: 'Digital Design',
      barcode: '99',
      accessionNo: 'CSE/0099',
      issuedAt: '2026-11-01T05:00:00.000Z',
      dueOn: '2026-11-16',
      returnedAt: '2026-11-20T05:00:00.000Z',
      renewals: 0,
      lateDays: 3,
      finePaise: 300,
    },
  ],
  page: 1,
  pageSize: 20,
  total: 2,
  fines: [
    {
      id: 9,
      kind: 'OVERDUE',
      amountPaise: 300,
      status: 'WAIVED',
      reason: 'Hospitalised, certificate seen',
      title: 'Digital Design',
      accessionNo: 'CSE/0099',
      createdAt: '2026-11-20T05:00:00.000Z',
      settledAt: '2026-11-21T05:00:00.000Z',
    },
  ],
  owedPaise: 0,
};

const COPY: CopyHistory = {
  copy: {
    id: 11,
    titleId: 4,
    title: 'Digital Design',
    barcode: '99',
    accessionNo: 'CSE/0099',
    status: 'AVAILABLE',
    location: 'CSE stacks, Rack A',
  },
  loans: [
    {
      id: 1,
      issuedAt: '2026-11-01T05:00:00.000Z',
      dueOn: '2026-11-16',
      returnedAt: '2026-11-20T05:00:00.000Z',
      renewals: 0,
      lateDays: 3,
      finePaise: 300,
      patron: { kind: 'STUDENT', code: '22B81A0501', name: 'Charan Pillai' },
    },
  ],
  page: 2,
  pageSize: 20,
  total: 21,
};

/** The device's copy of a page (as the query cache holds it), seen at a given moment. */
const seeded =
  <T,>(key: readonly unknown[], data: T, source: 'network' | 'device') =>
  (client: QueryClient) =>
    client.setQueryData(key, { data, source, fetchedAt: Date.parse('2026-12-01T05:00:00Z') });

describe('the library’s History panels', () => {
  it('shows a patron’s loans as labelled cells (cards at 360 px), one still out, and a waived fine with when', async () => {
    const html = await renderedIn(
      'en',
      <PatronHistoryPanel user={USER} code="22B81A0501" page={1} onPage={noPage} />,
      seeded(historyKeys.lookup(USER, 'patron', '22B81A0501', 1), PATRON, 'network'),
    );
    expect(html).toContain('Charan Pillai');
    expect(html).toContain('Loans: 2; page 1 of 1');
    expect(html).toContain('<td data-label="Accession number">CSE/0099</td>');
    expect(html).toContain('<strong>Still out</strong>');
    expect(html).toContain('<td data-label="Fine">Rs 3.00</td>');
    expect(html).toContain('<td data-label="Status">Waived</td>');
    expect(html).toContain('Hospitalised, certificate seen');
    expect(html).toContain('Fines owed now: Rs 0.00');
    expect(html).not.toContain('Next page');
    expect(html).not.toContain('You are offline');
  });

  it('shows a copy’s loans on page 2 of 2 with the pager, and says when the page comes from the device', async () => {
    const html = await renderedIn(
      'en',
      <CopyHistoryPanel user={USER} code="CSE/0099" page={2} onPage={noPage} />,
      seeded(historyKeys.lookup(USER, 'copy', 'CSE/0099', 2), COPY, 'device'),
    );
    expect(html).toContain('Digital Design');
    expect(html).toContain('CSE stacks, Rack A');
    expect(html).toContain('Loans: 21; page 2 of 2');
    expect(html).toContain('<td data-label="Patron">Charan Pillai (22B81A0501)</td>');
    expect(html).toContain('Next page');
    expect(html).toContain('You are offline. Showing the copy saved on this device');
  });
});
