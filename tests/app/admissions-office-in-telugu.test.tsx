import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AdmissionsDashboard } from '../../src/domain/admissions/admissions-dashboard';
import { renderedIn } from './support/rendered-in';

// The screens' links need no router; the signed-in user is the admissions clerk (writes admissions).
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => ({ username: 'clerk', fullName: 'Demo Clerk', roles: ['ROLE_ADMISSIONS'] }),
}));

const { AdmissionsDashboardScreen } =
  await import('../../src/app/features/admissions/dashboard/admissions-dashboard-screen');
const { admissionsDashboardQueries } =
  await import('../../src/app/features/admissions/dashboard/admissions-dashboard-queries');
const { AdmissionRegisterScreen } = await import('../../src/app/features/admissions/admission-register-screen');
const { SecondFormScreen } = await import('../../src/app/features/admissions/second-form/second-form-screen');

const FIGURES: AdmissionsDashboard = {
  academicYear: '2026-2027',
  thisYear: 412,
  today: 9,
  certificatesPending: 37,
  byBranch: [{ course: 'B.Tech', branch: 'CSE', count: 120 }],
  byAdmissionType: [{ admissionType: 'CONVENER', count: 300 }],
  byAgent: [{ agent: 'No agent (direct)', count: 412, agentAmountPaise: 0 }],
  generatedAt: '2026-11-30T04:30:00.000Z',
};

const dashboardIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <AdmissionsDashboardScreen />, (client) =>
    client.setQueryData(admissionsDashboardQueries.figures().queryKey, FIGURES),
  );

describe('the admissions office (dashboard, register, second form) in Telugu and Hindi', () => {
  it('shows the dashboard in Telugu and Hindi; the figures stay in Western digits', async () => {
    const telugu = await dashboardIn('te');
    expect(telugu).toContain('ప్రవేశాలు 2026-2027');
    expect(telugu).toContain('ఈ రోజు ప్రవేశం పొందినవారు');
    expect(telugu).toContain('<h2 id="adm-branch-title">బ్రాంచ్ వారీగా</h2>');
    expect(telugu).toContain('aria-label="బ్రాంచ్ వారీగా ప్రవేశాల పట్టిక"');
    expect(telugu).toContain('ఏజెంట్ లేరు (నేరుగా)');
    expect(telugu).toContain('412');
    const hindi = await dashboardIn('hi');
    expect(hindi).toContain('इस शैक्षणिक वर्ष के प्रवेश');
    expect(hindi).toContain('<th scope="col">प्रवेश का प्रकार</th>');
  });

  it('shows the dashboard in English word for word as before', async () => {
    const english = await dashboardIn('en');
    expect(english).toContain('<h2 id="adm-counts-title">Admissions 2026-2027</h2>');
    expect(english).toContain('Certificates still to submit');
    expect(english).toContain('aria-label="Admissions by admission type table"');
    expect(english).toContain('<th scope="col">Admission type</th>');
    expect(english).toContain('<td data-label="Agent">No agent (direct)</td>');
    expect(english).toContain('Second form, with the Excel upload');
  });

  it('shows the register and the second form in Telugu, Hindi and English', async () => {
    const register = await renderedIn('te', <AdmissionRegisterScreen />);
    expect(register).toContain('పేరు, రోల్ నంబర్, ప్రవేశ నంబర్ లేదా ఆధార్');
    expect(register).toContain('Excelకు ఎగుమతి చేయండి');
    expect(await renderedIn('hi', <AdmissionRegisterScreen />)).toContain('नया प्रवेश');
    const englishRegister = await renderedIn('en', <AdmissionRegisterScreen />);
    expect(englishRegister).toContain('Name, roll number, admission number or Aadhaar');
    expect(englishRegister).toContain('New admission');

    const form = await renderedIn('hi', <SecondFormScreen />);
    expect(form).toContain('पिछली शिक्षा');
    expect(form).toContain('पिता का मोबाइल');
    expect(form).toContain('जमा करें');
    expect(await renderedIn('te', <SecondFormScreen />)).toContain('తండ్రి మొబైల్');
    const englishForm = await renderedIn('en', <SecondFormScreen />);
    expect(englishForm).toContain('<legend>Previous education</legend>');
    expect(englishForm).toContain('Father Mobile');
    expect(englishForm).toContain('Degree (Course Applied for)');
  });
});
