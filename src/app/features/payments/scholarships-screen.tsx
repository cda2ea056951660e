import { useLingui } from '@lingui/react';
import { hasAnyRole } from '../../../domain/auth/access';
import { CONCESSION_DECIDER_ROLES } from '../../../domain/payments/access';
import type { ConcessionStatus } from '../../../domain/payments/concessions';
import { currentUser } from '../../lib/session';
import { PageFrame } from '../../ui/page-frame';
import { ConcessionsPanel } from './concessions-panel';
import { FeeWaiversPanel } from './fee-waivers-panel';
import { ReimbursementsPanel } from './reimbursements-panel';
import './counter.css';
import './scholarships.css';

const TITLE = /*i18n*/ 'Scholarship and Waiver';

export const SCHOLARSHIP_TABS = ['concessions', 'reimbursement', 'waivers'] as const;
export type ScholarshipTab = (typeof SCHOLARSHIP_TABS)[number];
const TAB_LABELS: Readonly<Record<ScholarshipTab, string>> = {
  concessions: /*i18n*/ 'Concessions and scholarships',
  reimbursement: /*i18n*/ 'State reimbursement',
  waivers: /*i18n*/ 'Fine waivers',
};

export interface ScholarshipView {
  tab: ScholarshipTab;
  status: ConcessionStatus;
  academicYear: string;
  today: string;
}

/**
 * Scholarship and waiver (the accountant roles): concessions proposed and approved by another person, the state's fee
 * reimbursement claims, and late fine waivers. The tab, the status shown and the year are the address's.
 */
export function ScholarshipsScreen({
  view,
  onView,
}: {
  view: ScholarshipView;
  onView: (next: Partial<Omit<ScholarshipView, 'today'>>) => void;
}) {
  const { i18n } = useLingui();
  const mayWaive = hasAnyRole(currentUser()?.roles ?? [], CONCESSION_DECIDER_ROLES);
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <div className="scholarship-tabs" role="tablist" aria-label={i18n._(TITLE)}>
        {SCHOLARSHIP_TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            id={`scholarship-tab-${t}`}
            aria-controls="scholarship-panel"
            aria-selected={view.tab === t}
            onClick={() => onView({ tab: t })}
          >
            {i18n._(TAB_LABELS[t])}
          </button>
        ))}
      </div>
      <div id="scholarship-panel" role="tabpanel" aria-labelledby={`scholarship-tab-${view.tab}`}>
        {view.tab === 'concessions' ? (
          <ConcessionsPanel status={view.status} onStatus={(status) => onView({ status })} />
        ) : view.tab === 'reimbursement' ? (
          <ReimbursementsPanel
            academicYear={view.academicYear}
            today={view.today}
            onYear={(academicYear) => onView({ academicYear })}
          />
        ) : (
          <FeeWaiversPanel mayWaive={mayWaive} />
        )}
      </div>
    </PageFrame>
  );
}
