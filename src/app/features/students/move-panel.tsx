import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MOVES_NEEDING_REASON, type MoveKind } from '../../../domain/students/student-moves';
import type { MoveReview } from '../../../domain/students/move-answers';
import { failureMessage } from '../../lib/http';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import {
  assignSection,
  confirmMoves,
  reviewMoves,
  studentKeys,
  studentQueries,
  type MoveBody,
} from './students-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import { useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';

const ACTIONS: { value: MoveKind | 'section'; label: string }[] = [
  { value: 'promote', label: /*i18n*/ 'Promote' },
  { value: 'detain', label: /*i18n*/ 'Detain' },
  { value: 'readmit', label: /*i18n*/ 'Readmit (undo detain)' },
  { value: 'transfer', label: /*i18n*/ 'Branch transfer' },
  { value: 'discontinue', label: /*i18n*/ 'Discontinue' },
  { value: 'graduate', label: /*i18n*/ 'Graduate' },
  { value: 'section', label: /*i18n*/ 'Assign to section' },
];

/** A review as the office saw it: the request, the answer and the one key every confirm of it is sent with. */
interface Reviewed {
  answer: MoveReview;
  body: MoveBody;
  key: string;
}

/**
 * The confirm of a review: only the students it allowed, each from the standing it showed. The key is the review's,
 * so a second click or a resend answers the first confirm's answer instead of moving anyone again.
 */
const confirmation = ({ answer, body: { studentIds: _chosen, ...move }, key }: Reviewed) => ({
  body: { ...move, students: answer.allowed.map((a) => ({ id: a.id, ...a.standing })) },
  key,
});

/**
 * A year-end move for the chosen students as a reviewed bulk action: choose the move, review who moves and who is
 * refused and why, then confirm. Assigning to a section (capacity checked by the server) sits beside the moves.
 */
export function MovePanel({ chosen, onDone }: { chosen: number[]; onDone: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<MoveKind | 'section'>('promote');
  const [reason, setReason] = useState('');
  const [target, setTarget] = useState('');
  const [by, setBy] = useState<'semester' | 'year'>('semester');
  const [reviewed, setReviewed] = useState<Reviewed | null>(null);
  const review = reviewed?.answer ?? null;
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const actionId = useId();
  const targetId = useId();
  const byId = useId();
  const targets = useQuery({
    ...studentQueries.options(action === 'section' ? 'sections' : 'branches'),
    enabled: action === 'section' || action === 'transfer',
  });

  const body = (): MoveBody => ({
    kind: action,
    studentIds: chosen,
    reason,
    toBranchId: action === 'transfer' && target ? Number(target) : null,
    by,
  });
  const finish = async (message: string) => {
    setReviewed(null);
    setNotice(translateKnown(i18n, message));
    onDone();
    await queryClient.invalidateQueries({ queryKey: studentKeys.all });
  };
  const fail = async (error: unknown) => setFailure(translateKnown(i18n, await failureMessage(error)));
  const check = useMutation({
    mutationFn: reviewMoves,
    onSuccess: (answer, request) => setReviewed({ answer, body: request, key: crypto.randomUUID() }),
    onError: fail,
  });
  const confirm = useMutation({ mutationFn: confirmMoves, onSuccess: (a) => finish(a.message), onError: fail });
  const section = useMutation({ mutationFn: assignSection, onSuccess: (a) => finish(a.message), onError: fail });

  const start = () => {
    setNotice(null);
    setFailure(null);
    if (action === 'section') section.mutate({ sectionId: Number(target), studentIds: chosen });
    else check.mutate(body());
  };
  const needsReason = action !== 'section' && MOVES_NEEDING_REASON.includes(action);

  return (
    <section className="form-card students-moves" aria-labelledby="moves-title">
      <h2 id="moves-title">{i18n._('Move the chosen students')}</h2>
      <p className="hint" data-testid="chosen-count">
        {i18n._('{count} chosen', { count: chosen.length })}
      </p>
      <div className="students-grid">
        <div className="select-field">
          <label htmlFor={actionId}>{i18n._('Move')}</label>
          <select
            id={actionId}
            value={action}
            onChange={(e) => {
              setAction(e.target.value as MoveKind | 'section');
              setTarget('');
              setReviewed(null);
            }}
          >
            {ACTIONS.map((a) => (
              <option key={a.value} value={a.value}>
                {i18n._(a.label)}
              </option>
            ))}
          </select>
        </div>
        {action === 'promote' && (
          <div className="select-field">
            <label htmlFor={byId}>{i18n._('Promote to')}</label>
            <select id={byId} value={by} onChange={(e) => setBy(e.target.value as 'semester' | 'year')}>
              <option value="semester">{i18n._('Next semester')}</option>
              <option value="year">{i18n._('Next year')}</option>
            </select>
          </div>
        )}
        {(action === 'transfer' || action === 'section') && (
          <div className="select-field">
            <label htmlFor={targetId}>{action === 'section' ? i18n._('Section') : i18n._('To branch')}</label>
            <select id={targetId} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{i18n._('Choose')}</option>
              {(targets.data ?? []).map((o) => (
                <option key={o.value} value={String(o.value)}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {needsReason && <PlainTextField label={i18n._('Reason')} value={reason} onChange={setReason} maxLength={200} />}
      </div>
      <PlainButton
        disabled={chosen.length === 0 || check.isPending || section.isPending || (action === 'section' && !target)}
        onClick={start}
      >
        {action === 'section' ? i18n._('Assign to section') : i18n._('Review')}
      </PlainButton>
      <ErrorAlert message={failure} />
      <StatusNote>{notice}</StatusNote>
      {review && (
        <div className="students-review" aria-labelledby="review-title">
          <h3 id="review-title" tabIndex={-1}>
            {i18n._('Review: {moving} will move, {refused} refused', {
              moving: review.allowed.length,
              refused: review.refused.length,
            })}
          </h3>
          {review.allowed.length > 0 && (
            <ul aria-label={i18n._('Will move')}>
              {review.allowed.map((a) => (
                <li key={a.id}>
                  {a.rollNo} {a.fullName}: {a.from} → {a.to}
                </li>
              ))}
            </ul>
          )}
          {review.refused.length > 0 && (
            <ul aria-label={i18n._('Refused')}>
              {review.refused.map((r) => (
                <li key={r.id}>
                  {r.rollNo} {r.fullName}: {translateKnown(i18n, r.reason)}
                </li>
              ))}
            </ul>
          )}
          <div className="row-actions">
            <PlainButton
              disabled={review.allowed.length === 0 || confirm.isPending}
              onClick={() => reviewed && confirm.mutate(confirmation(reviewed))}
            >
              {i18n._('Confirm')}
            </PlainButton>
            <PlainButton fill="outline" onClick={() => setReviewed(null)}>
              {i18n._('Cancel')}
            </PlainButton>
          </div>
        </div>
      )}
    </section>
  );
}
