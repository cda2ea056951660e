import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AllotmentRow } from '../../src/domain/faculty/allotment';
import type { ErpUser } from '../../src/app/lib/session';
import type { PublicationRow } from '../../src/app/features/faculty/faculty-queries';
import { renderedIn } from './support/rendered-in';

// Links draw as plain anchors; each test says who is signed in. The page frame is the public one (no signed-in frame
// is provided), so the screens' own words are what is drawn.
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));
let user: ErpUser | null = null;
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => user,
}));

const { AllotmentsScreen } = await import('../../src/app/features/faculty/allotments-screen');
const { allotmentQueries } = await import('../../src/app/features/faculty/allotment-queries');
const { RecordsPanel } = await import('../../src/app/features/faculty/records-panel');
const { facultyQueries } = await import('../../src/app/features/faculty/faculty-queries');
const { AlumniRegistrationScreen } = await import('../../src/app/features/alumni/registration-screen');
const { AchievementsScreen } = await import('../../src/app/features/achievements/achievements-screen');
const { achievementsQueries } = await import('../../src/app/features/achievements/achievements-queries');

const ALLOTMENT: AllotmentRow = {
  id: 3,
  academicYear: '2026-2027',
  facultyId: 41,
  facultyName: 'Ravi Kumar',
  empCode: 'EMP0041',
  subjectId: 9,
  subjectCode: 'CS701',
  subjectName: 'Compilers',
  sectionId: 5,
  sectionLabel: '2022-2026 CSE A',
  shared: true,
};
const YEARS = [{ value: '2026-2027', label: '2026-2027', current: true }];

/** The allotments of 2026-2027 as the device has them, in `locale`. */
const allotmentsIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <AllotmentsScreen />, (client) => {
    const copy = <T,>(data: T) => ({ data, source: 'network' as const, fetchedAt: 0 });
    client.setQueryData(allotmentQueries.choices().queryKey, {
      faculty: [],
      subjects: [],
      sections: [],
      academicYears: YEARS,
    });
    client.setQueryData(
      allotmentQueries.page('2026-2027', 1).queryKey,
      copy({ rows: [ALLOTMENT], total: 1, page: 1, pageSize: 50 }),
    );
  });

const PAPER: PublicationRow = {
  id: 1,
  facultyId: 41,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  title: 'Register allocation for Telugu OCR',
  venue: 'IEEE Access',
  year: 2025,
  doi: null,
  scopus: true,
  webOfScience: false,
  citations: 12,
  facultyName: 'Ravi Kumar',
  empCode: 'EMP0041',
  department: 'CSE',
};
const publicationsIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <RecordsPanel kind="publications" ownEmpCode="EMP0041" />, (client) =>
    client.setQueryData(facultyQueries.records('publications').queryKey, [PAPER]),
  );

describe('subject allotments and the faculty database in Telugu and Hindi', () => {
  beforeEach(() => {
    user = { username: 'admin', fullName: 'Demo Admin', roles: ['ROLE_ADMIN'] } as ErpUser;
  });

  it('heads the allotments in Telugu; codes, sections and names stay as entered', async () => {
    const html = await allotmentsIn('te');
    expect(html).toContain('సబ్జెక్టుల కేటాయింపు');
    expect(html).toContain('2026-2027 (ప్రస్తుతం)');
    expect(html).toContain('2026-2027 కేటాయింపులు');
    expect(html).toContain('EMP0041 Ravi Kumar (భాగస్వామ్యం)');
    expect(html).toContain('CS701 Compilers');
    expect(html).not.toContain('Allot a subject');
  });

  it('heads the allotments in Hindi, and in English word for word', async () => {
    expect(await allotmentsIn('hi')).toContain('विषय आवंटित करें');
    const english = await allotmentsIn('en');
    expect(english).toContain('Allotments of 2026-2027');
    expect(english).toContain('2026-2027 (current)');
    expect(english).toContain('EMP0041 Ravi Kumar (shared)');
    expect(english).toContain('aria-label="Edit the allotment of CS701 in 2022-2026 CSE A to Ravi Kumar"');
  });

  it("sums a member's publications in Telugu and Hindi; figures stay in Western digits", async () => {
    const telugu = await publicationsIn('te');
    expect(telugu).toContain('నా ప్రచురణలు');
    expect(telugu).toContain('1 ప్రచురణ, 12 సైటేషన్లు, Scopus‌లో 1, Web of Science‌లో 0.');
    expect(telugu).toContain('12 సైటేషన్లు');
    const hindi = await publicationsIn('hi');
    expect(hindi).toContain('प्रकाशन जोड़ें');
    expect(hindi).toContain('Scopus में इंडेक्स किया गया');
    const english = await publicationsIn('en');
    expect(english).toContain('Add publication');
    expect(english).toContain('My publications');
    expect(english).toContain('1 publication, 12 citations, 1 in Scopus, 0 in Web of Science.');
    expect(english).toContain('Indexed in Scopus');
  });
});

describe('alumni registration and faculty achievements in Telugu and Hindi', () => {
  it('labels the registration form in Telugu and Hindi; in English as before', async () => {
    user = { username: 'placement', fullName: 'Placement Cell', roles: ['ROLE_PLACEMENT_rDEAN'] } as ErpUser;
    const telugu = await renderedIn('te', <AlumniRegistrationScreen />);
    expect(telugu).toContain('* గుర్తు ఉన్న ఖాళీలు తప్పనిసరి.');
    expect(telugu).toContain('మొబైల్ నంబర్');
    expect(telugu).toContain('సమర్పించండి');
    expect(telugu).toContain('అవును');
    const hindi = await renderedIn('hi', <AlumniRegistrationScreen />);
    expect(hindi).toContain('मोबाइल नंबर');
    expect(hindi).toContain('जमा करें');
    const english = await renderedIn('en', <AlumniRegistrationScreen />);
    expect(english).toContain(
      'Fields marked * are required. Your details stay with the college&#x27;s placement cell.',
    );
    expect(english).toContain('Attachment (.pdf, .jpg, .jpeg, .png, .gif)');
    expect(english).toContain('Submit');
  });

  it("lists a member's achievements in Hindi and Telugu; names and dates as entered", async () => {
    user = { username: 'ravi', fullName: 'Ravi Kumar', roles: ['ROLE_FACULTY'], program: 'CSE' } as ErpUser;
    const seed = (client: import('@tanstack/react-query').QueryClient) =>
      client.setQueryData(achievementsQueries.list('CSE', 'Ravi Kumar').queryKey, [
        {
          id: 4,
          departmentName: 'CSE',
          facultyName: 'Ravi Kumar',
          facultyEmail: 'ravi@college.edu',
          dates: '2026-08-15',
          description: 'Best teacher award',
        },
      ]);
    const hindi = await renderedIn('hi', <AchievementsScreen />, seed);
    expect(hindi).toContain('Ravi Kumar, CSE की उपलब्धियाँ');
    expect(hindi).toContain('क्र.सं.');
    expect(hindi).toContain('15-08-2026');
    expect(await renderedIn('te', <AchievementsScreen />, seed)).toContain('అధ్యాపకుల విజయాలు');
    const english = await renderedIn('en', <AchievementsScreen />, seed);
    expect(english).toContain('Achievements of Ravi Kumar, CSE');
    expect(english).toContain('aria-label="Edit achievement 1"');
    expect(english).toContain('Best teacher award');
  });
});
