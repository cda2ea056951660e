import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { LISTS_BY_BATCH } from '../../../domain/academic/batch-scope';
import { isListKind, type ListDescriptor } from '../../../domain/academic/list-descriptor';
import { LISTS } from '../../../domain/academic/lists';
import { isCheckedList } from '../../../domain/academic/maker-checker';
import { LIST_MESSAGES as M } from '../../../domain/academic/messages';
import { hasAnyRole } from '../../../domain/auth/access';
import { saveFile } from '../../lib/save-file';
import { currentUser } from '../../lib/session';
import { confirmYes } from '../../ui/confirm-dialog';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { SheetUploadPanel, downloadAppFile } from '../../ui/sheet-upload/sheet-upload-panel';
import {
  academicKeys,
  academicQueries,
  deleteListRow,
  exportList,
  saveListRow,
  type ListRequest,
  type ListRowData,
} from './academic-queries';
import { refusalText } from '../../lib/refusal-text';
import { valuesText } from './change-values';
import { noticeOf } from './change-notice';
import { ListForm } from './list-form';
import { ListSearch } from './list-search';
import { ListTable } from './list-table';
import { emptyValues, valuesOfRow, type FormValues } from './row-values';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import { Pager } from '../../ui/pager';
import './academic.css';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { useLocale } from '../../i18n/use-locale';
import { ACADEMIC_PATHS } from '../../../domain/academic/paths';

/** Whether a list by batch shows every batch (`?batches=all`, the route's) and how to change it. */
export interface BatchChoice {
  allBatches: boolean;
  onAllBatches: (all: boolean) => void;
}

/**
 * Any list the college keeps, built from its descriptor: search, filters, pages, add, edit and delete; a list by
 * batch (batches, sections) shows the batches on roll unless "Show all batches".
 */
export function ListScreen({ kind, ...choice }: { kind: string } & BatchChoice) {
  const user = currentUser();
  if (!user || !isListKind(kind)) return null;
  const list = LISTS[kind];
  return <ListPanel key={kind} list={list} canChange={hasAnyRole(user.roles, list.writers)} {...choice} />;
}

type Editing = { id: number | null; initial: FormValues };

function ListPanel({
  list,
  canChange,
  allBatches,
  onAllBatches,
}: { list: ListDescriptor; canChange: boolean } & BatchChoice) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const title = i18n._(list.title);
  const one = i18n._(list.one);
  // The list's name inside a sentence: lower case in English ('degrees and programmes'), as written in the others.
  const lists = title.toLowerCase();
  const queryClient = useQueryClient();
  const [search, setRequest] = useState<ListRequest>({ q: '', page: 1, pageSize: 25, filters: {} });
  const byBatch = LISTS_BY_BATCH.includes(list.kind);
  const request: ListRequest = { ...search, batches: allBatches ? 'all' : 'current' };
  const page = useQuery(academicQueries.page(list.kind, request));
  const checked = isCheckedList(list.kind);
  const pending = useQuery({ ...academicQueries.pending(list.kind), enabled: checked });
  const pendingByRow = new Map((pending.data ?? []).flatMap((p) => (p.recordId === null ? [] : [[p.recordId, p]])));
  const pendingAdds = (pending.data ?? []).filter((p) => p.action === 'add');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formSlot = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  // The form opens with focus on its heading; once it closes, focus goes back to Add.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) formSlot.current?.querySelector<HTMLElement>('h2')?.focus();
    else if (wasEditing.current) addButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);

  // A change shows in every list (its drop-downs and other lists' labels), so all of them are asked again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: academicKeys.all });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      saveListRow(list.kind, id, body),
    onSuccess: async (answer) => {
      setEditing(null);
      setNotice(noticeOf(i18n, answer));
      await refresh();
    },
    onError: async (e) => setFailure(await refusalText(e)),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteListRow(list.kind, id),
    onSuccess: async (answer) => {
      setNotice(noticeOf(i18n, answer));
      await refresh();
    },
    onError: async (e) => setFailure(await refusalText(e)),
  });

  const open = (next: Editing) => {
    setNotice(null);
    setFailure(null);
    setEditing(next);
  };
  const onDelete = async (row: ListRowData) => {
    setNotice(null);
    setFailure(null);
    if (
      await confirmYes(i18n._('Do you want to delete the {one} {name}?', { one, name: String(row[list.labelField]) }))
    )
      remove.mutate(row.id);
  };

  const answer = page.data;
  const rows = answer?.data.rows ?? [];
  const total = answer?.data.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / request.pageSize));
  const go = (to: number) => setRequest((r) => ({ ...r, page: to }));

  return (
    <PageFrame title={title} wide>
      <section className="academic-list" aria-labelledby="list-rows-title">
        <p>
          <AppLink to={ACADEMIC_PATHS.academicLists}>
            <Trans id="All lists" />
          </AppLink>
        </p>
        {canChange && !editing && (
          <PlainButton ref={addButton} onClick={() => open({ id: null, initial: emptyValues(list.fields) })}>
            {i18n._('Add {one}', { one })}
          </PlainButton>
        )}
        <div ref={formSlot}>
          {editing && (
            <ListForm
              key={editing.id ?? 'new'}
              list={list}
              initial={editing.initial}
              editing={editing.id !== null}
              pending={save.isPending}
              onCancel={() => setEditing(null)}
              onSave={(body) => save.mutate({ id: editing.id, body })}
            />
          )}
        </div>
        <ErrorAlert message={failure} />
        <StatusNote>{notice}</StatusNote>
        {checked && (
          <p className="hint">
            {i18n._(
              'Changes to {lists} decide results: each waits for the principal or another administrator to authorize it.',
              { lists },
            )}
          </p>
        )}
        {pendingAdds.length > 0 && (
          <section aria-labelledby="pending-adds-title">
            <h2 id="pending-adds-title">{i18n._('New {lists} awaiting authorization', { lists })}</h2>
            <ul>
              {pendingAdds.map((p) => (
                <li key={p.id}>
                  <span className="pending-change__badge">{i18n._('Pending change')}</span>{' '}
                  {valuesText(i18n, list, p.proposed)} ({p.makerName})
                </li>
              ))}
            </ul>
          </section>
        )}
        {byBatch && (
          <label className="check">
            <input
              type="checkbox"
              checked={allBatches}
              onChange={(e) => {
                setRequest((r) => ({ ...r, page: 1 }));
                onAllBatches(e.target.checked);
              }}
            />{' '}
            {i18n._('Show all batches (not only those on roll)')}
          </label>
        )}
        <ListSearch
          list={list}
          batches={byBatch && !allBatches ? 'current' : 'all'}
          onApply={(q, filters) => setRequest((r) => ({ ...r, q, filters, page: 1 }))}
        />
        <h2 id="list-rows-title">{title}</h2>
        <div className="button-row list-sheets">
          <PlainButton
            fill="outline"
            size="small"
            onClick={() =>
              void exportList(list.kind, request)
                .then((blob) => saveFile(blob, `${list.title}.xlsx`))
                .catch(async (e: unknown) => setFailure(await refusalText(e)))
            }
          >
            {i18n._('Export to Excel')}
          </PlainButton>
          {canChange && (
            <>
              <PlainButton
                fill="outline"
                size="small"
                aria-label={i18n._('Download template: an Excel sheet to fill with {lists}', { lists })}
                onClick={() => void downloadAppFile(`lists/${list.kind}/template`, `${list.title} template.xlsx`)}
              >
                {i18n._('Download template')}
              </PlainButton>
              <PlainButton
                fill="outline"
                size="small"
                aria-expanded={uploading}
                onClick={() => setUploading((u) => !u)}
              >
                {i18n._('Upload Excel')}
              </PlainButton>
            </>
          )}
        </div>
        {canChange && uploading && (
          <SheetUploadPanel
            title={i18n._('Excel upload of {lists}', { lists })}
            fileType={list.kind}
            hint={i18n._(
              'Fill the template (one {one} per row; its Explanation sheet says what each column takes). Rows already on the list are not added again.',
              { one },
            )}
            errorsFileName={`${list.title} not submitted.xlsx`}
            already={{ short: i18n._('already on the list'), rows: i18n._('Already on the list, rows') }}
            onClose={() => setUploading(false)}
            onUploaded={() => void refresh()}
          />
        )}
        {answer?.source === 'device' && (
          <p className="hint" role="status">
            <Trans
              id="You are offline. Showing the copy saved on this device, fetched {when}."
              values={{ when: dateTimeText(answer.fetchedAt, locale) }}
            />
          </p>
        )}
        {page.isError && (
          <ErrorAlert
            message={i18n._('The {lists} could not be loaded. Check your connection and try again.', { lists })}
          />
        )}
        {page.isPending ? (
          <p className="hint">{i18n._('Loading…')}</p>
        ) : rows.length === 0 ? (
          !page.isError && <p className="hint">{i18n._(M.noData)}</p>
        ) : (
          <>
            <p className="hint" data-testid="list-count">
              {i18n._('{total} {rows}, page {page} of {pages}', {
                total,
                rows: total === 1 ? one : lists,
                page: request.page,
                pages,
              })}
            </p>
            <ListTable
              list={list}
              rows={rows}
              canChange={canChange}
              busy={save.isPending || remove.isPending}
              onEdit={(row) => open({ id: row.id, initial: valuesOfRow(list.fields, row) })}
              onDelete={(row) => void onDelete(row)}
              pending={pendingByRow}
            />
            <Pager className="row-actions list-pager" page={request.page} pages={pages} onPage={go} />
          </>
        )}
      </section>
    </PageFrame>
  );
}
