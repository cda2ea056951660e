import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { ExamRevaluationsSchema, type RevaluationApplication } from '../../../domain/exams/revaluation-answers';
import type { RevaluationKind } from '../../../domain/exams/revaluation';
import { MessageAnswerSchema } from '../../../domain/messages/message-answer';
import { appApi } from '../../lib/http';
import { refusalText } from '../../lib/refusal-text';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';

/** POST exams/{id}/revaluations/{appId}/decide: the message, and the grade the subject has now. */
const DecisionAnswerSchema = v.object({ ...MessageAnswerSchema.entries, grade: v.string() });

const revaluationsQuery = (examId: number) =>
  queryOptions({
    queryKey: ['exams', examId, 'revaluations'] as const,
    queryFn: async () => v.parse(ExamRevaluationsSchema, await appApi.get(`exams/${examId}/revaluations`).json()),
  });

/** Each kind as the list names it. */
const KIND_NAMES: Readonly<Record<RevaluationKind, string>> = {
  recounting: /*i18n*/ 'Recounting',
  revaluation: /*i18n*/ 'Revaluation',
};

/** The decision as the server notes it on the sheet ('Revalued: F → C', 'Recounted: unchanged (B)'). */
const decisionNote = (i18n: I18n, kind: RevaluationKind, oldGrade: string, newGrade: string) =>
  kind === 'revaluation'
    ? oldGrade === newGrade
      ? i18n._('Revalued: unchanged ({grade})', { grade: newGrade })
      : i18n._('Revalued: {from} → {to}', { from: oldGrade, to: newGrade })
    : oldGrade === newGrade
      ? i18n._('Recounted: unchanged ({grade})', { grade: newGrade })
      : i18n._('Recounted: {from} → {to}', { from: oldGrade, to: newGrade });

/** A decided application's cell: the note, who decided, and whether the results were withdrawn since. */
const decided = (i18n: I18n, a: RevaluationApplication, note: string) =>
  a.withdrawn
    ? i18n._('{note} ({name}; results withdrawn since)', { note, name: a.decidedByName ?? '' })
    : i18n._('{note} ({name})', { note, name: a.decidedByName ?? '' });

/**
 * The exam's recounting and revaluation applications: the paid ones wait for the exam cell's external marks (the
 * same marks confirm the result unchanged); the grade is worked out again by the regulation's rules and the
 * published result, its sheet and the student's mail follow at once.
 */
export function ExamRevaluations({ examId, writer }: { examId: number; writer: boolean }) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const list = useQuery(revaluationsQuery(examId));
  const [marks, setMarks] = useState<Record<number, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: async ({ id, external }: { id: number; external: number; application: RevaluationApplication }) =>
      v.parse(
        DecisionAnswerSchema,
        await appApi.post(`exams/${examId}/revaluations/${id}/decide`, { json: { external } }).json(),
      ),
    onSuccess: async ({ grade }, { application: a }) => {
      setFailure(null);
      setNotice(i18n._('Saved: {note}', { note: decisionNote(i18n, a.kind, a.oldGrade, grade) }));
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
        <Trans id="Students apply within the revaluation window after publication; an application counts once its fee is paid. Enter the external marks after recounting or revaluation (the same marks leave the grade as it is)." />
      </p>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      {list.isPending ? (
        <p className="hint">
          <Trans id="Loading…" />
        </p>
      ) : rows.length === 0 ? (
        <p className="hint">
          <Trans id="No applications." />
        </p>
      ) : (
        <div className="table-scroll" role="region" aria-label={i18n._('Applications')} tabIndex={0}>
          <table className="result-table">
            <thead>
              <tr>
                <th scope="col">{i18n._('Roll number')}</th>
                <th scope="col">{i18n._('Subject')}</th>
                <th scope="col">{i18n._('Kind')}</th>
                <th scope="col">{i18n._('External')}</th>
                <th scope="col">{i18n._('Grade')}</th>
                <th scope="col">{i18n._('Decision')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id}>
                  <td data-label={i18n._('Roll number')}>
                    {a.rollNo} {a.name}
                  </td>
                  <td data-label={i18n._('Subject')}>
                    {a.code} {a.course}
                  </td>
                  <td data-label={i18n._('Kind')}>{i18n._(KIND_NAMES[a.kind])}</td>
                  <td data-label={i18n._('External')}>
                    {a.oldExternal}/{a.externalMax}
                    {a.newExternal !== null && ` → ${a.newExternal}`}
                  </td>
                  <td data-label={i18n._('Grade')}>
                    {a.oldGrade}
                    {a.newGrade !== null && ` → ${a.newGrade}`}
                  </td>
                  <td data-label={i18n._('Decision')}>
                    {a.newGrade !== null ? (
                      decided(i18n, a, decisionNote(i18n, a.kind, a.oldGrade, a.newGrade))
                    ) : !a.paid ? (
                      i18n._('Fee not paid')
                    ) : writer ? (
                      <span className="revaluation-decide">
                        <PlainTextField
                          name={`external-${a.id}`}
                          label={i18n._('New external marks')}
                          inputMode="numeric"
                          value={marks[a.id] ?? String(a.oldExternal)}
                          onChange={(value) => setMarks((m) => ({ ...m, [a.id]: value }))}
                        />
                        <PlainButton
                          size="small"
                          disabled={decide.isPending || !/^\d+$/.test(marks[a.id] ?? String(a.oldExternal))}
                          onClick={() =>
                            decide.mutate({
                              id: a.id,
                              external: Number(marks[a.id] ?? String(a.oldExternal)),
                              application: a,
                            })
                          }
                        >
                          <Trans id="Save" />
                        </PlainButton>
                      </span>
                    ) : (
                      i18n._('Paid: awaiting the exam cell')
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
