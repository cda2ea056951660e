import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderedIn } from './support/rendered-in';

// The page frame's links are drawn as plain links.
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));

// The administrator who may create users (the auth data's `new` flag).
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => ({ username: 'admin', fullName: 'Demo Admin', roles: ['ROLE_ADMIN'], new: 'true' }),
}));

const { CreateUserScreen, CreateLoginsScreen } = await import('../../src/app/routes/account-screens');

describe('Create User and Create Logins in Telugu and Hindi', () => {
  it('shows the Create User form in Telugu and Hindi', async () => {
    const telugu = await renderedIn('te', <CreateUserScreen />);
    expect(telugu).toContain('పూర్తి పేరు');
    expect(telugu).toContain('నాకు వార్తలు మరియు ప్రమోషన్లు పంపండి');
    expect(telugu).not.toContain('Send me news and promotions');
    const hindi = await renderedIn('hi', <CreateUserScreen />);
    expect(hindi).toContain('भूमिका');
    expect(hindi).toContain('मुझे समाचार और प्रचार भेजें');
  });

  it('shows Create Logins in Telugu and Hindi', async () => {
    const telugu = await renderedIn('te', <CreateLoginsScreen />);
    expect(telugu).toContain('లాగిన్ లేనివారికి మాత్రమే లాగిన్‌లు సృష్టిస్తారు.');
    expect(telugu).toContain('ఎవరికి లాగిన్‌లు సృష్టించాలి');
    const hindi = await renderedIn('hi', <CreateLoginsScreen />);
    expect(hindi).toContain('किनके लिए लॉगिन बनाएँ');
  });

  it('keeps the English words as they were', async () => {
    const user = await renderedIn('en', <CreateUserScreen />);
    expect(user).toContain('Full Name');
    expect(user).toContain('Send me news and promotions');
    const logins = await renderedIn('en', <CreateLoginsScreen />);
    expect(logins).toContain(
      'Logins are made only for those who have none. Each new account gets an e-mail with a link to set its password.',
    );
    expect(logins).toContain('Create logins for');
    expect(logins).toContain('Student');
  });
});
