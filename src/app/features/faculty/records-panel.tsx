import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { EMPTY_AWARD, EMPTY_MOU, EMPTY_PUBLICATION } from '../../../domain/faculty/record-form-schemas';
import { fdbKeys } from '../../lib/faculty-profile';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { AwardForm, awardValues, type AwardValues } from './award-form';
import { confirmDelete } from './confirm-delete';
import {
  facultyQueries,
  type AwardRow,
  type MouRow,
  type PublicationRow,
  type RecordBodies,
  type RecordKind,
  type RecordRows,
} from './faculty-queries';
import { deleteRecord, saveRecord } from './record-changes';
import { MouForm, mouValues, type MouValues } from './mou-form';
import { PublicationForm, publicationValues, type PublicationValues } from './publication-form';
import { RecordItem, recordSummary } from './record-items';
import { RECORD_KINDS } from './record-kinds';
import { countText } from '../../../domain/display-formats';
import { StatusNote } from '../../ui/status-note';

/** The form being shown: a new record (id null) or the edit of one, with the values it starts from. */
type Editing = { id: number | null; initial: PublicationValues | MouValues | AwardValues };

const EMPTY: Record<RecordKind, Editing['initial']> = {
  publications: EMPTY_PUBLICATION,
  mous: EMPTY_MOU,
  awards: EMPTY_AWARD,
};

function valuesOf(kind: RecordKind, row: RecordRows[RecordKind]): Editing['initial'] {
  if (kind === 'publications') return publicationValues(row as PublicationRow);
  if (kind === 'mous') return mouValues(row as MouRow);
  return awardValues(row as AwardRow);
}

/** What the list adds up to (a publication list: papers, citations, Scopus and Web of Science). */
function listSummary(i18n: I18n, kind: RecordKind, rows: readonly RecordRows[RecordKind][]): string {
  const words = RECORD_KINDS[kind];
  if (rows.length === 0) return i18n._(words.none);
  const count = i18n._(words.count, { count: rows.length });
  if (kind !== 'publications') return `${count}.`;
  const papers = rows as PublicationRow[];
  const citations = papers.reduce((sum, p) => sum + p.citations, 0);
  return i18n._('{count}, {citations} citations, {scopus} in Scopus, {webOfScience} in Web of Science.', {
    count,
    citations: countText(citations),
    scopus: papers.filter((p) => p.scopus).length,
    webOfScience: papers.filter((p) => p.webOfScience).length,
  });
}

/** The list of one kind of record with Add, Edit and Delete (each delete confirmed) for the member's own. */
export function RecordsPanel({
  kind,
  ownEmpCode,
  member = null,
}: {
  kind: RecordKind;
  ownEmpCode: string | null;
  /** One member's employee code: only their records are shown. */
  member?: string | null;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery(facultyQueries.records(kind));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formSlot = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const words = RECORD_KINDS[kind];

  // The form opens with focus on its heading (not a field: leaving an untouched field would already show its
  // message and move Save under the pointer); once it closes, focus goes back to Add.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) {
      formSlot.current?.scrollIntoView({ block: 'start' });
      formSlot.current?.querySelector<HTMLElement>('h2')?.focus();
    } else if (wasEditing.current) {
      addButton.current?.focus();
      addButton.current?.scrollIntoView({ block: 'nearest' });
    }
    wasEditing.current = editing !== null;
  }, [editing]);

  // A change touches the lists, the counters and the profile's totals: all of the faculty database is asked again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: fdbKeys.all });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: RecordBodies[RecordKind] }) =>
      saveRecord(kind, id, body as never),
    onSuccess: async (_row, { id }) => {
      setEditing(null);
      setNotice(i18n._(id === null ? words.added : words.saved));
      await refresh();
    },
    onError: async (e) => setFailure(translateKnown(i18n, await failureMessage(e))),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteRecord(kind, id),
    onSuccess: async () => {
      setNotice(i18n._(words.deleted));
      await refresh();
    },
    onError: async (e) => {
      setNotice(null);
      setFailure(translateKnown(i18n, await failureMessage(e)));
    },
  });

  const open = (next: Editing) => {
    setNotice(null);
    setFailure(null);
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    setFailure(null);
  };
  const onDelete = async (row: RecordRows[RecordKind]) => {
    setNotice(null);
    setFailure(null);
    if (await confirmDelete(i18n, i18n._(words.deleteOne), recordSummary(i18n, locale, kind, row).name))
      remove.mutate(row.id);
  };

  const all = list.data ?? [];
  const rows = member ? all.filter((r) => r.empCode.toUpperCase() === member.toUpperCase()) : all;
  const showOwner = rows.some((r) => r.empCode !== ownEmpCode);
  const formProps = {
    editingId: editing?.id ?? null,
    pending: save.isPending,
    failure,
    onCancel: close,
    onSave: (body: RecordBodies[RecordKind]) => save.mutate({ id: editing?.id ?? null, body }),
  };

  return (
    <section className="fdb-panel" aria-labelledby="fdb-list-title">
      {ownEmpCode && !editing && (
        <PlainButton ref={addButton} onClick={() => open({ id: null, initial: EMPTY[kind] })}>
          {i18n._(words.add)}
        </PlainButton>
      )}
      <div ref={formSlot}>
        {editing && kind === 'publications' && (
          <PublicationForm key={editing.id ?? 'new'} {...formProps} initial={editing.initial as PublicationValues} />
        )}
        {editing && kind === 'mous' && (
          <MouForm key={editing.id ?? 'new'} {...formProps} initial={editing.initial as MouValues} />
        )}
        {editing && kind === 'awards' && (
          <AwardForm key={editing.id ?? 'new'} {...formProps} initial={editing.initial as AwardValues} />
        )}
      </div>
      {!editing && <ErrorAlert message={failure} as="div" />}
      <StatusNote>{notice}</StatusNote>
      <h2 id="fdb-list-title">{ownEmpCode ? i18n._(words.mine) : i18n._('On record')}</h2>
      {list.isError && <ErrorAlert message={i18n._(words.loadFailed)} />}
      {list.isPending ? (
        <p className="hint">
          <Trans id="Loading…" />
        </p>
      ) : (
        <p className="hint" data-testid="fdb-summary">
          {listSummary(i18n, kind, rows)}
        </p>
      )}
      <ul className="fdb-records">
        {rows.map((row) => (
          <RecordItem
            key={row.id}
            kind={kind}
            row={row}
            showOwner={showOwner}
            actions={
              ownEmpCode && row.empCode === ownEmpCode
                ? {
                    onEdit: () => open({ id: row.id, initial: valuesOf(kind, row) }),
                    onDelete: () => void onDelete(row),
                    busy: remove.isPending || save.isPending,
                  }
                : null
            }
          />
        ))}
      </ul>
    </section>
  );
}
