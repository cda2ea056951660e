import { useLingui } from '@lingui/react';
import { ITEM_TYPE_LABELS } from '../../../domain/library/catalogue';
import type { TitleSummary } from '../../../domain/library/library-answers';
import { PlainButton } from '../../ui/plain/plain-button';

/** One line of what a title is: edition, publisher and year. */
export const imprintOf = (t: Pick<TitleSummary, 'edition' | 'publisher' | 'year'>) =>
  [t.edition, t.publisher, t.year ?? ''].filter(Boolean).join(' · ');

/**
 * The titles found, one card each (a list reads at 360 px and on a kiosk alike): title, authors, imprint, call number,
 * and how many copies are on the shelf out of those held, with their shelves.
 */
export function SearchResults({ titles, onOpen }: { titles: readonly TitleSummary[]; onOpen: (id: number) => void }) {
  const { i18n } = useLingui();
  return (
    <ol className="library-results" aria-label={i18n._('Titles found')}>
      {titles.map((t) => (
        <li key={t.id} className="library-result">
          <h2 className="library-result__title">
            <PlainButton fill="clear" onClick={() => onOpen(t.id)}>
              {t.title}
            </PlainButton>
          </h2>
          {t.authors.length > 0 && <p className="library-result__authors">{t.authors.join('; ')}</p>}
          <p className="hint">
            {i18n._(ITEM_TYPE_LABELS[t.itemType])}
            {imprintOf(t) && ` · ${imprintOf(t)}`}
            {t.callNumber && ` · ${t.callNumber}`}
          </p>
          {t.itemType === 'E_RESOURCE' ? (
            <p>
              <a href={t.url} target="_blank" rel="noopener noreferrer">
                {i18n._('Open the e-resource')}
              </a>
            </p>
          ) : (
            <p className={t.available > 0 ? 'library-result__copies is-available' : 'library-result__copies'}>
              {t.copies === 0
                ? i18n._('No copy held')
                : i18n._('{available} of {copies} on the shelf', { available: t.available, copies: t.copies })}
              {t.locations.length > 0 && ` · ${t.locations.join('; ')}`}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
