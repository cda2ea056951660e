import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { REVALUATION_KINDS, type RevaluationKind } from '../../../domain/exams/revaluation';
import { refusalText } from '../../lib/refusal-text';
import { PlainButton } from '../../ui/plain/plain-button';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './revaluation.css';
import { applyForRevaluation, ownRevaluationsQuery, rupees, type RevaluationApplication } from './revaluation-queries';
import { dateText } from '../../../domain/calendar/date-text';
import { PAYMENTS_PATHS } from '../../../domain/payments/paths';

/** Each kind as the panel names it, and its button. */
const KIND_NAMES: Readonly<Record<RevaluationKind, string>> = {
  recounting: /*i18n*/ 'Recounting',
  revaluation: /*i18n*/ 'Revaluation',
};
const APPLY_FOR: Readonly<Record<RevaluationKind, string>> = {
  recounting: /*i18n*/ 'Apply for recounting',
  revaluation: /*i18n*/ 'Apply for revaluation',
};

// The exam cell's note (the decision, 'Revalued: F → C') is the server's words and shows as it comes.
const status = (i18n: I18n, a: RevaluationApplication) =>
  a.note
    ? a.withdrawn
      ? i18n._('{note} (results withdrawn since)', { note: a.note })
      : a.note
    : a.paid
      ? i18n._('Paid: awaiting the exam cell')
      : i18n._('Fee {fee} not paid yet', { fee: rupees(a.feePaise) });

/**
 * Recounting and revaluation on the student's own results: while an exam's window is open, each subject of their
 * published result can be sent for recounting or revaluation once; the fee is paid on the Fee Payment screen, and
 * the decision (old → new grade) shows here and on the sheet.
 */
export function RevaluationPanel() {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const own = useQuery(ownRevaluationsQuery());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: (a: { examId: number; subjectId: number; kind: RevaluationKind }) =>
      applyForRevaluation(a.examId, a.subjectId, a.kind),
    onSuccess: async ({ message }) => {
      setFailure(null);
      setNotice(message);
      await queryClient.invalidateQueries({ queryKey: ['private', 'results', 'revaluations'] });
    },
    onError: async (e) => {
      setNotice(null);
      setFailure(await refusalText(e));
    },
  });
  if (!own.data || own.data.exams.length === 0) return null;
  const { fees, exams, applications } = own.data;
  const applied = (examId: number, code: string, kind: RevaluationKind) =>
    applications.find((a) => a.examId === examId && a.kind === kind && a.code === code);
  return (
    <section className="revaluation" aria-labelledby="revaluation-title">
      <h2 id="revaluation-title">{i18n._('Recounting and revaluation')}</h2>
      <p className="hint">
        <Trans
          id="Recounting {recounting} · revaluation {revaluation} per subject. An application counts once its fee is paid on the <0>Fee Payment</0> screen."
          values={{ recounting: rupees(fees.recounting), revaluation: rupees(fees.revaluation) }}
          components={{ 0: <Link to={PAYMENTS_PATHS.feePayment} /> }}
        />
      </p>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      {exams.map((e) => (
        <div key={e.examId} className="revaluation__exam">
          <h3>{e.title}</h3>
          <p className="hint">
            {e.open
              ? i18n._('Applications open through {day}.', { day: dateText(e.lastDay) })
              : i18n._('Applications closed on {day}.', { day: dateText(e.lastDay) })}
          </p>
          <ul className="revaluation__subjects">
            {e.subjects.map((s) => (
              <li key={s.courseId}>
                <span>
                  {s.code} {s.course} — <b>{s.grade}</b>
                </span>
                {REVALUATION_KINDS.map((kind) => {
                  const a = applied(e.examId, s.code, kind);
                  if (a)
                    return (
                      <span key={kind} className="revaluation__status" data-testid={`revaluation-${s.code}-${kind}`}>
                        {a.note ? status(i18n, a) : `${i18n._(KIND_NAMES[kind])}: ${status(i18n, a)}`}
                      </span>
                    );
                  if (!e.open || s.grade === 'AB') return null;
                  return (
                    <PlainButton
                      key={kind}
                      fill="outline"
                      size="small"
                      disabled={apply.isPending}
                      onClick={() => apply.mutate({ examId: e.examId, subjectId: s.courseId, kind })}
                    >
                      {i18n._(APPLY_FOR[kind])}
                    </PlainButton>
                  );
                })}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
