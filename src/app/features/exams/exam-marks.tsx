import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INTERNAL_MARKS_PATH } from '../../../domain/exams/access';
import { EXAM_MARKS_FILE_TYPE, marksMissing, type MarksProgress } from '../../../domain/exams/marks';
import { refusalText } from '../../lib/refusal-text';
import { translateKnown } from '../../i18n/translate-known';
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
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const progress = useQuery(marksQueries.progress(examId));
  const [uploading, setUploading] = useState(false);
  const [external, setExternal] = useState<MarksProgress | null>(null);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: marksKeys.all });
  const code = useMutation({
    mutationFn: (courseId: number) => codeSubject(examId, courseId),
    onSuccess: async ({ message }) => (setNotice({ text: translateKnown(i18n, message), failed: false }), refresh()),
    onError: async (e) => setNotice({ text: await refusalText(e), failed: true }),
  });
  const subjects = progress.data?.subjects ?? [];
  return (
    <section aria-labelledby="exam-marks-title" className="marks">
      <h3 id="exam-marks-title">{i18n._('Marks')}</h3>
      <p className="hint">
        {i18n._(
          "Internal marks come from each subject's faculty (Internal marks, from their subject allotments); the exam cell enters external marks here or by uploading each subject's template (AB for an absentee).",
        )}
      </p>
      {notice && (notice.failed ? <ErrorAlert message={notice.text} /> : <StatusNote>{notice.text}</StatusNote>)}
      {writer && !uploading && (
        <PlainButton fill="outline" onClick={() => setUploading(true)}>
          {i18n._('Upload external marks')}
        </PlainButton>
      )}
      {writer && uploading && (
        <SheetUploadPanel
          title={i18n._('Excel upload of external marks')}
          fileType={EXAM_MARKS_FILE_TYPE}
          query={{ examId: String(examId) }}
          hint={i18n._(
            "Download a subject's template below (its registered students, or only coded numbers for a coded subject), enter the external marks — a whole number up to the maximum, or AB for an absentee — and upload it. One sheet may hold several subjects of this exam.",
          )}
          errorsFileName="Marks not submitted.xlsx"
          already={{ short: i18n._('already entered'), rows: i18n._('Already entered, rows') }}
          onClose={() => setUploading(false)}
          onUploaded={() => void refresh()}
        />
      )}
      {progress.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : progress.isError ? (
        <p className="error-alert">{i18n._('The marks could not be loaded. Check your connection and try again.')}</p>
      ) : subjects.length === 0 ? (
        <p className="hint">{i18n._("No subjects are on this exam's timetable yet.")}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={i18n._('Marks by subject')} tabIndex={0}>
          <table className="result-table">
            <thead>
              <tr>
                <th scope="col">{i18n._('Subject')}</th>
                <th scope="col">{i18n._('Registered')}</th>
                <th scope="col">{i18n._('Internal entered')}</th>
                <th scope="col">{i18n._('External entered')}</th>
                <th scope="col">{i18n._('AB')}</th>
                <th scope="col">{i18n._('Coded')}</th>
                {writer && <th scope="col">{i18n._('Actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {subjects.map((s) => {
                const missing = marksMissing(s);
                return (
                  <tr key={s.courseId}>
                    <td data-label={i18n._('Subject')}>
                      {s.code} {s.name} ({s.branch})
                      <br />
                      <span className="hint">
                        {i18n._('Maximum: internal {internal}, external {external}', {
                          internal: String(s.internalMax),
                          external: String(s.externalMax),
                        })}
                      </span>
                      {s.aboveMax > 0 && (
                        <>
                          <br />
                          <span className="error-text">
                            {i18n._('{count, plural, one {{n} mark is} other {{n} marks are}} above the maximum', {
                              count: s.aboveMax,
                              n: String(s.aboveMax),
                            })}
                          </span>
                        </>
                      )}
                    </td>
                    <td data-label={i18n._('Registered')}>{s.registered}</td>
                    <td data-label={i18n._('Internal entered')}>
                      {s.internalEntered}
                      {missing.internal > 0
                        ? ` · ${i18n._('{count} missing', { count: String(missing.internal) })}`
                        : ''}
                    </td>
                    <td data-label={i18n._('External entered')}>
                      {s.externalEntered}
                      {missing.external > 0
                        ? ` · ${i18n._('{count} missing', { count: String(missing.external) })}`
                        : ''}
                    </td>
                    <td data-label={i18n._('AB')}>{s.absent}</td>
                    <td data-label={i18n._('Coded')}>
                      {s.coded > 0 ? i18n._('Yes ({count})', { count: String(s.coded) }) : i18n._('No')}
                    </td>
                    {writer && (
                      <td className="button-row" data-label={i18n._('Actions')}>
                        <AppLink
                          to={`${INTERNAL_MARKS_PATH}?examId=${String(examId)}&subjectId=${String(s.courseId)}`}
                          aria-label={i18n._('Internal marks of {code}', { code: s.code })}
                        >
                          {i18n._('Internal')}
                        </AppLink>
                        <PlainButton
                          size="small"
                          fill="outline"
                          aria-label={i18n._('External marks of {code}', { code: s.code })}
                          onClick={() => setExternal(s)}
                        >
                          {i18n._('External')}
                        </PlainButton>
                        <PlainButton
                          size="small"
                          fill="outline"
                          aria-label={i18n._('Template of {code}', { code: s.code })}
                          onClick={() =>
                            void downloadAppFile(marksTemplatePath(examId, s.courseId), `Marks_${s.code}.xlsx`)
                          }
                        >
                          {i18n._('Template')}
                        </PlainButton>
                        {s.registered > s.coded && (
                          <PlainButton
                            size="small"
                            fill="outline"
                            aria-label={i18n._('Code the scripts of {code}', { code: s.code })}
                            disabled={code.isPending}
                            onClick={async () => {
                              if (
                                await confirmYes(
                                  i18n._(
                                    'Give coded numbers to the scripts of {code}? Valuers then see only the codes.',
                                    { code: s.code },
                                  ),
                                )
                              )
                                code.mutate(s.courseId);
                            }}
                          >
                            {i18n._('Code')}
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
