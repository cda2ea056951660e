import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SETUP_STEPS, type SetupChecklist } from '../../src/domain/setup/setup-checklist';
import { renderedIn } from './support/rendered-in';

// The steps link to their screens; the test draws them as plain links.
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));

const { SetupChecklistSection } = await import('../../src/app/features/dashboards/setup-checklist');
const { dashboardsQueries } = await import('../../src/app/features/dashboards/dashboards-queries');

/** A college with its profile done and its first regulation waiting for the second signatory. */
const CHECKLIST: SetupChecklist = {
  steps: SETUP_STEPS.map((step) => ({
    key: step.key,
    state: step.key === 'collegeProfile' ? 'done' : step.key === 'regulations' ? 'waiting' : 'todo',
  })),
  allDone: false,
};

const checklistIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <SetupChecklistSection />, (client) =>
    client.setQueryData(dashboardsQueries.setupChecklist().queryKey, CHECKLIST),
  );

describe("the administrator's set-up checklist in Telugu and Hindi", () => {
  it('names each step, what it unlocks and its state in Telugu', async () => {
    const html = await checklistIn('te');
    expect(html).toContain('కళాశాల ప్రొఫైల్ మరియు లోగో');
    expect(html).toContain('రెండవ సంతకందారు');
    expect(html).toContain('రెండవ సంతకందారు ఆమోదించే వరకు వేచి ఉంది');
    expect(html).toContain('పూర్తయింది');
    expect(html).toContain('కళాశాల అందించే డిగ్రీలు (B.Tech, MBA …)');
    expect(html).not.toContain('Take the first attendance');
  });

  it('names them in Hindi', async () => {
    const html = await checklistIn('hi');
    expect(html).toContain('पहली उपस्थिति लें');
    expect(html).toContain('दूसरे हस्ताक्षरकर्ता के अधिकृत करने की प्रतीक्षा में');
    expect(html).toContain('करना है');
    expect(html).not.toContain('Publish the first exam');
  });

  it('keeps the English words as they were', async () => {
    const html = await checklistIn('en');
    expect(html).toContain('<span class="setup-step__label">College profile and logo</span>');
    expect(html).toContain('Waiting for the second signatory to authorize it');
    expect(html).toContain('Unlocks: Batches, subjects and exam results');
    expect(html).toContain('The exam cell’s login is made on Create User, with the role Examination');
    expect(html).toContain('To do');
  });
});
