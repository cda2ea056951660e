import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useLocale } from '../../i18n/use-locale';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LIST_KINDS } from '../../../domain/academic/list-descriptor';
import type { AuditEntry } from '../../../domain/academic/list-query';
import { LISTS } from '../../../domain/academic/lists';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { PageFrame } from '../../ui/page-frame';
import { academicQueries } from './academic-queries';
import { AuditExportForm } from './audit-export-form';
import { Pager } from '../../ui/pager';
import './academic.css';
import { dateTimeText } from '../../../domain/calendar/date-text';

const shown = (row: Record<string, unknown> | null) => (row ? JSON.stringify(row) : '–');

/** A checked list's change: who authorized it, or who rejected it and why; a direct change needed no one. */
const decisionText = (i18n: I18n, e: AuditEntry) =>
  e.decision === 'authorized'
    ? (e.checkerName ?? '')
    : e.decision === 'rejected'
      ? i18n._('Rejected by {name}: {reason}', { name: e.checkerName ?? '', reason: e.reason ?? '' })
      : '–';

/** Every change to the lists (who, when, before, after), newest first: administrators only. */
export function ListChangesScreen() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [list, setList] = useState('');
  const [page, setPage] = useState(1);
  const selectId = useId();
  const changes = useQuery(academicQueries.changes(list, page));
  const rows = changes.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((changes.data?.total ?? 0) / (changes.data?.pageSize ?? 50)));
  return (
    <PageFrame title={i18n._('Changes to the lists')} wide>
      <div className="select-field">
        <label htmlFor={selectId}>{i18n._('List')}</label>
        <select
          id={selectId}
          value={list}
          onChange={(e) => {
            setList(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{i18n._('All lists')}</option>
          {LIST_KINDS.map((k) => (
            <option key={k} value={k}>
              {i18n._(LISTS[k].title)}
            </option>
          ))}
        </select>
      </div>
      <AuditExportForm list={list} />
      {changes.isPending ? (
        <p className="hint">{i18n._('Loading…')}</p>
      ) : rows.length === 0 ? (
        <p className="hint">{i18n._(M.noData)}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={i18n._('Changes')} tabIndex={0}>
          <table className="result-table list-table">
            <thead>
              <tr>
                <th scope="col">{i18n._('When')}</th>
                <th scope="col">{i18n._('Who')}</th>
                <th scope="col">{i18n._('List')}</th>
                <th scope="col">{i18n._('Change')}</th>
                <th scope="col">{i18n._('Authorized by')}</th>
                <th scope="col">{i18n._('Before')}</th>
                <th scope="col">{i18n._('After')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.id}>
                  <td data-label={i18n._('When')}>{dateTimeText(e.at, locale)}</td>
                  <td data-label={i18n._('Who')}>{e.userName}</td>
                  <td data-label={i18n._('List')}>{e.list}</td>
                  <td data-label={i18n._('Change')}>{e.action}</td>
                  <td data-label={i18n._('Authorized by')}>{decisionText(i18n, e)}</td>
                  <td data-label={i18n._('Before')} className="list-change-row">
                    {shown(e.before)}
                  </td>
                  <td data-label={i18n._('After')} className="list-change-row">
                    {shown(e.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager className="row-actions list-pager" page={page} pages={pages} onPage={setPage} />
    </PageFrame>
  );
}
