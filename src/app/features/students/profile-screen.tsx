import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { formatRupees } from '../../../domain/money/money';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { studentQueries } from './students-queries';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../ui/error-alert';
import './students.css';
import { fileUrl } from '../../../domain/files/file-url';
import { dateText, dateTimeText } from '../../../domain/calendar/date-text';
import { STUDENTS_PATHS } from '../../../domain/students/paths';

function Facts({ label, facts }: { label: string; facts: [string, string | number | null][] }) {
  return (
    <section className="form-card" aria-label={label}>
      <h2>{label}</h2>
      <dl className="students-facts">
        {facts.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value === null || value === '' ? '–' : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A student's profile (/app/Admin/Students/{id}): admission record (Aadhaar masked), results, fees, moves. */
export function ProfileScreen() {
  const { id } = useParams({ strict: false });
  const user = currentUser();
  if (!user) return null;
  return <ProfilePanel id={Number(id)} />;
}

function ProfilePanel({ id }: { id: number }) {
  const profile = useQuery(studentQueries.profile(id));
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (profile.error) void failureMessage(profile.error).then(setFailure);
  }, [profile.error]);
  const answer = profile.data;
  const p = answer?.data;
  return (
    <PageFrame title={p ? `${p.student.rollNo} ${p.student.fullName}` : 'Student'} wide>
      <p>
        <AppLink to={STUDENTS_PATHS.studentDirectory}>All students</AppLink>
      </p>
      {answer?.source === 'device' && (
        <p className="hint" role="status">
          You are offline. Showing the copy saved on this device, fetched {dateTimeText(answer.fetchedAt)}.
        </p>
      )}
      <ErrorAlert message={failure} />
      {profile.isPending && <p className="hint">Loading…</p>}
      {p && (
        <div className="students-profile">
          {p.admission?.photoFileId && (
            <img
              className="students-photo"
              src={fileUrl(p.admission.photoFileId)}
              alt={`Photo of ${p.student.fullName}`}
            />
          )}
          <Facts
            label="Student"
            facts={[
              ['Roll number', p.student.rollNo],
              ['Degree and batch', `${p.student.degree} ${p.student.batch}`],
              ['Branch', p.student.branch],
              ['Section', p.student.section],
              ['Semester', p.student.semester],
              ['Status', p.student.status],
              ['Gender', p.student.gender],
              ['Date of birth', p.student.dateOfBirth],
              ['E-mail', p.student.email],
              ['Mobile', p.student.mobile],
            ]}
          />
          {p.admission && (
            <Facts
              label="Admission"
              facts={[
                ['Admission number', p.admission.adminNo],
                ['Academic year', p.admission.academicYear],
                ['Date of admission', p.admission.dateOfAdmission],
                ['Admission type', p.admission.admissionType],
                ['Category', p.admission.category],
                ['Aadhaar', p.admission.aadhaar],
                ["Father's name", p.admission.fatherName],
              ]}
            />
          )}
          <section className="form-card" aria-labelledby="results-title">
            <h2 id="results-title">Results</h2>
            {p.results.length === 0 ? (
              <p className="hint">No results yet.</p>
            ) : (
              <ul>
                {p.results.map((r) => (
                  <li key={r.examTitle}>
                    {r.examTitle}: {r.subjects} subjects, {r.failed} not passed
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="form-card" aria-labelledby="fees-title">
            <h2 id="fees-title">Fees paid</h2>
            {p.fees.length === 0 ? (
              <p className="hint">No receipts yet.</p>
            ) : (
              <ul>
                {p.fees.map((f) => (
                  <li key={f.receiptNo}>
                    {f.receiptNo}, {dateText(f.paidAt)}: {formatRupees(f.amountPaise)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="form-card" aria-labelledby="moves-history-title">
            <h2 id="moves-history-title">History of moves</h2>
            {p.moves.length === 0 ? (
              <p className="hint">No moves yet.</p>
            ) : (
              <ul data-testid="moves-history">
                {p.moves.map((m, i) => (
                  <li key={i}>
                    {dateTimeText(m.at)} {m.kind} by {m.by}: {m.from} → {m.to}
                    {m.reason ? ` (${m.reason})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </PageFrame>
  );
}
