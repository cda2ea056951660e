import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INTERNAL_MARKS_PATH } from '../../../domain/exams/access';
import { EXAM_MARKS_FILE_TYPE, marksMissing, type MarksProgress } from '../../../domain/exams/marks';
import { refusalText } from '../../lib/refusal-text';
import { AppLink } from '../../ui/app-link';
import { confirmYes } from '../../ui/confirm-dialog';
import { PlainButton } from '../../ui/plain/plain-button';
import { SheetUploadPanel, downloadAppFile } from '../../ui/sheet-upload/sheet-upload-panel';
import { ExternalMarksEntry } from './external-marks-entry';
import { codeSubject, marksKeys, marksQueries, marksTemplatePath } from './marks-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './exam-marks.css';

/**
 * The exam's marks on the exam cell screen: per subject what is entered and what is missing; for the exam cell
 * the internal grid, external marks on screen, the template per subject, the upload and coded numbers.
 */
export function ExamMarks({ examId, writer }: { examId: number; writer: boolean }) {
  const queryClient = useQueryClient();
  const progress = useQuery(marksQueries.progress(examId));
  const [uploading, setUploading] = useState(false);
  const [external, setExternal] = useState<MarksProgress | null>(null);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: marksKeys.all });
  const code = useMutation({
    mutationFn: (courseId: number) => codeSubject(examId, courseId),
    onSuccess: async ({ message }) => (setNotice({ text: message, failed: false }), refresh()),
    onError: async (e) => setNotice({ text: await refusalText(e), failed: true }),
  });
  const subjects = progress.data?.subjects ?? [];
  return (
    <section aria-labelledby="exam-marks-title" className="marks">
      <h3 id="exam-marks-title">Marks</h3>
      <p className="hint">
        Internal marks come from each subject&apos;s faculty (Internal marks, from their subject allotments); the exam
        cell enters external marks here or by uploading each subject&apos;s template (AB for an absentee).
      </p>
      {notice && (notice.failed ? <ErrorAlert message={notice.text} /> : <StatusNote>{notice.text}</StatusNote>)}
      {writer && !uploading && (
        <PlainButton fill="outline" onClick={() => setUploading(true)}>
          Upload external marks
        </PlainButton>
      )}
      {writer && uploading && (
        <SheetUploadPanel
          title="Excel upload of external marks"
          fileType={EXAM_MARKS_FILE_TYPE}
          query={{ examId: String(examId) }}
          hint="Download a subject's template below (its registered students, or only coded numbers for a coded subject), enter the external marks — a whole number up to the maximum, or AB for an absentee — and upload it. One sheet may hold several subjects of this exam."
          errorsFileName="Marks not submitted.xlsx"
          already={{ short: 'already entered', rows: 'Already entered, rows' }}
          onClose={() => setUploading(false)}
          onUploaded={() => void refresh()}
        />
      )}
      {progress.isPending ? (
        <p className="hint">Loading…</p>
      ) : progress.isError ? (
        <p className="error-alert">The marks could not be loaded. Check your connection and try again.</p>
      ) : subjects.length === 0 ? (
        <p className="hint">No subjects are on this exam&apos;s timetable yet.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Marks by subject" tabIndex={0}>
          <table className="result-table">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Registered</th>
                <th scope="col">Internal entered</th>
                <th scope="col">External entered</th>
                <th scope="col">AB</th>
                <th scope="col">Coded</th>
                {writer && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {subjects.map((s) => {
                const missing = marksMissing(s);
                return (
                  <tr key={s.courseId}>
                    <td data-label="Subject">
                      {s.code} {s.name} ({s.branch})
                      <br />
                      <span className="hint">
                        Maximum: internal {s.internalMax}, external {s.externalMax}
                      </span>
                      {s.aboveMax > 0 && (
                        <>
                          <br />
                          <span className="error-text">
                            {s.aboveMax === 1 ? '1 mark is' : `${String(s.aboveMax)} marks are`} above the maximum
                          </span>
                        </>
                      )}
                    </td>
                    <td data-label="Registered">{s.registered}</td>
                    <td data-label="Internal entered">
                      {s.internalEntered}
                      {missing.internal > 0 ? ` · ${String(missing.internal)} missing` : ''}
                    </td>
                    <td data-label="External entered">
                      {s.externalEntered}
                      {missing.external > 0 ? ` · ${String(missing.external)} missing` : ''}
                    </td>
                    <td data-label="AB">{s.absent}</td>
                    <td data-label="Coded">{s.coded > 0 ? `Yes (${String(s.coded)})` : 'No'}</td>
                    {writer && (
                      <td className="button-row" data-label="Actions">
                        <AppLink
                          to={`${INTERNAL_MARKS_PATH}?examId=${String(examId)}&subjectId=${String(s.courseId)}`}
                          aria-label={`Internal marks of ${s.code}`}
                        >
                          Internal
                        </AppLink>
                        <PlainButton
                          size="small"
                          fill="outline"
                          aria-label={`External marks of ${s.code}`}
                          onClick={() => setExternal(s)}
                        >
                          External
                        </PlainButton>
                        <PlainButton
                          size="small"
                          fill="outline"
                          aria-label={`Template of ${s.code}`}
                          onClick={() =>
                            void downloadAppFile(marksTemplatePath(examId, s.courseId), `Marks_${s.code}.xlsx`)
                          }
                        >
                          Template
                        </PlainButton>
                        {s.registered > s.coded && (
                          <PlainButton
                            size="small"
                            fill="outline"
                            aria-label={`Code the scripts of ${s.code}`}
                            disabled={code.isPending}
                            onClick={async () => {
                              if (
                                await confirmYes(
                                  `Give coded numbers to the scripts of ${s.code}? Valuers then see only the codes.`,
                                )
                              )
                                code.mutate(s.courseId);
                            }}
                          >
                            Code
                          </PlainButton>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {writer && external && (
        <ExternalMarksEntry
          key={external.courseId}
          examId={examId}
          subject={external}
          onClose={() => setExternal(null)}
          onSaved={() => void refresh()}
        />
      )}
    </section>
  );
}
