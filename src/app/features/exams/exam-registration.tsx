import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { attendanceText, eligibilityText } from '../../../domain/exams/eligibility';
import type { Translate } from '../../../domain/i18n/translate';
import { PlainButton } from '../../ui/plain/plain-button';
import { examQueries } from './exams-queries';
import { progressText, useHallTickets } from './use-hall-tickets';
import { StatusNote } from '../../ui/status-note';
import './exams.css';

/** Who sits the exam: counts per branch, then each student with their subjects and whether they may sit now. */
export function ExamRegistration({
  examId,
  writer,
  pending,
  problem,
  onRegister,
}: {
  examId: number;
  writer: boolean;
  pending: boolean;
  /** Why registering was refused, told beside the button (scrolled into view and announced). */
  problem: string | null;
  onRegister: () => void;
}) {
  const { i18n } = useLingui();
  const translate: Translate = (id, values) => i18n._(id, values);
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'center' });
  }, [problem]);
  const registration = useQuery(examQueries.registration(examId));
  const data = registration.data;
  const codeOf = (id: number) => data?.subjects.find((s) => s.id === id)?.code ?? String(id);
  const tickets = useHallTickets(examId);
  const making = tickets.progress?.label ?? null;
  const rule = data?.attendanceRule;
  return (
    <section aria-labelledby="exam-registration-title">
      <h3 id="exam-registration-title">{i18n._('Registration')}</h3>
      <p className="hint">
        {i18n._(
          "A regular exam registers the semester's students of its branches; a supplementary exam the students with F or AB in its subjects. Registering again brings the list up to date and changes nothing else.",
        )}
      </p>
      {data && (
        <p className="hint">
          {rule
            ? i18n._(
                "Attendance in the exam's semester: {threshold}% or more sits; {condonation}% up to {threshold}% sits once the condonation fee is paid; below {condonation}% is detained. A semester with no class recorded is not assessed.",
                { threshold: String(rule.threshold), condonation: String(rule.condonation) },
              )
            : i18n._(
                'A supplementary exam does not assess attendance: its students sat, or could have sat, the regular exam.',
              )}{' '}
          {i18n._('Those who may sit are charged the exam fee.')}
        </p>
      )}
      {writer && (
        <div ref={problemRef}>
          <PlainButton
            disabled={pending}
            onClick={onRegister}
            aria-describedby={problem ? 'register-problem' : undefined}
          >
            {i18n._('Register students')}
          </PlainButton>
          {problem && (
            <p id="register-problem" className="error-alert" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
      <StatusNote busy={making !== null}>
        {tickets.progress ? progressText(tickets.progress, translate) : tickets.said}
      </StatusNote>
      {tickets.progress?.total ? (
        <progress
          className="hall-ticket-progress"
          max={tickets.progress.total}
          value={tickets.progress.made}
          aria-label={i18n._('Hall tickets of {branch}', { branch: tickets.progress.label })}
        />
      ) : null}
      {!data ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : data.students.length === 0 ? (
        <p className="hint">{i18n._('No students registered yet.')}</p>
      ) : (
        <>
          <div
            className="table-scroll"
            role="region"
            aria-label={i18n._('Registered students per branch')}
            tabIndex={0}
          >
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">{i18n._('Branch')}</th>
                  <th scope="col">{i18n._('Registered')}</th>
                  <th scope="col">{i18n._('May sit now')}</th>
                  {writer && <th scope="col">{i18n._('Hall tickets')}</th>}
                </tr>
              </thead>
              <tbody>
                {data.byBranch.map((b) => (
                  <tr key={b.branch}>
                    <td data-label={i18n._('Branch')}>{b.branch}</td>
                    <td data-label={i18n._('Registered')}>{b.registered}</td>
                    <td data-label={i18n._('May sit now')}>{b.eligible}</td>
                    {writer && (
                      <td data-label={i18n._('Hall tickets')}>
                        <PlainButton
                          size="small"
                          fill="outline"
                          disabled={making !== null || b.eligible === 0}
                          aria-label={i18n._('Hall tickets of {branch}', { branch: b.branch })}
                          onClick={() => void tickets.branch(b.branch)}
                        >
                          {making === b.branch && tickets.progress?.total
                            ? i18n._('{made} of {total}', {
                                made: String(tickets.progress.made),
                                total: String(tickets.progress.total),
                              })
                            : i18n._('Hall tickets')}
                        </PlainButton>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="table-scroll" role="region" aria-label={i18n._('Registered students')} tabIndex={0}>
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">{i18n._('Roll number')}</th>
                  <th scope="col">{i18n._('Name')}</th>
                  <th scope="col">{i18n._('Branch')}</th>
                  <th scope="col">{i18n._('Subjects')}</th>
                  <th scope="col">{i18n._('Attendance')}</th>
                  <th scope="col">{i18n._('Eligibility')}</th>
                  {writer && <th scope="col">{i18n._('Hall ticket')}</th>}
                </tr>
              </thead>
              <tbody>
                {data.students.map((s) => (
                  <tr key={s.rollNo}>
                    <td data-label={i18n._('Roll number')}>{s.rollNo}</td>
                    <td data-label={i18n._('Name')}>{s.name}</td>
                    <td data-label={i18n._('Branch')}>{s.branch}</td>
                    <td data-label={i18n._('Subjects')}>{s.subjectIds.map(codeOf).join(', ')}</td>
                    <td data-label={i18n._('Attendance')}>
                      {attendanceText(s.attendancePercent, rule !== null, translate)}
                    </td>
                    <td data-label={i18n._('Eligibility')} className={s.eligible ? undefined : 'exam-not-eligible'}>
                      {eligibilityText(s, rule ?? null, translate)}
                    </td>
                    {writer && (
                      <td data-label={i18n._('Hall ticket')}>
                        {s.eligible && (
                          <PlainButton
                            size="small"
                            fill="clear"
                            disabled={making !== null}
                            aria-label={i18n._('Hall ticket of {rollNo}', { rollNo: s.rollNo })}
                            onClick={() => void tickets.student(s.rollNo)}
                          >
                            PDF
                          </PlainButton>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
