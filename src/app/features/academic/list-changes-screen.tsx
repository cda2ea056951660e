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
const decisionText = (e: AuditEntry) =>
  e.decision === 'authorized'
    ? (e.checkerName ?? '')
    : e.decision === 'rejected'
      ? `Rejected by ${e.checkerName ?? ''}: ${e.reason ?? ''}`
      : '–';

/** Every change to the lists (who, when, before, after), newest first: administrators only. */
export function ListChangesScreen() {
  const [list, setList] = useState('');
  const [page, setPage] = useState(1);
  const selectId = useId();
  const changes = useQuery(academicQueries.changes(list, page));
  const rows = changes.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((changes.data?.total ?? 0) / (changes.data?.pageSize ?? 50)));
  return (
    <PageFrame title="Changes to the lists" wide>
      <div className="select-field">
        <label htmlFor={selectId}>List</label>
        <select
          id={selectId}
          value={list}
          onChange={(e) => {
            setList(e.target.value);
            setPage(1);
          }}
        >
          <option value="">All lists</option>
          {LIST_KINDS.map((k) => (
            <option key={k} value={k}>
              {LISTS[k].title}
            </option>
          ))}
        </select>
      </div>
      <AuditExportForm list={list} />
      {changes.isPending ? (
        <p className="hint">Loading…</p>
      ) : rows.length === 0 ? (
        <p className="hint">{M.noData}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label="Changes" tabIndex={0}>
          <table className="result-table list-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">List</th>
                <th scope="col">Change</th>
                <th scope="col">Authorized by</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.id}>
                  <td data-label="When">{dateTimeText(e.at)}</td>
                  <td data-label="Who">{e.userName}</td>
                  <td data-label="List">{e.list}</td>
                  <td data-label="Change">{e.action}</td>
                  <td data-label="Authorized by">{decisionText(e)}</td>
                  <td data-label="Before" className="list-change-row">
                    {shown(e.before)}
                  </td>
                  <td data-label="After" className="list-change-row">
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
