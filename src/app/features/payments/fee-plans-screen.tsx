import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import { EMPTY_HEAD_FORM, EMPTY_PLAN_FORM, planFormsOf } from '../../../domain/payments/fee-plan-forms';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import { useOnline } from '../../lib/use-online';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { showToast } from '../../ui/toast';
import { FeePlanEditor } from './fee-plan-editor';
import { applyFeePlan, feePlanKeys, feePlanQueries } from './fee-plans-queries';
import './counter.css';

const TITLE = /*i18n*/ 'Fee Structures';

/** The editor of a saved structure, once it is read. */
function EditSaved({ id, onDone }: { id: number; onDone: () => void }) {
  const { i18n } = useLingui();
  const plan = useQuery(feePlanQueries.one(id));
  const options = useQuery(feePlanQueries.options());
  if (!plan.data || !options.data) return <p className="hint">{i18n._('Loading…')}</p>;
  return <FeePlanEditor id={id} initial={planFormsOf(plan.data)} options={options.data} onDone={onDone} />;
}

/**
 * Fee structures (accountants): each structure with who it is for, its semester, heads and total; New, Edit and Apply.
 * Applying makes each matching student's dues once; applying again changes only unpaid dues, and says what it did.
 * `editing` is the route's search (?edit=new or ?edit=<id>).
 */
export function FeeStructuresScreen({
  editing,
  onEdit,
}: {
  editing: 'new' | number | null;
  onEdit: (edit: 'new' | number | null) => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const queryClient = useQueryClient();
  const list = useQuery(feePlanQueries.list());
  const options = useQuery({ ...feePlanQueries.options(), enabled: editing === 'new' });
  const apply = useMutation({
    mutationFn: applyFeePlan,
    onSuccess: async (answer) => {
      void showToast(translateKnown(i18n, answer.message), { tone: 'success' });
      await queryClient.invalidateQueries({ queryKey: feePlanKeys.all });
    },
    onError: async (e) => showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' }),
  });
  const done = () => onEdit(null);

  return (
    <PageFrame title={i18n._(TITLE)} wide>
      {!online && <ErrorAlert message={i18n._('Fee structures need a connection.')} />}
      {editing === 'new' && options.data && (
        <FeePlanEditor
          id={null}
          initial={{ plan: EMPTY_PLAN_FORM, heads: [EMPTY_HEAD_FORM] }}
          options={options.data}
          onDone={done}
        />
      )}
      {typeof editing === 'number' && <EditSaved id={editing} onDone={done} />}
      {editing === null && (
        <>
          <PlainButton onClick={() => onEdit('new')}>{i18n._('New fee structure')}</PlainButton>
          <div className="table-scroll" role="region" aria-label={i18n._('Fee structures')} tabIndex={0}>
            <table className="result-table">
              <caption>{i18n._('Fee structures')}</caption>
              <thead>
                <tr>
                  <th scope="col">{i18n._('Name')}</th>
                  <th scope="col">{i18n._('For')}</th>
                  <th scope="col">{i18n._('Semester')}</th>
                  <th scope="col">{i18n._('Total')}</th>
                  <th scope="col">{i18n._('Applied')}</th>
                  <th scope="col">{i18n._('Actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data?.map((p) => (
                  <tr key={p.id}>
                    <td data-label={i18n._('Name')}>{p.name}</td>
                    <td data-label={i18n._('For')}>
                      {[p.course, p.batch, p.branch || i18n._('every branch'), p.quota, p.category]
                        .filter(Boolean)
                        .join(' / ')}
                    </td>
                    <td data-label={i18n._('Semester')}>{p.semester}</td>
                    <td data-label={i18n._('Total')} className="money">
                      {formatRupees(p.total)}
                    </td>
                    <td data-label={i18n._('Applied')}>
                      {p.appliedAt ? dateTimeText(p.appliedAt, locale) : i18n._('Not yet')}
                    </td>
                    <td data-label={i18n._('Actions')}>
                      <div className="row-actions">
                        <PlainButton size="small" fill="clear" onClick={() => onEdit(p.id)}>
                          {i18n._('Edit {name}', { name: p.name })}
                        </PlainButton>
                        <PlainButton
                          size="small"
                          disabled={!online || apply.isPending}
                          onClick={() =>
                            void confirmYes(
                              i18n._(
                                "Apply {name}? Each matching student's dues are made once; unpaid dues take its changes.",
                                {
                                  name: p.name,
                                },
                              ),
                            ).then((yes) => yes && apply.mutate(p.id))
                          }
                        >
                          {i18n._('Apply {name}', { name: p.name })}
                        </PlainButton>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {list.data?.length === 0 && <p className="hint">{i18n._('No fee structure yet.')}</p>}
        </>
      )}
    </PageFrame>
  );
}
