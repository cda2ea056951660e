import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { ExamRevaluationsSchema } from '../../../domain/exams/revaluation-answers';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import { appApi } from '../../lib/http';
import { refusalText } from '../../lib/refusal-text';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';

const revaluationsQuery = (examId: number) =>
  queryOptions({
    queryKey: ['exams', examId, 'revaluations'] as const,
    queryFn: async () => v.parse(ExamRevaluationsSchema, await appApi.get(`exams/${examId}/revaluations`).json()),
  });

/**
 * The exam's recounting and revaluation applications: the paid ones wait for the exam cell's external marks (the
 * same marks confirm the result unchanged); the grade is worked out again by the regulation's rules and the
 * published result, its sheet and the student's mail follow at once.
 */
export function ExamRevaluations({ examId, writer }: { examId: number; writer: boolean }) {
  const queryClient = useQueryClient();
  const list = useQuery(revaluationsQuery(examId));
  const [marks, setMarks] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async ({ id, external }: { id: number; external: number }) =>
      v.parse(
        MessageAnswerSchema,
        await appApi.post(`exams/${examId}/revaluations/${id}/decide`, { json: { external } }).json(),
      ),
    onSuccess: async ({ message }) => {
      setFailure(null);
      setNotice(message);
      await queryClient.invalidateQueries({ queryKey: ['exams', examId, 'revaluations'] });
    },
    onError: async (e) => {
      setNotice(null);
      setFailure(await refusalText(e));
    },
  });
  const rows = list.data?.applications ?? [];
  return (
    <>
      <p className="hint">
        Students apply within the revaluation window after publication; an application counts once its fee is paid.
        Enter the external marks after recounting or revaluation (the same marks leave the grade as it is).
      </p>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      {list.isPending ? (
        <p className="hint">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="hint">No applications.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Applications" tabIndex={0}>
          <table className="result-table">
            <thead>
              <tr>
                <th scope="col">Roll number</th>
                <th scope="col">Subject</th>
                <th scope="col">Kind</th>
                <th scope="col">External</th>
                <th scope="col">Grade</th>
                <th scope="col">Decision</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id}>
                  <td data-label="Roll number">
                    {a.rollNo} {a.name}
                  </td>
                  <td data-label="Subject">
                    {a.code} {a.course}
                  </td>
                  <td data-label="Kind">{a.kindLabel}</td>
                  <td data-label="External">
                    {a.oldExternal}/{a.externalMax}
                    {a.newExternal !== null && ` → ${a.newExternal}`}
                  </td>
                  <td data-label="Grade">
                    {a.oldGrade}
                    {a.newGrade !== null && ` → ${a.newGrade}`}
                  </td>
                  <td data-label="Decision">
                    {a.note ? (
                      `${a.note} (${a.decidedByName ?? ''}${a.withdrawn ? '; results withdrawn since' : ''})`
                    ) : !a.paid ? (
                      'Fee not paid'
                    ) : writer ? (
                      <span className="revaluation-decide">
                        <PlainTextField
                          name={`external-${a.id}`}
                          label="New external marks"
                          inputMode="numeric"
                          value={marks[a.id] ?? String(a.oldExternal)}
                          onChange={(value) => setMarks((m) => ({ ...m, [a.id]: value }))}
                        />
                        <PlainButton
                          size="small"
                          disabled={decide.isPending || !/^\d+$/.test(marks[a.id] ?? String(a.oldExternal))}
                          onClick={() =>
                            decide.mutate({ id: a.id, external: Number(marks[a.id] ?? String(a.oldExternal)) })
                          }
                        >
                          Save
                        </PlainButton>
                      </span>
                    ) : (
                      'Paid: awaiting the exam cell'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
