import { useLingui } from '@lingui/react';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { REPORT_PAGES } from './report-frame';
import './reports.css';

const TITLE = /*i18n*/ 'Reports';

/** The Authority's reports: money, admissions, attendance and results, one page each. */
export function ReportsIndexScreen() {
  const { i18n } = useLingui();
  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <ul className="report-index">
        {REPORT_PAGES.map((page) => (
          <li key={page.kind}>
            <AppLink to={page.to}>
              <strong>{i18n._(page.label)}</strong>
              {i18n._(page.hint)}
            </AppLink>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
