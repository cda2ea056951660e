import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ParentStudent } from '../../../domain/parents/schemas';
import { sgpaLabel } from '../../../domain/results/result-sheet';
import { AppLink } from '../../ui/app-link';
import '../../ui/dashboard.css';

const sheetHref = (examTitle: string, rollNo: string) =>
  `/results/${encodeURIComponent(examTitle)}?rollNo=${encodeURIComponent(rollNo)}`;

/** One linked student: who they are, every published result (each opening the full sheet), then what the route adds (fees). */
export function StudentResults({ student, children }: { student: ParentStudent; children?: ReactNode }) {
  const headingId = `student-${student.rollNo}`;
  const { i18n } = useLingui();
  return (
    <section className="dashboard-section parent-student" aria-labelledby={headingId}>
      <h2 id={headingId}>{student.fullName}</h2>
      <dl className="parent-student__facts">
        <div>
          <dt>{i18n._('Roll number')}</dt>
          <dd>{student.rollNo}</dd>
        </div>
        <div>
          <dt>{i18n._('Branch')}</dt>
          <dd>{student.branch}</dd>
        </div>
        <div>
          <dt>{i18n._('Batch')}</dt>
          <dd>{student.batch}</dd>
        </div>
      </dl>
      <h3>{i18n._('Results')}</h3>
      {student.exams.length === 0 ? (
        <p className="hint">{i18n._('No results have been published for this student yet.')}</p>
      ) : (
        <ul className="parent-results">
          {student.exams.map((exam) => (
            <li key={exam.examTitle} className="parent-result">
              <AppLink to={sheetHref(exam.examTitle, student.rollNo)} className="parent-result__title">
                {exam.examTitle}
              </AppLink>
              <span className="parent-result__facts">
                {(exam.sgpas?.length ? exam.sgpas : [{ semester: exam.semester, sgpa: exam.sgpa }]).map((s) => (
                  <span key={s.semester ?? 0}>
                    <b>{sgpaLabel(s.semester, (id, values) => i18n._(id, values))}</b> {s.sgpa.toFixed(2)}
                  </span>
                ))}
                {exam.cgpa !== undefined && (
                  <span>
                    <b>{i18n._('CGPA')}</b> {exam.cgpa.toFixed(2)}
                  </span>
                )}
                <span>
                  <b>{i18n._('Credits')}</b>{' '}
                  {i18n._('{count} of {total}', { count: exam.earnedCredits, total: exam.totalCredits })}
                </span>
                <span className={exam.failCount > 0 ? 'parent-result__fail' : undefined}>
                  <b>{i18n._('Passed')}</b>{' '}
                  {i18n._('{count} of {total}', { count: exam.passCount, total: exam.passCount + exam.failCount })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
