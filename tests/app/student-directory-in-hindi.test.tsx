import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DirectoryPage } from '../../src/domain/students/student-records';
import { renderedIn } from './support/rendered-in';

// The directory's route gives the screen links and a way to navigate; the signed-in user is a HoD (reads, moves none).
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => ({ username: 'hod', fullName: 'Demo HoD', roles: ['ROLE_HOD'] }),
}));

const { DirectoryScreen } = await import('../../src/app/features/students/directory-screen');
const { studentQueries } = await import('../../src/app/features/students/students-queries');

const PAGE: DirectoryPage = {
  rows: [
    {
      id: 7,
      rollNo: '22B81A0501',
      fullName: 'CHARAN PILLAI',
      adminNo: null,
      degree: 'B.Tech',
      batch: '2022-2026',
      branch: 'CSE',
      section: 'A',
      semester: 7,
      status: 'studying',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

/** The first page of the directory, batches on roll, as the screen draws it from the copy it has, in `locale`. */
async function directoryIn(locale: 'en' | 'te' | 'hi') {
  const first = studentQueries.page({ q: '', page: 1, pageSize: 25, filters: {}, batches: 'current' });
  return renderedIn(locale, <DirectoryScreen allBatches={false} onAllBatches={() => undefined} />, (client) =>
    client.setQueryData(first.queryKey, { data: PAGE, source: 'network', fetchedAt: 0 }),
  );
}

describe('the student directory (/app/Admin/Students) in Hindi and Telugu', () => {
  it('shows its search, columns and count in Hindi; the roll number stays as it is', async () => {
    const html = await directoryIn('hi');
    expect(html).toContain('<h2 id="students-title">छात्र</h2>');
    expect(html).toContain('रोल नंबर, नाम या प्रवेश संख्या');
    expect(html).toContain('<th scope="col">सेमेस्टर</th>');
    expect(html).toContain('1 छात्र, पेज 1 / 1');
    expect(html).toContain('22B81A0501');
    expect(html).not.toContain('Show all batches');
  });

  it('shows them in Telugu, and in English as before', async () => {
    expect(await directoryIn('te')).toContain('1 విద్యార్థి, 1 పేజీలలో 1వ పేజీ');
    const english = await directoryIn('en');
    expect(english).toContain('1 student, page 1 of 1');
    expect(english).toContain('<th scope="col">Roll number</th>');
    expect(english).toContain('Show all batches (not only those on roll)');
  });
});
