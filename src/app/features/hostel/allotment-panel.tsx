import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AllotmentPreview } from '../../../domain/hostel/registration-answers';
import { waitReasonLabel } from '../../../domain/hostel/registration-words';
import { formatRupees } from '../../../domain/money/money';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { applyAllotment, hostelKeys, previewAllotment } from './hostel-queries';

/**
 * Allotting by the college's rules: the incharge previews what the rules give now (who gets which bed, who waits and
 * why, the room types without a fee), then applies exactly that; if applicants or beds changed in between, the
 * server refuses and the incharge previews again.
 */
export function AllotmentPanel() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<AllotmentPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onError = async (e: unknown) => setRefusal(translateKnown(i18n, await failureMessage(e)));
  const look = useMutation({
    mutationFn: previewAllotment,
    onMutate: () => setRefusal(null),
    onSuccess: setPreview,
    onError,
  });
  const apply = useMutation({
    mutationFn: applyAllotment,
    onMutate: () => setRefusal(null),
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: hostelKeys.all });
    },
    onError,
  });
  return (
    <section className="dashboard-section" aria-labelledby="hostel-allot">
      <h2 id="hostel-allot">{i18n._('Allot by the rules')}</h2>
      <p className="hint">
        {i18n._(
          'By the college’s allotment rules (unless it changed them: first years first, then those who live farthest, then those who applied first); each applicant gets a free bed of a room type they chose.',
        )}
      </p>
      <div className="button-row">
        <PlainButton onClick={() => look.mutate()} disabled={look.isPending}>
          {i18n._('Preview the allotment')}
        </PlainButton>
      </div>
      <ErrorAlert message={refusal} />
      {preview && (
        <div className="hostel-preview">
          {preview.missingFees.length > 0 && (
            <ErrorAlert
              message={i18n._('Set the fee of {names} for {year} before allotting', {
                names: preview.missingFees.join(', '),
                year: preview.academicYear,
              })}
            />
          )}
          <PreviewTables preview={preview} />
          {preview.allotted.length > 0 && preview.missingFees.length === 0 && (
            <div className="button-row">
              <PlainButton onClick={() => apply.mutate(preview.fingerprint)} disabled={apply.isPending}>
                {i18n._('Allot these {count} beds', { count: preview.allotted.length })}
              </PlainButton>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

function PreviewTables({ preview }: { preview: AllotmentPreview }) {
  const { i18n } = useLingui();
  return (
    <>
      <div className="hostel-table-wrap">
        <table className="hostel-table">
          <caption>{i18n._('Beds the rules give ({count})', { count: preview.allotted.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._('Student')}</th>
              <th scope="col">{i18n._('Bed')}</th>
              <th scope="col">{i18n._('Room type')}</th>
              <th scope="col">{i18n._('Fee')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.allotted.map((a) => (
              <tr key={a.applicationId}>
                <th scope="row">
                  {a.name} <span className="hint">{a.rollNo}</span>
                </th>
                <td>{i18n._('Bed {bed} of room {room}, {block}', a)}</td>
                <td>{a.roomType}</td>
                <td>{a.feePaise === null ? '—' : formatRupees(a.feePaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.waiting.length > 0 && (
        <div className="hostel-table-wrap">
          <table className="hostel-table">
            <caption>{i18n._('Waiting ({count})', { count: preview.waiting.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{i18n._('Student')}</th>
                <th scope="col">{i18n._('Why')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.waiting.map((w) => (
                <tr key={w.applicationId}>
                  <th scope="row">
                    {w.name} <span className="hint">{w.rollNo}</span>
                  </th>
                  <td>{i18n._(waitReasonLabel(w.reason))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
