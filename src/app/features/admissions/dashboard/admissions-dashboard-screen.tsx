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

const n = countText;
const rupees = formatRupees;

/** /app/Admission/Dashboard (the ROLE_ADMISSIONS landing): live admissions figures, links and the Excel upload. */
export function AdmissionsDashboardScreen() {
  const user = currentUser();
  if (!user) return null;
  return <Dashboard canWrite={hasAnyRole(user.roles, ADMISSION_WRITERS)} />;
}

function Dashboard({ canWrite }: { canWrite: boolean }) {
  const figures = useQuery(admissionsDashboardQueries.figures());
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const data = figures.data;
  return (
    <PageFrame title="Admissions Dashboard" wide>
      <section className="dashboard-section" aria-labelledby="adm-counts-title">
        <h2 id="adm-counts-title">Admissions {data ? data.academicYear : 'this academic year'}</h2>
        {figures.isError && (
          <ErrorAlert message="The figures could not be loaded. Check your connection and open this page again." />
        )}
        <ul className="counter-grid" aria-busy={figures.isPending}>
          <Counter id="thisYear" label="Admissions this academic year" value={data?.thisYear} />
          <Counter id="today" label="Admitted today" value={data?.today} />
          <Counter id="certificatesPending" label="Certificates still to submit" value={data?.certificatesPending} />
        </ul>
        {data && <p className="hint">Counted from the college database at {timeText(data.generatedAt)}.</p>}
      </section>
      <section className="dashboard-section" aria-labelledby="adm-entries-title">
        <h2 id="adm-entries-title">Open</h2>
        <ul className="entry-grid">
          {canWrite && <Entry to={ADMISSION_FORM_PATH} label="Admission form" hint="New admission or modify one" />}
          {canWrite && (
            <Entry
              to={STUDENT_ADMISSION_FORM_PATH}
              label="Student admission form"
              hint="Second form, with the Excel upload"
            />
          )}
          <Entry to={ADMISSIONS_REGISTER_PATH} label="Admissions register" hint="Search, PDFs and Excel export" />
        </ul>
        {canWrite && !uploading && (
          <PlainButton className="upload-toggle" onClick={() => setUploading(true)}>
            Upload
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
  const tables = [
    {
      id: 'branch',
      title: 'By branch',
      head: ['Course', 'Branch', 'Admissions'],
      rows: data.byBranch.map((b) => [b.course, b.branch, n(b.count)]),
    },
    {
      id: 'type',
      title: 'By admission type',
      head: ['Admission type', 'Admissions'],
      rows: data.byAdmissionType.map((t) => [t.admissionType, n(t.count)]),
    },
    {
      id: 'agent',
      title: 'Per agent',
      head: ['Agent', 'Admissions', 'Agent amount'],
      rows: data.byAgent.map((a) => [a.agent, n(a.count), rupees(a.agentAmountPaise)]),
    },
  ];
  return (
    <>
      {tables.map((t) => (
        <section key={t.id} className="dashboard-section" aria-labelledby={`adm-${t.id}-title`} data-breakdown={t.id}>
          <h2 id={`adm-${t.id}-title`}>{t.title}</h2>
          {t.rows.length === 0 ? (
            <p className="hint">No admissions yet this academic year.</p>
          ) : (
            <div
              className="table-scroll"
              tabIndex={0}
              role="region"
              aria-label={`Admissions ${t.title.toLowerCase()} table`}
            >
              <table className="result-table">
                <thead>
                  <tr>
                    {t.head.map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {t.rows.map((row) => (
                    <tr key={row.join('|')}>
                      {row.map((cell, i) => (
                        <td key={t.head[i]} data-label={t.head[i]}>
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
