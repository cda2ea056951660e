import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../src/app/lib/offline/outbox/outbox-item';
import { renderedIn } from './support/rendered-in';

// Links draw as plain anchors and nobody is signed in (the public frame); the outbox shows the items given here.
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => null,
}));
const ITEMS: OutboxItem[] = [
  {
    id: 'a',
    owner: 'ravi',
    kind: 'attendance.save',
    label: 'Attendance of CS701',
    url: '/api/app/attendance',
    method: 'POST',
    body: { type: 'json', value: { rollNo: '22B81A0501' } },
    idempotencyKey: 'k1',
    state: 'refused',
    message: 'Something went wrong. Please try again.',
    status: 500,
    createdAt: Date.UTC(2026, 10, 24, 5, 0),
    triedAt: null,
    sentAt: null,
    attempts: 1,
  },
  {
    id: 'b',
    owner: 'ravi',
    kind: 'attendance.save',
    label: 'Attendance of CS702',
    url: '/api/app/attendance',
    method: 'POST',
    body: { type: 'none' },
    idempotencyKey: 'k2',
    state: 'waiting',
    message: null,
    status: null,
    createdAt: Date.UTC(2026, 10, 24, 6, 0),
    triedAt: null,
    sentAt: null,
    attempts: 0,
  },
];
vi.mock('../../src/app/lib/offline/outbox/use-outbox', () => ({ useOutboxItems: () => ITEMS }));
vi.mock('../../src/app/lib/offline/outbox/outbox', () => ({ outbox: {}, sendWaitingItems: () => Promise.resolve() }));

const { NotFoundScreen } = await import('../../src/app/routes/not-found-screen');
const { ComingSoonScreen } = await import('../../src/app/features/home/coming-soon-screen');
const { ErpHomeScreen } = await import('../../src/app/features/home/erp-home-screen');
const { OutboxScreen } = await import('../../src/app/features/outbox/outbox-screen');

describe('the 404, coming-soon and ERP home pages in Telugu and Hindi', () => {
  it('says the page is not found in Telugu and Hindi, and in English word for word', async () => {
    const telugu = await renderedIn('te', <NotFoundScreen />);
    expect(telugu).toContain('అయ్యో, పేజీ కనబడలేదు :(');
    expect(telugu).toContain('డాష్‌బోర్డ్‌కు వెళ్లండి');
    expect(await renderedIn('hi', <NotFoundScreen />)).toContain('अरे, पेज नहीं मिला :(');
    const english = await renderedIn('en', <NotFoundScreen />);
    expect(english).toContain('Oops, Page Not Found :(');
    expect(english).toContain('The address may be mistyped, or the page has moved.');
    expect(english).toContain('Go To Dashboard');
  });

  it("names a module's coming functions in Telugu and Hindi; in English as before", async () => {
    const telugu = await renderedIn('te', <ComingSoonScreen module="Faculty" />);
    expect(telugu).toContain('ఈ రోజు అందుబాటులో ఉన్నవి');
    expect(telugu).toContain('అన్ని ERP మాడ్యూళ్లు');
    expect(telugu).not.toContain('Available today');
    const hindi = await renderedIn('hi', <ComingSoonScreen module="" />);
    expect(hindi).toContain('यह सुविधा जल्द आ रही है');
    expect(hindi).toContain('परीक्षा परिणाम');
    const english = await renderedIn('en', <ComingSoonScreen module="Faculty" />);
    expect(english).toContain('Faculty: coming soon');
    expect(english).toContain('This part of the Faculty module is not in the app yet. Still to come:');
    expect(english).toContain('Sign in to the Faculty module');
  });

  it('shows the ERP ring in Hindi and in English', async () => {
    expect(await renderedIn('hi', <ErpHomeScreen />)).toContain('साइन इन करने के लिए एक मॉड्यूल चुनें।');
    const english = await renderedIn('en', <ErpHomeScreen />);
    expect(english).toContain('Enterprise Resource Planning');
    expect(english).toContain('Choose a module to sign in.');
  });
});

describe('the outbox in Telugu and Hindi', () => {
  it("tells each submission's state in Telugu, with the server's known words translated", async () => {
    const html = await renderedIn('te', <OutboxScreen />);
    expect(html).toContain('ఇప్పుడే పంపండి');
    expect(html).toContain('సర్వర్ తిరస్కరించింది');
    expect(html).toContain('పంపడానికి వేచి ఉంది');
    expect(html).toContain('తెరిచి సరిదిద్దండి');
    expect(html).toContain('Attendance of CS701');
    expect(html).not.toContain('Refused by the server');
  });

  it('reads in Hindi, and in English word for word', async () => {
    const hindi = await renderedIn('hi', <OutboxScreen />);
    expect(hindi).toContain('सर्वर ने अस्वीकार किया');
    expect(hindi).toContain('फिर से भेजें');
    const english = await renderedIn('en', <OutboxScreen />);
    expect(english).toContain(
      'Submissions you made without a connection are kept on this device and sent for you when the network returns. Only you see them here.',
    );
    expect(english).toContain('1 waiting');
    expect(english).toContain('Refused by the server');
    expect(english).toContain('Waiting to be sent');
    expect(english).toContain('Saved 24 Nov 2026');
  });
});
