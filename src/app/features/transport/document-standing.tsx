import { useLingui } from '@lingui/react';
import { countText } from '../../../domain/display-formats';
import { DOCUMENT_STANDING_LABELS } from '../../../domain/transport/labels';
import type { DocumentStanding } from '../../../domain/transport/vehicle-documents';

/** A document's days left (or over) in words: "10 days left", "5 days overdue", "Lapses today"; none when missing. */
export function useDaysText() {
  const { i18n } = useLingui();
  return (daysLeft: number | null) =>
    daysLeft === null
      ? i18n._('No date on record')
      : daysLeft === 0
        ? i18n._('Lapses today')
        : daysLeft > 0
          ? i18n._('{days} days left', { days: countText(daysLeft) })
          : i18n._('{days} days overdue', { days: countText(-daysLeft) });
}

/** Where a document stands, in words with its colour beside them (never the colour alone). */
export function StandingText({ standing }: { standing: DocumentStanding }) {
  const { i18n } = useLingui();
  return (
    <span className={`transport-standing transport-standing--${standing.toLowerCase()}`}>
      {i18n._(DOCUMENT_STANDING_LABELS[standing])}
    </span>
  );
}
