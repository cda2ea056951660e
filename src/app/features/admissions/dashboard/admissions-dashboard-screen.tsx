import { PlainButton } from '../../../ui/plain/plain-button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMISSION_WRITERS } from '../../../../domain/admissions/access';
import type { AdmissionsDashboard } from '../../../../domain/admissions/admissions-dashboard';
import { hasAnyRole } from '../../../../domain/auth/access';
import { currentUser } from '../../../lib/session';
import { AppLink } from '../../../ui/app-link';
import { PageFrame } from '../../../ui/page-frame';
import { BulkUploadPanel } from '../bulk-upload/bulk-upload-panel';
import {
  ADMISSIONS_REGISTER_PATH,
  ADMISSION_FORM_PATH,
  STUDENT_ADMISSION_FORM_PATH,
} from './admissions-dashboard-links';
import { admissionsDashboardKeys, admissionsDashboardQueries } from './admissions-dashboard-queries';
import { ErrorAlert } from '../../../ui/error-alert';
import './admissions-bulk.css';
import { countText } from '../../../../domain/display-formats';
import { formatRupees } from '../../../../domain/money/money';
import { timeText } from '../../../../domain/calendar/date-text';
import '../../../ui/dashboard.css';
import { useLingui } from '@lingui/react';
import { translateKnown } from '../../../i18n/translate-known';

const n = countText;
const rupees = formatRupees;

/** /app/Admission/Dashboard (the ROLE_ADMISSIONS landing): live admissions figures, links and the Excel upload. */
export function AdmissionsDashboardScreen() {
  const user = currentUser();
  if (!user) return null;
  return <Dashboard canWrite={hasAnyRole(user.roles, ADMISSION_WRITERS)} />;
}

function Dashboard({ canWrite }: { canWrite: boolean }) {
  const { i18n } = useLingui();
  const figures = useQuery(admissionsDashboardQueries.figures());
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const data = figures.data;
  return (
    <PageFrame title={i18n._('Admissions Dashboard')} wide>
      <section className="dashboard-section" aria-labelledby="adm-counts-title">
        <h2 id="adm-counts-title">
          {data
            ? i18n._('Admissions {academicYear}', { academicYear: data.academicYear })
            : i18n._('Admissions this academic year')}
        </h2>
        {figures.isError && (
          <ErrorAlert
            message={i18n._('The figures could not be loaded. Check your connection and open this page again.')}
          />
        )}
        <ul className="counter-grid" aria-busy={figures.isPending}>
          <Counter id="thisYear" label={i18n._('Admissions this academic year')} value={data?.thisYear} />
          <Counter id="today" label={i18n._('Admitted today')} value={data?.today} />
          <Counter
            id="certificatesPending"
            label={i18n._('Certificates still to submit')}
            value={data?.certificatesPending}
          />
        </ul>
        {data && (
          <p className="hint">
            {i18n._('Counted from the college database at {time}.', { time: timeText(data.generatedAt) })}
          </p>
        )}
      </section>
      <section className="dashboard-section" aria-labelledby="adm-entries-title">
        <h2 id="adm-entries-title">{i18n._('Open')}</h2>
        <ul className="entry-grid">
          {canWrite && (
            <Entry
              to={ADMISSION_FORM_PATH}
              label={i18n._('Admission form')}
              hint={i18n._('New admission or modify one')}
            />
          )}
          {canWrite && (
            <Entry
              to={STUDENT_ADMISSION_FORM_PATH}
              label={i18n._('Student admission form')}
              hint={i18n._('Second form, with the Excel upload')}
            />
          )}
          <Entry
            to={ADMISSIONS_REGISTER_PATH}
            label={i18n._('Admissions register')}
            hint={i18n._('Search, PDFs and Excel export')}
          />
        </ul>
        {canWrite && !uploading && (
          <PlainButton className="upload-toggle" onClick={() => setUploading(true)}>
            {i18n._('Upload')}
          </PlainButton>
        )}
      </section>
      {canWrite && uploading && (
        <BulkUploadPanel
          onClose={() => setUploading(false)}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: admissionsDashboardKeys.all })}
        />
      )}
      {data && <Breakdowns data={data} />}
    </PageFrame>
  );
}

function Counter({ id, label, value }: { id: string; label: string; value: number | undefined }) {
  return (
    <li className="counter" data-counter={id}>
      <span className="counter__value">{value === undefined ? '…' : n(value)}</span>
      <span className="counter__label">{label}</span>
    </li>
  );
}

function Entry({ to, label, hint }: { to: string; label: string; hint: string }) {
  return (
    <li>
      <AppLink to={to} className="entry-link">
        <span className="entry-link__label">{label}</span>
        <span className="entry-link__hint">{hint}</span>
      </AppLink>
    </li>
  );
}

function Breakdowns({ data }: { data: AdmissionsDashboard }) {
  const { i18n } = useLingui();
  const tables = [
    {
      id: 'branch',
      title: /*i18n*/ 'By branch',
      tableLabel: /*i18n*/ 'Admissions by branch table',
      head: [/*i18n*/ 'Course', /*i18n*/ 'Branch', /*i18n*/ 'Admissions'],
      rows: data.byBranch.map((b) => [b.course, b.branch, n(b.count)]),
    },
    {
      id: 'type',
      title: /*i18n*/ 'By admission type',
      tableLabel: /*i18n*/ 'Admissions by admission type table',
      head: [/*i18n*/ 'Admission type', /*i18n*/ 'Admissions'],
      rows: data.byAdmissionType.map((t) => [translateKnown(i18n, t.admissionType), n(t.count)]),
    },
    {
      id: 'agent',
      title: /*i18n*/ 'Per agent',
      tableLabel: /*i18n*/ 'Admissions per agent table',
      head: [/*i18n*/ 'Agent', /*i18n*/ 'Admissions', /*i18n*/ 'Agent amount'],
      rows: data.byAgent.map((a) => [translateKnown(i18n, a.agent), n(a.count), rupees(a.agentAmountPaise)]),
    },
  ];
  return (
    <>
      {tables.map((t) => (
        <section key={t.id} className="dashboard-section" aria-labelledby={`adm-${t.id}-title`} data-breakdown={t.id}>
          <h2 id={`adm-${t.id}-title`}>{i18n._(t.title)}</h2>
          {t.rows.length === 0 ? (
            <p className="hint">{i18n._('No admissions yet this academic year.')}</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label={i18n._(t.tableLabel)}>
              <table className="result-table">
                <thead>
                  <tr>
                    {t.head.map((h) => (
                      <th key={h} scope="col">
                        {i18n._(h)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {t.rows.map((row) => (
                    <tr key={row.join('|')}>
                      {row.map((cell, i) => (
                        <td key={t.head[i]} data-label={i18n._(t.head[i]!)}>
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </>
  );
}
