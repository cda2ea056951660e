import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { attendanceText, eligibilityText } from '../../../domain/exams/eligibility';
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
      <h3 id="exam-registration-title">Registration</h3>
      <p className="hint">
        A regular exam registers the semester&apos;s students of its branches; a supplementary exam the students with F
        or AB in its subjects. Registering again brings the list up to date and changes nothing else.
      </p>
      {data && (
        <p className="hint">
          {rule
            ? `Attendance in the exam's semester: ${String(rule.threshold)}% or more sits; ${String(rule.condonation)}% up to ${String(rule.threshold)}% sits once the condonation fee is paid; below ${String(rule.condonation)}% is detained. A semester with no class recorded is not assessed.`
            : 'A supplementary exam does not assess attendance: its students sat, or could have sat, the regular exam.'}{' '}
          Those who may sit are charged the exam fee.
        </p>
      )}
      {writer && (
        <div ref={problemRef}>
          <PlainButton
            disabled={pending}
            onClick={onRegister}
            aria-describedby={problem ? 'register-problem' : undefined}
          >
            Register students
          </PlainButton>
          {problem && (
            <p id="register-problem" className="error-alert" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
      <StatusNote busy={making !== null}>{tickets.progress ? progressText(tickets.progress) : tickets.said}</StatusNote>
      {tickets.progress?.total ? (
        <progress
          className="hall-ticket-progress"
          max={tickets.progress.total}
          value={tickets.progress.made}
          aria-label={`Hall tickets of ${tickets.progress.label}`}
        />
      ) : null}
      {!data ? (
        <p className="hint">Loading…</p>
      ) : data.students.length === 0 ? (
        <p className="hint">No students registered yet.</p>
      ) : (
        <>
          <div className="table-scroll" role="region" aria-label="Registered students per branch" tabIndex={0}>
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">Branch</th>
                  <th scope="col">Registered</th>
                  <th scope="col">May sit now</th>
                  {writer && <th scope="col">Hall tickets</th>}
                </tr>
              </thead>
              <tbody>
                {data.byBranch.map((b) => (
                  <tr key={b.branch}>
                    <td data-label="Branch">{b.branch}</td>
                    <td data-label="Registered">{b.registered}</td>
                    <td data-label="May sit now">{b.eligible}</td>
                    {writer && (
                      <td data-label="Hall tickets">
                        <PlainButton
                          size="small"
                          fill="outline"
                          disabled={making !== null || b.eligible === 0}
                          aria-label={`Hall tickets of ${b.branch}`}
                          onClick={() => void tickets.branch(b.branch)}
                        >
                          {making === b.branch && tickets.progress?.total
                            ? `${String(tickets.progress.made)} of ${String(tickets.progress.total)}`
                            : 'Hall tickets'}
                        </PlainButton>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="table-scroll" role="region" aria-label="Registered students" tabIndex={0}>
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">Roll number</th>
                  <th scope="col">Name</th>
                  <th scope="col">Branch</th>
                  <th scope="col">Subjects</th>
                  <th scope="col">Attendance</th>
                  <th scope="col">Eligibility</th>
                  {writer && <th scope="col">Hall ticket</th>}
                </tr>
              </thead>
              <tbody>
                {data.students.map((s) => (
                  <tr key={s.rollNo}>
                    <td data-label="Roll number">{s.rollNo}</td>
                    <td data-label="Name">{s.name}</td>
                    <td data-label="Branch">{s.branch}</td>
                    <td data-label="Subjects">{s.subjectIds.map(codeOf).join(', ')}</td>
                    <td data-label="Attendance">{attendanceText(s.attendancePercent, rule !== null)}</td>
                    <td data-label="Eligibility" className={s.eligible ? undefined : 'exam-not-eligible'}>
                      {eligibilityText(s, rule ?? null)}
                    </td>
                    {writer && (
                      <td data-label="Hall ticket">
                        {s.eligible && (
                          <PlainButton
                            size="small"
                            fill="clear"
                            disabled={making !== null}
                            aria-label={`Hall ticket of ${s.rollNo}`}
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
