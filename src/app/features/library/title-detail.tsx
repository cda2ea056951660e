import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COPY_SOURCE_LABELS, COPY_STATUS_LABELS, isHandMovable } from '../../../domain/library/catalogue';
import type { Copy, TitleDetail } from '../../../domain/library/library-answers';
import { formatRupees } from '../../../domain/money/money';
import { PlainButton } from '../../ui/plain/plain-button';
import { AddCopiesForm, CopyStatusForm } from './copy-forms';
import { libraryQueries } from './library-queries';
import { PlaceHold } from './place-hold';
import { TitleDetailFrame } from './title-detail-frame';
import { EditTitleForm } from './title-forms';

type Editing = { kind: 'title' } | { kind: 'copies' } | { kind: 'status'; copy: Copy } | null;

/** The title's copies: accession number, barcode, shelf and status for everyone; source and price for the staff. */
function CopiesTable({ title, staff, onStatus }: { title: TitleDetail; staff: boolean; onStatus: (c: Copy) => void }) {
  const { i18n } = useLingui();
  return (
    <div className="table-scroll" role="region" aria-label={i18n._('Copies')} tabIndex={0}>
      <table className="result-table library-copies">
        <caption>{i18n._('Copies')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Accession number')}</th>
            <th scope="col">{i18n._('Barcode')}</th>
            <th scope="col">{i18n._('Shelf')}</th>
            <th scope="col">{i18n._('Status')}</th>
            {staff && <th scope="col">{i18n._('Source and price')}</th>}
            {staff && <th scope="col">{i18n._('Actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {title.copyList.map((c) => (
            <tr key={c.id}>
              <td data-label={i18n._('Accession number')}>{c.accessionNo}</td>
              <td data-label={i18n._('Barcode')}>{c.barcode}</td>
              <td data-label={i18n._('Shelf')}>{c.location || '—'}</td>
              <td data-label={i18n._('Status')}>
                {i18n._(COPY_STATUS_LABELS[c.status])}
                {staff && c.statusReason && <span className="hint"> · {c.statusReason}</span>}
              </td>
              {staff && (
                <td data-label={i18n._('Source and price')}>
                  {i18n._(COPY_SOURCE_LABELS[c.source])}
                  {c.pricePaise !== null && ` · ${formatRupees(c.pricePaise)}`}
                </td>
              )}
              {staff && (
                <td data-label={i18n._('Actions')}>
                  {isHandMovable(c.status) && (
                    <PlainButton
                      size="small"
                      fill="clear"
                      aria-label={i18n._('Change status of {accession}', { accession: c.accessionNo })}
                      onClick={() => onStatus(c)}
                    >
                      {i18n._('Change status')}
                    </PlainButton>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One title opened from the results: what it is and every copy with its shelf and status. The staff edit the title,
 * add copies and set a copy's status from here.
 */
export function TitleDetailPanel({ id, staff, onClose }: { id: number; staff: boolean; onClose: () => void }) {
  const { i18n } = useLingui();
  const detail = useQuery(libraryQueries.title(id));
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <TitleDetailFrame detail={detail} onClose={onClose}>
      {(t) => (
        <>
          {t.available === 0 && t.copies > 0 && t.itemType !== 'E_RESOURCE' && <PlaceHold key={t.id} titleId={t.id} />}
          {t.copyList.length > 0 && (
            <CopiesTable title={t} staff={staff} onStatus={(copy) => setEditing({ kind: 'status', copy })} />
          )}
          {staff && editing === null && (
            <div className="button-row">
              <PlainButton fill="outline" onClick={() => setEditing({ kind: 'title' })}>
                {i18n._('Edit the title')}
              </PlainButton>
              <PlainButton fill="outline" onClick={() => setEditing({ kind: 'copies' })}>
                {i18n._('Add copies')}
              </PlainButton>
            </div>
          )}
          {editing?.kind === 'title' && <EditTitleForm title={t} onDone={() => setEditing(null)} />}
          {editing?.kind === 'copies' && (
            <AddCopiesForm titleId={t.id} location={t.locations[0] ?? ''} onDone={() => setEditing(null)} />
          )}
          {editing?.kind === 'status' && (
            <CopyStatusForm key={editing.copy.id} copy={editing.copy} onDone={() => setEditing(null)} />
          )}
        </>
      )}
    </TitleDetailFrame>
  );
}
