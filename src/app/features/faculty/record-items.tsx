import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { Locale } from '../../../domain/i18n/locales';
import { useLocale } from '../../i18n/use-locale';
import { PlainButton } from '../../ui/plain/plain-button';
import type { ReactNode } from 'react';
import type { AwardRow, MouRow, PublicationRow, RecordKind, RecordRows } from './faculty-queries';
import { countText } from '../../../domain/display-formats';
import { dateText } from '../../../domain/calendar/date-text';

/** The heading and facts of one record, as its list shows it. */
export function recordSummary<K extends RecordKind>(
  i18n: I18n,
  locale: Locale,
  kind: K,
  row: RecordRows[K],
): { name: string; facts: ReactNode[] } {
  if (kind === 'publications') {
    const p = row as PublicationRow;
    const indexed = [p.scopus && 'Scopus', p.webOfScience && 'Web of Science'].filter(Boolean).join(', ');
    return {
      name: p.title,
      facts: [
        `${p.venue}, ${p.year}`,
        i18n._('{citations, plural, one {{count} citation} other {{count} citations}}', {
          citations: p.citations,
          count: countText(p.citations),
        }),
        indexed ? i18n._('Indexed in {indexed}', { indexed }) : i18n._('Not indexed in Scopus or Web of Science'),
        p.doi && `DOI ${p.doi}`,
      ],
    };
  }
  if (kind === 'mous') {
    const m = row as MouRow;
    const signedOn = dateText(m.signedOn, locale);
    return {
      name: m.partner,
      facts: [
        m.purpose,
        m.validUntil
          ? i18n._('Signed on {signedOn}, valid until {validUntil}', {
              signedOn,
              validUntil: dateText(m.validUntil, locale),
            })
          : i18n._('Signed on {signedOn}', { signedOn }),
      ],
    };
  }
  const a = row as AwardRow;
  return { name: a.title, facts: [`${a.awardedBy}, ${a.year}`, a.description] };
}

interface ItemProps<K extends RecordKind> {
  kind: K;
  row: RecordRows[K];
  /** Shown when the list holds other members' records too. */
  showOwner: boolean;
  /** Edit and Delete, when the record is the signed-in member's own. */
  actions: { onEdit: () => void; onDelete: () => void; busy: boolean } | null;
}

/** One record as a card: its name, facts, owner, and Edit / Delete for one's own. */
export function RecordItem<K extends RecordKind>({ kind, row, showOwner, actions }: ItemProps<K>) {
  const { i18n } = useLingui();
  const { name, facts } = recordSummary(i18n, useLocale(), kind, row);
  const headingId = `fdb-${kind}-${row.id}`;
  return (
    <li className="fdb-record" aria-labelledby={headingId} data-record-id={row.id}>
      <h3 id={headingId}>{name}</h3>
      <ul className="fdb-record__facts">
        {facts.filter(Boolean).map((fact, i) => (
          <li key={i}>{fact}</li>
        ))}
      </ul>
      {showOwner && (
        <p className="fdb-record__owner">
          {row.facultyName} ({row.empCode}), {row.department}
        </p>
      )}
      {actions && (
        <div className="fdb-record__actions">
          <PlainButton
            size="small"
            fill="outline"
            onClick={actions.onEdit}
            disabled={actions.busy}
            aria-label={i18n._('Edit {name}', { name })}
          >
            <Trans id="Edit" />
          </PlainButton>
          <PlainButton
            size="small"
            fill="outline"
            color="danger"
            onClick={actions.onDelete}
            disabled={actions.busy}
            aria-label={i18n._('Delete {name}', { name })}
          >
            <Trans id="Delete" />
          </PlainButton>
        </div>
      )}
    </li>
  );
}
