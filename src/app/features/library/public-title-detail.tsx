import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { COPY_STATUS_LABELS } from '../../../domain/library/catalogue';
import type { PublicCopy } from '../../../domain/library/public-catalogue-answers';
import { publicCatalogueQueries } from './library-queries';
import { TitleDetailFrame } from './title-detail-frame';

/** A title's copies as a visitor sees them: accession number, shelf and status (no barcode, source or price). */
function PublicCopiesTable({ copies }: { copies: readonly PublicCopy[] }) {
  const { i18n } = useLingui();
  return (
    <div className="table-scroll" role="region" aria-label={i18n._('Copies')} tabIndex={0}>
      <table className="result-table library-copies">
        <caption>{i18n._('Copies')}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Accession number')}</th>
            <th scope="col">{i18n._('Shelf')}</th>
            <th scope="col">{i18n._('Status')}</th>
          </tr>
        </thead>
        <tbody>
          {copies.map((c) => (
            <tr key={c.accessionNo}>
              <td data-label={i18n._('Accession number')}>{c.accessionNo}</td>
              <td data-label={i18n._('Shelf')}>{c.location || '—'}</td>
              <td data-label={i18n._('Status')}>{i18n._(COPY_STATUS_LABELS[c.status])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One title opened from the public catalogue's results: what it is and its copies held, on which shelf. */
export function PublicTitleDetailPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useQuery(publicCatalogueQueries.title(id));
  return (
    <TitleDetailFrame detail={detail} onClose={onClose}>
      {(t) => t.copyList.length > 0 && <PublicCopiesTable copies={t.copyList} />}
    </TitleDetailFrame>
  );
}
