import { useLingui } from '@lingui/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { dateTimeText } from '../../../domain/calendar/date-text';
import type { ReportKind } from '../../../domain/reports/report-answers';
import type { ReportSearch } from '../../../domain/reports/report-requests';
import { APP_PATHS } from '../../../domain/routes/app-paths';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { useOnline } from '../../lib/use-online';
import { AppLink } from '../../ui/app-link';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { downloadReport } from './reports-queries';
import './reports.css';

/** The four reports, in the order the index and the tabs list them. */
export const REPORT_PAGES: readonly { kind: ReportKind; to: string; label: string; hint: string }[] = [
  {
    kind: 'money',
    to: APP_PATHS.moneyReport,
    label: /*i18n*/ 'Money',
    hint: /*i18n*/ 'Collected against due by branch, batch and quota; month by month',
  },
  {
    kind: 'admissions',
    to: APP_PATHS.admissionsReport,
    label: /*i18n*/ 'Admissions',
    hint: /*i18n*/ 'Admitted against intake by branch; by quota and category',
  },
  {
    kind: 'attendance',
    to: APP_PATHS.attendanceReport,
    label: /*i18n*/ 'Attendance',
    hint: /*i18n*/ 'Students below the attendance threshold by branch',
  },
  {
    kind: 'results',
    to: APP_PATHS.resultsReport,
    label: /*i18n*/ 'Results',
    hint: /*i18n*/ 'Pass percentage by branch and exam',
  },
];

/** A labelled drop-down of a report's filter; choosing changes the address (the route owns it). */
export function ReportSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="select-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface Props {
  kind: ReportKind;
  title: string;
  search: ReportSearch;
  /** The report's answer as the device-backed query gives it (undefined while loading). */
  answer: { source: 'network' | 'device'; fetchedAt: number } | undefined;
  error: unknown;
  /** The report's filters (the year, and the semester or the exam). */
  filters: ReactNode;
  children: ReactNode;
}

/**
 * A report's page: the tabs to the other reports, its filters, where the figures came from (a copy saved on the device
 * when offline), the Excel and PDF exports, and the report itself.
 */
export function ReportFrame({ kind, title, search, answer, error, filters, children }: Props) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const [exporting, setExporting] = useState<'excel' | 'pdf' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const exportAs = async (as: 'excel' | 'pdf') => {
    setExporting(as);
    try {
      await downloadReport(kind, search, as);
    } catch (e) {
      void showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' });
    } finally {
      setExporting(null);
    }
  };
  useEffect(() => {
    if (error) void failureMessage(error).then((m) => setFailed(translateKnown(i18n, m)));
    else setFailed(null);
  }, [error, i18n]);

  return (
    <PageFrame title={title} wide>
      <nav className="report-tabs" aria-label={i18n._('Reports')}>
        {REPORT_PAGES.map((page) => (
          <AppLink key={page.kind} to={page.to} current={page.kind === kind} className="report-tabs__tab">
            {i18n._(page.label)}
          </AppLink>
        ))}
      </nav>
      <div className="report-filters" role="group" aria-label={i18n._('Filters')}>
        {filters}
      </div>
      {answer?.source === 'device' && (
        <p className="hint" role="status">
          {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
            fetched: dateTimeText(answer.fetchedAt, locale),
          })}
        </p>
      )}
      <ErrorAlert message={failed} />
      {answer && (
        <div className="row-actions">
          <PlainButton onClick={() => void exportAs('excel')} disabled={!online || exporting !== null}>
            {exporting === 'excel' ? i18n._('Preparing…') : i18n._('Download Excel')}
          </PlainButton>
          <PlainButton fill="outline" onClick={() => void exportAs('pdf')} disabled={!online || exporting !== null}>
            {exporting === 'pdf' ? i18n._('Preparing…') : i18n._('Download PDF')}
          </PlainButton>
        </div>
      )}
      {answer ? children : !error && <p className="hint">{i18n._('Loading…')}</p>}
    </PageFrame>
  );
}
