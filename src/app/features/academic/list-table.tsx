import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { FieldSpec, ListDescriptor } from '../../../domain/academic/list-descriptor';
import { AppLink } from '../../ui/app-link';
import { PlainButton } from '../../ui/plain/plain-button';
import type { ChangeRequest } from '../../../domain/academic/maker-checker';
import { academicQueries, type ListRowData } from './academic-queries';
import { cellText } from './row-values';
import { valuesText } from './change-values';

/** The labels of a reference column's ids (the referenced list's drop-down, kept on the device). */
function useLabels(field: FieldSpec | undefined): (value: unknown) => string {
  const reference = field?.kind === 'reference' ? field : null;
  const options = useQuery({
    ...academicQueries.options(reference?.list ?? 'levels', reference?.valueField),
    enabled: reference !== null,
  });
  return (value) => {
    if (value === null || value === undefined || value === '') return '–';
    if (!reference) return cellText(value, field);
    return options.data?.find((o) => o.value === value)?.label ?? String(value);
  };
}

function Cell({
  field,
  row,
  badge,
  list,
  recordPath,
}: {
  field: FieldSpec;
  row: ListRowData;
  badge?: ChangeRequest;
  list: ListDescriptor;
  recordPath?: string;
}) {
  const { i18n } = useLingui();
  const label = useLabels(field);
  // A choice's label is the list's own words, shown in the page's language.
  const text = field.kind === 'choice' ? i18n._(label(row[field.name])) : label(row[field.name]);
  return (
    <td data-label={i18n._(field.label)}>
      {recordPath ? <AppLink to={recordPath.replace('$id', String(row.id))}>{text}</AppLink> : text}
      {badge && (
        <span className="pending-change">
          <span className="pending-change__badge">{i18n._('Pending change')}</span>{' '}
          {badge.action === 'delete' ? i18n._('Delete') : valuesText(i18n, list, badge.proposed)}
        </span>
      )}
    </td>
  );
}

/** One page of rows as a table (cards on a phone), with Edit and Delete for those who may change the list. */
export function ListTable({
  list,
  rows,
  canChange,
  busy,
  onEdit,
  onDelete,
  pending = new Map(),
}: {
  list: ListDescriptor;
  rows: readonly ListRowData[];
  /** Pending changes by row id (checked lists): the row shows a badge and the proposed values. */
  pending?: ReadonlyMap<number, ChangeRequest>;
  canChange: boolean;
  busy: boolean;
  onEdit: (row: ListRowData) => void;
  onDelete: (row: ListRowData) => void;
}) {
  const { i18n } = useLingui();
  const columns = list.columns.map((name) => list.fields.find((f) => f.name === name)!);
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={i18n._('{list}: this page', { list: i18n._(list.title) })}
      tabIndex={0}
    >
      <table className="result-table list-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.name} scope="col">
                {i18n._(c.label)}
              </th>
            ))}
            {canChange && <th scope="col">{i18n._('Actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((c, i) => (
                <Cell
                  key={c.name}
                  field={c}
                  row={row}
                  badge={i === 0 ? pending.get(row.id) : undefined}
                  list={list}
                  recordPath={c.name === list.labelField ? list.recordPath : undefined}
                />
              ))}
              {canChange && (
                <td data-label={i18n._('Actions')}>
                  <span className="row-actions">
                    <PlainButton
                      size="small"
                      fill="outline"
                      disabled={busy}
                      onClick={() => onEdit(row)}
                      aria-label={i18n._('Edit {one} {name}', {
                        one: i18n._(list.one),
                        name: String(row[list.labelField]),
                      })}
                    >
                      {i18n._('Edit')}
                    </PlainButton>
                    <PlainButton
                      size="small"
                      fill="outline"
                      color="danger"
                      disabled={busy}
                      onClick={() => onDelete(row)}
                      aria-label={i18n._('Delete {one} {name}', {
                        one: i18n._(list.one),
                        name: String(row[list.labelField]),
                      })}
                    >
                      {i18n._('Delete')}
                    </PlainButton>
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
