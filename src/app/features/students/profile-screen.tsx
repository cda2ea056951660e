import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { formatRupees } from '../../../domain/money/money';
import { failureMessage } from '../../lib/http';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
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
  const { i18n } = useLingui();
  const locale = useLocale();
  const profile = useQuery(studentQueries.profile(id));
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (profile.error) void failureMessage(profile.error).then(setFailure);
  }, [profile.error]);
  const answer = profile.data;
  const p = answer?.data;
  return (
    <PageFrame title={p ? `${p.student.rollNo} ${p.student.fullName}` : i18n._('Student')} wide>
      <p>
        <AppLink to={STUDENTS_PATHS.studentDirectory}>{i18n._('All students')}</AppLink>
      </p>
      {answer?.source === 'device' && (
        <p className="hint" role="status">
          {i18n._('You are offline. Showing the copy saved on this device, fetched {time}.', {
            time: dateTimeText(answer.fetchedAt, locale),
          })}
        </p>
      )}
      <ErrorAlert message={failure && translateKnown(i18n, failure)} />
      {profile.isPending && <p className="hint">{i18n._('Loading…')}</p>}
      {p && (
        <div className="students-profile">
          {p.admission?.photoFileId && (
            <img
              className="students-photo"
              src={fileUrl(p.admission.photoFileId)}
              alt={i18n._('Photo of {name}', { name: p.student.fullName })}
            />
          )}
          <Facts
            label={i18n._('Student')}
            facts={[
              [i18n._('Roll number'), p.student.rollNo],
              [i18n._('Degree and batch'), `${p.student.degree} ${p.student.batch}`],
              [i18n._('Branch'), p.student.branch],
              [i18n._('Section'), p.student.section],
              [i18n._('Semester'), p.student.semester],
              [i18n._('Status'), p.student.status],
              [i18n._('Gender'), p.student.gender],
              [i18n._('Date of birth'), p.student.dateOfBirth],
              [i18n._('E-mail'), p.student.email],
              [i18n._('Mobile'), p.student.mobile],
            ]}
          />
          {p.admission && (
            <Facts
              label={i18n._('Admission')}
              facts={[
                [i18n._('Admission number'), p.admission.adminNo],
                [i18n._('Academic year'), p.admission.academicYear],
                [i18n._('Date of admission'), p.admission.dateOfAdmission],
                [i18n._('Admission type'), p.admission.admissionType],
                [i18n._('Category'), p.admission.category],
                [i18n._('Aadhaar'), p.admission.aadhaar],
                [i18n._("Father's name"), p.admission.fatherName],
              ]}
            />
          )}
          <section className="form-card" aria-labelledby="results-title">
            <h2 id="results-title">{i18n._('Results')}</h2>
            {p.results.length === 0 ? (
              <p className="hint">{i18n._('No results yet.')}</p>
            ) : (
              <ul>
                {p.results.map((r) => (
                  <li key={r.examTitle}>
                    {i18n._('{examTitle}: {subjects} subjects, {failed} not passed', {
                      examTitle: r.examTitle,
                      subjects: r.subjects,
                      failed: r.failed,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="form-card" aria-labelledby="fees-title">
            <h2 id="fees-title">{i18n._('Fees paid')}</h2>
            {p.fees.length === 0 ? (
              <p className="hint">{i18n._('No receipts yet.')}</p>
            ) : (
              <ul>
                {p.fees.map((f) => (
                  <li key={f.receiptNo}>
                    {f.receiptNo}, {dateText(f.paidAt, locale)}: {formatRupees(f.amountPaise)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="form-card" aria-labelledby="moves-history-title">
            <h2 id="moves-history-title">{i18n._('History of moves')}</h2>
            {p.moves.length === 0 ? (
              <p className="hint">{i18n._('No moves yet.')}</p>
            ) : (
              <ul data-testid="moves-history">
                {p.moves.map((m, i) => (
                  <li key={i}>
                    {dateTimeText(m.at, locale)}{' '}
                    {i18n._('{kind} by {by}: {from} → {to}', { kind: m.kind, by: m.by, from: m.from, to: m.to })}
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
