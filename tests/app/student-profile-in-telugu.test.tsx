import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { StudentProfile } from '../../src/domain/students/student-records';
import { renderedIn } from './support/rendered-in';

// The profile's route gives the screen its id, links and a way to navigate; the signed-in user is an administrator.
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useParams: () => ({ id: '7' }),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => ({ username: 'admin', fullName: 'Demo Admin', roles: ['ROLE_ADMIN'] }),
}));

const { ProfileScreen } = await import('../../src/app/features/students/profile-screen');
const { studentQueries } = await import('../../src/app/features/students/students-queries');

const PROFILE: StudentProfile = {
  student: {
    id: 7,
    rollNo: '22B81A0501',
    fullName: 'CHARAN PILLAI',
    adminNo: 'ADM-2022-0042',
    degree: 'B.Tech',
    batch: '2022-2026',
    branch: 'CSE',
    section: 'A',
    semester: 7,
    status: 'studying',
    gender: 'MALE',
    email: null,
    mobile: '9876543210',
    dateOfBirth: '2004-05-06',
  },
  admission: null,
  results: [{ examTitle: 'B.Tech III Year II Semester Regular', subjects: 6, failed: 1 }],
  fees: [{ receiptNo: 'REC/2026-27/000042', paidAt: '2026-07-01T05:30:00.000Z', amountPaise: 5_250_000 }],
  moves: [],
};

/** The profile of student 7 as the screen draws it from the copy it has, in `locale`. */
const profileIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <ProfileScreen />, (client) =>
    client.setQueryData(studentQueries.profile(7).queryKey, { data: PROFILE, source: 'network', fetchedAt: 0 }),
  );

describe("a student's profile (/app/Admin/Students/{id}) in Telugu and Hindi", () => {
  it('labels the facts, results and fees in Telugu; roll and receipt numbers and rupees stay as they are', async () => {
    const html = await profileIn('te');
    expect(html).toContain('<dt>రోల్ నంబర్</dt><dd>22B81A0501</dd>');
    expect(html).toContain('<dt>పుట్టిన తేదీ</dt><dd>2004-05-06</dd>');
    expect(html).toContain('B.Tech III Year II Semester Regular: 6 సబ్జెక్టులు, 1 ఉత్తీర్ణం కాలేదు');
    expect(html).toContain('చెల్లించిన ఫీజులు');
    expect(html).toContain('REC/2026-27/000042');
    expect(html).toContain('Rs 52,500.00');
    expect(html).toContain('ఇంకా మార్పులు లేవు.');
    expect(html).not.toContain('Roll number');
  });

  it('labels them in Hindi, and in English as before', async () => {
    expect(await profileIn('hi')).toContain('<dt>जन्म तिथि</dt><dd>2004-05-06</dd>');
    const english = await profileIn('en');
    expect(english).toContain('<dt>Roll number</dt><dd>22B81A0501</dd>');
    expect(english).toContain('B.Tech III Year II Semester Regular: 6 subjects, 1 not passed');
    expect(english).toContain('REC/2026-27/000042, 1 Jul 2026: Rs 52,500.00');
  });
});
