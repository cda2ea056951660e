import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { dateText } from '../../../domain/calendar/date-text';
import type { AllowanceLine, AllowanceList } from '../../../domain/library/rules-answers';
import { useLocale } from '../../i18n/use-locale';
import type { Option } from '../../ui/form/select-field';
import { PlainButton } from '../../ui/plain/plain-button';
import { AllowanceForm } from './allowance-form';

type Editing = { allowance: AllowanceLine | null } | null;

/** The college's degrees as the form's choices. */
const degreesOf = (list: AllowanceList): Option[] => list.degrees.map((d) => ({ value: String(d.id), label: d.name }));

/**
 * Material allowances (the book bank): who may take book bank copies, how many each and until when; with the loans
 * still open under each. The incharge adds and edits them.
 */
export function AllowancesPanel({ list, canEdit }: { list: AllowanceList; canEdit: boolean }) {
  const { allowances } = list;
  const { i18n } = useLingui();
  const locale = useLocale();
  const [editing, setEditing] = useState<Editing>(null);
  const columns = {
    name: i18n._('Allowance'),
    who: i18n._('Students'),
    copies: i18n._('Copies each'),
    due: i18n._('Due back on'),
    state: i18n._('In force'),
    open: i18n._('Open loans'),
  };
  return (
    <section className="library-panel" aria-labelledby="library-allowances-heading">
      <h2 id="library-allowances-heading">{i18n._('Material allowances (book bank)')}</h2>
      {allowances.length === 0 ? (
        <p>{i18n._('No material allowance yet: book bank copies are not lent.')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={i18n._('Material allowances')} tabIndex={0}>
          <table className="result-table library-allowances">
            <caption className="visually-hidden">{i18n._('Material allowances')}</caption>
            <thead>
              <tr>
                {Object.values(columns).map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
                {canEdit && <th scope="col">{i18n._('Actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {allowances.map((a) => (
                <tr key={a.id}>
                  <th scope="row" data-label={columns.name}>
                    {a.name}
                  </th>
                  <td data-label={columns.who}>
                    {a.degree ?? i18n._('Every degree')} ·{' '}
                    {a.semester === null
                      ? i18n._('every semester')
                      : i18n._('semester {semester}', { semester: a.semester })}
                  </td>
                  <td data-label={columns.copies}>{a.maxCopies}</td>
                  <td data-label={columns.due}>{dateText(a.dueOn, locale)}</td>
                  <td data-label={columns.state}>{a.active ? i18n._('Yes') : i18n._('No')}</td>
                  <td data-label={columns.open}>{a.openLoans}</td>
                  {canEdit && (
                    <td data-label={i18n._('Actions')} className="library-rules__actions">
                      <PlainButton
                        size="small"
                        fill="clear"
                        aria-label={i18n._('Edit the allowance {name}', { name: a.name })}
                        onClick={() => setEditing({ allowance: a })}
                      >
                        {i18n._('Edit')}
                      </PlainButton>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canEdit && editing === null && (
        <div className="button-row">
          <PlainButton fill="outline" onClick={() => setEditing({ allowance: null })}>
            {i18n._('Add a material allowance')}
          </PlainButton>
        </div>
      )}
      {editing && (
        <AllowanceForm
          key={editing.allowance?.id ?? 'new'}
          allowance={editing.allowance}
          degrees={degreesOf(list)}
          onDone={() => setEditing(null)}
        />
      )}
    </section>
  );
}
