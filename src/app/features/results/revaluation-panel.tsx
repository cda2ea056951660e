import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { REVALUATION_KINDS, REVALUATION_KIND_LABELS, type RevaluationKind } from '../../../domain/exams/revaluation';
import { refusalText } from '../../lib/refusal-text';
import { PlainButton } from '../../ui/plain/plain-button';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './revaluation.css';
import { applyForRevaluation, ownRevaluationsQuery, rupees, type RevaluationApplication } from './revaluation-queries';
import { dateText } from '../../../domain/calendar/date-text';
import { PAYMENTS_PATHS } from '../../../domain/payments/paths';

const status = (a: RevaluationApplication) =>
  a.note
    ? a.withdrawn
      ? `${a.note} (results withdrawn since)`
      : a.note
    : a.paid
      ? 'Paid: awaiting the exam cell'
      : `Fee ${rupees(a.feePaise)} not paid yet`;

/**
 * Recounting and revaluation on the student's own results: while an exam's window is open, each subject of their
 * published result can be sent for recounting or revaluation once; the fee is paid on the Fee Payment screen, and
 * the decision (old → new grade) shows here and on the sheet.
 */
export function RevaluationPanel() {
  const queryClient = useQueryClient();
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
      <h2 id="revaluation-title">Recounting and revaluation</h2>
      <p className="hint">
        Recounting {rupees(fees.recounting)} · revaluation {rupees(fees.revaluation)} per subject. An application counts
        once its fee is paid on the <Link to={PAYMENTS_PATHS.feePayment}>Fee Payment</Link> screen.
      </p>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      {exams.map((e) => (
        <div key={e.examId} className="revaluation__exam">
          <h3>{e.title}</h3>
          <p className="hint">
            {e.open
              ? `Applications open through ${dateText(e.lastDay)}.`
              : `Applications closed on ${dateText(e.lastDay)}.`}
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
                        {a.note ? status(a) : `${REVALUATION_KIND_LABELS[kind]}: ${status(a)}`}
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
                      Apply for {REVALUATION_KIND_LABELS[kind].toLowerCase()}
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
