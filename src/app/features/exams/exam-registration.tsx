import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bytesFromBase64 } from '../../../domain/files/base64';
import { refusalText } from '../../lib/refusal-text';
import { saveFile } from '../../lib/save-file';
import { INELIGIBLE_LABELS, type IneligibleReason } from '../../../domain/exams/exam';
import { PlainButton } from '../../ui/plain/plain-button';
import { examQueries, hallTicketsPdf } from './exams-queries';

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
  const [making, setMaking] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  /** Makes the PDF on the server (a branch's can take a while: the button says so) and saves it. */
  const download = async (who: { rollNo: string } | { branch: string }, label: string) => {
    setMaking(label);
    setSaid(null);
    try {
      const pdf = await hallTicketsPdf(examId, who);
      saveFile(new Blob([bytesFromBase64(pdf.b64)], { type: 'application/pdf' }), pdf.fileName);
      setSaid(`${pdf.count === 1 ? '1 hall ticket' : `${pdf.count} hall tickets`} saved as ${pdf.fileName}`);
    } catch (e) {
      setSaid(await refusalText(e));
    } finally {
      setMaking(null);
    }
  };
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
      <p className="success-note" role="status" aria-busy={making !== null}>
        {making ? `Making the hall tickets of ${making}…` : said}
      </p>
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
                          onClick={() => void download({ branch: b.branch }, b.branch)}
                        >
                          {making === b.branch ? `Making ${b.eligible}…` : 'Hall tickets'}
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
                    <td data-label="Eligibility">
                      {s.eligible ? 'Eligible' : INELIGIBLE_LABELS[s.reason as IneligibleReason]}
                    </td>
                    {writer && (
                      <td data-label="Hall ticket">
                        {s.eligible && (
                          <PlainButton
                            size="small"
                            fill="clear"
                            disabled={making !== null}
                            aria-label={`Hall ticket of ${s.rollNo}`}
                            onClick={() => void download({ rollNo: s.rollNo }, s.rollNo)}
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
