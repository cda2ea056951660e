import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ParentProfileAnswer } from '../../src/domain/parents/profile-answers';
import { renderedIn } from './support/rendered-in';

// The screen's links navigate in the app; the signed-in user is the demo parent.
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => ({ username: 'parent', fullName: 'Lakshmi Devi', roles: ['ROLE_PARENT'] }),
}));

const { ParentProfileScreen } = await import('../../src/app/features/parents/parent-profile-screen');
const { parentProfileQuery } = await import('../../src/app/features/parents/parent-profile-queries');

const ANSWER: ParentProfileAnswer = {
  profile: {
    username: 'parent',
    fullName: 'Lakshmi Devi',
    email: 'parent@demo-college.edu.in',
    mobile: '9848012345',
    relation: 'Mother',
    address: 'Door 1-2-3\nGuntur',
  },
  students: [
    {
      rollNo: '23B81A0501',
      fullName: 'CHARAN PILLAI',
      course: 'B.Tech',
      branch: 'Computer Science and Engineering',
      batch: '2023-2027',
      semester: 7,
      semesterName: 'IV Year I Semester',
      section: 'A',
      dateOfBirth: '2005-08-15',
      email: '2***@demo-college.edu.in',
      mobile: '******1234',
    },
  ],
};

/** My Profile as the screen draws it from the copy it has (offline: from the device), in `locale`. */
const profileIn = (locale: 'en' | 'te' | 'hi', source: 'network' | 'device' = 'network') =>
  renderedIn(locale, <ParentProfileScreen />, (client) =>
    client.setQueryData(parentProfileQuery('parent').queryKey, { data: ANSWER, source, fetchedAt: 0 }),
  );

describe('My Profile (/app/Parent/Profile) in English, Telugu and Hindi', () => {
  it("draws the parent's form with their details and the e-mail read-only, and the child's facts", async () => {
    const html = await profileIn('en');
    expect(html).toContain('value="Lakshmi Devi"');
    expect(html).toContain('value="9848012345"');
    expect(html).toMatch(/<option value="Mother" selected="">Mother<\/option>/);
    expect(html).toContain('Door 1-2-3\nGuntur</textarea>');
    expect(html).toMatch(/<input id="profile-email"[^>]*readOnly=""[^>]*value="parent@demo-college.edu.in"/);
    expect(html).toContain('<dt>Roll number</dt><dd>23B81A0501</dd>');
    expect(html).toContain('<dt>Semester</dt><dd>IV Year I Semester</dd>');
    expect(html).toContain('<dt>Section</dt><dd>A</dd>');
    expect(html).toContain('<dt>Date of birth</dt><dd>15 Aug 2005</dd>');
    // The masks are hidden from screen readers, which hear them in words.
    expect(html).toContain(
      '<span aria-hidden="true">******1234</span><span class="visually-hidden">Hidden, ending in 1234</span>',
    );
    expect(html).toContain(
      '<span aria-hidden="true">2***@demo-college.edu.in</span><span class="visually-hidden">Hidden, starting with 2, at demo-college.edu.in</span>',
    );
    expect(html).toContain('<dt>Your relation</dt><dd>Mother</dd>');
  });

  it('speaks Telugu and Hindi; roll numbers, masks and the address stay as they are', async () => {
    const telugu = await profileIn('te');
    expect(telugu).toContain('<dt>రోల్ నంబర్</dt><dd>23B81A0501</dd>');
    expect(telugu).toContain('<dt>మీ సంబంధం</dt><dd>తల్లి</dd>');
    expect(telugu).toContain('>******1234</span>');
    expect(telugu).toContain('విద్యార్థులతో సంబంధం');
    expect(telugu).not.toContain('Relation to the students');
    const hindi = await profileIn('hi');
    expect(hindi).toContain('<dt>आपका संबंध</dt><dd>माता</dd>');
    expect(hindi).toContain('मेरी प्रोफ़ाइल');
    expect(hindi).not.toContain('Your relation');
  });

  it('says when it shows the copy on the device', async () => {
    expect(await profileIn('en', 'device')).toContain(
      'You are offline. Showing the copy saved on this device, fetched',
    );
  });
});
