import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderedIn } from './support/rendered-in';

// The screens' links need no router; the signed-in user is the college's administrator.
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => ({ username: 'admin', fullName: 'Demo Admin', roles: ['ROLE_ADMIN'] }),
}));

const { MovePanel } = await import('../../src/app/features/students/move-panel');
const { RollNumbersScreen } = await import('../../src/app/features/students/roll-numbers-screen');
const { studentQueries } = await import('../../src/app/features/students/students-queries');
const { DEFAULT_ROLL_SETTINGS } = await import('../../src/domain/students/roll-number-pattern');

const movesIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <MovePanel chosen={[7, 8]} onDone={() => undefined} />);
const rollNumbersIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <RollNumbersScreen />, (client) =>
    client.setQueryData(studentQueries.pattern().queryKey, DEFAULT_ROLL_SETTINGS),
  );

describe('the students moves panel and roll numbers screen in Hindi and Telugu', () => {
  it('shows the moves panel in Hindi and Telugu, the count in Western digits', async () => {
    const hindi = await movesIn('hi');
    expect(hindi).toContain('<h2 id="moves-title">चुने गए छात्रों को आगे बढ़ाएँ या बदलें</h2>');
    expect(hindi).toContain('2 चुने गए');
    expect(hindi).toContain('<option value="promote" selected="">प्रमोट करें</option>');
    expect(hindi).toContain('अगला सेमेस्टर');
    expect(hindi).toContain('समीक्षा');
    const telugu = await movesIn('te');
    expect(telugu).toContain('2 ఎంచుకున్నారు');
    expect(telugu).toContain('తిరిగి చేర్చుకోండి (డిటెయిన్ రద్దు)');
  });

  it('shows the moves panel in English word for word as before', async () => {
    const english = await movesIn('en');
    expect(english).toContain('<h2 id="moves-title">Move the chosen students</h2>');
    expect(english).toContain('2 chosen');
    expect(english).toContain('<option value="readmit">Readmit (undo detain)</option>');
    expect(english).toContain('<option value="semester" selected="">Next semester</option>');
    expect(english).toContain('>Review</button>');
  });

  it('shows the roll numbers screen in Hindi and Telugu; the tokens stay as they are', async () => {
    const hindi = await rollNumbersIn('hi');
    expect(hindi).toContain('टोकन: {YY} या {YYYY} बैच वर्ष, {COLLEGE}, {ENTRY}, {BRANCH}, {SERIAL:2}।');
    expect(hindi).toContain('पैटर्न सहेजें');
    expect(hindi).toContain('प्रवेश पाए आवेदक');
    const telugu = await rollNumbersIn('te');
    expect(telugu).toContain('నమూనా సేవ్ చేయండి');
    expect(telugu).toContain('కళాశాల కోడ్');
    const english = await rollNumbersIn('en');
    expect(english).toContain('Tokens: {YY} or {YYYY} batch year, {COLLEGE}, {ENTRY}, {BRANCH}, {SERIAL:2}.');
    expect(english).toContain('Save pattern');
    expect(english).toContain('<h2 id="assign-title">Admitted applicants</h2>');
  });
});
