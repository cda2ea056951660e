import { useQuery } from '@tanstack/react-query';
import { INELIGIBLE_LABELS, type IneligibleReason } from '../../../domain/exams/exam';
import { PlainButton } from '../../ui/plain/plain-button';
import { examQueries } from './exams-queries';

/** Who sits the exam: counts per branch, then each student with their subjects and whether they may sit now. */
export function ExamRegistration({
  examId,
  writer,
  pending,
  onRegister,
}: {
  examId: number;
  writer: boolean;
  pending: boolean;
  onRegister: () => void;
}) {
  const registration = useQuery(examQueries.registration(examId));
  const data = registration.data;
  const codeOf = (id: number) => data?.subjects.find((s) => s.id === id)?.code ?? String(id);
  return (
    <section aria-labelledby="exam-registration-title">
      <h3 id="exam-registration-title">Registration</h3>
      <p className="hint">
        A regular exam registers the semester&apos;s students of its branches; a supplementary exam the students with F
        or AB in its subjects. Registering again brings the list up to date and changes nothing else.
      </p>
      {writer && (
        <PlainButton disabled={pending} onClick={onRegister}>
          Register students
        </PlainButton>
      )}
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
                </tr>
              </thead>
              <tbody>
                {data.byBranch.map((b) => (
                  <tr key={b.branch}>
                    <td data-label="Branch">{b.branch}</td>
                    <td data-label="Registered">{b.registered}</td>
                    <td data-label="May sit now">{b.eligible}</td>
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
                  <th scope="col">Eligibility</th>
                </tr>
              </thead>
              <tbody>
                {data.students.map((s) => (
                  <tr key={s.rollNo}>
                    <td data-label="Roll number">{s.rollNo}</td>
                    <td data-label="Name">{s.name}</td>
                    <td data-label="Branch">{s.branch}</td>
                    <td data-label="Subjects">{s.subjectIds.map(codeOf).join(', ')}</td>
                    <td data-label="Eligibility">
                      {s.eligible ? 'Eligible' : INELIGIBLE_LABELS[s.reason as IneligibleReason]}
                    </td>
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
