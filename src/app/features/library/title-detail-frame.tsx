import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { ITEM_TYPE_LABELS } from '../../../domain/library/catalogue';
import type { TitleSummary } from '../../../domain/library/library-answers';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { imprintOf } from './search-results';

/**
 * A title opened below the results, for a reader and a visitor alike: what it is (kind, imprint, ISBN, call number,
 * subjects, copies on the shelf, the e-resource's address), then what the screen adds (`children`: its copies, a
 * hold, the staff's forms), and the way back to the results. The heading takes the focus when a title opens.
 */
export function TitleDetailFrame<T extends TitleSummary>({
  detail,
  onClose,
  children,
}: {
  detail: UseQueryResult<T>;
  onClose: () => void;
  children: (title: T) => ReactNode;
}) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const t = detail.data;
  useEffect(() => heading.current?.focus(), [t?.id]);
  return (
    <section className="library-panel library-detail" aria-labelledby="library-title-heading">
      {detail.isError && <ErrorAlert message={i18n._('This title could not be loaded.')} />}
      {detail.isPending && <p className="hint">{i18n._('Loading…')}</p>}
      {t && (
        <>
          <h2 id="library-title-heading" ref={heading} tabIndex={-1}>
            {t.title}
          </h2>
          {t.authors.length > 0 && <p>{t.authors.join('; ')}</p>}
          <dl className="library-detail__facts">
            <dt>{i18n._('Kind of item')}</dt>
            <dd>{i18n._(ITEM_TYPE_LABELS[t.itemType])}</dd>
            {imprintOf(t) && (
              <>
                <dt>{i18n._('Published')}</dt>
                <dd>{imprintOf(t)}</dd>
              </>
            )}
            {t.isbn && (
              <>
                <dt>{i18n._('ISBN')}</dt>
                <dd>{t.isbn}</dd>
              </>
            )}
            {t.callNumber && (
              <>
                <dt>{i18n._('Call number')}</dt>
                <dd>{t.callNumber}</dd>
              </>
            )}
            {t.subjects.length > 0 && (
              <>
                <dt>{i18n._('Subjects')}</dt>
                <dd>{t.subjects.join('; ')}</dd>
              </>
            )}
            <dt>{i18n._('On the shelf')}</dt>
            <dd>{i18n._('{available} of {copies}', { available: t.available, copies: t.copies })}</dd>
          </dl>
          {t.url && (
            <p>
              <a href={t.url} target="_blank" rel="noopener noreferrer">
                {i18n._('Open the e-resource')}
              </a>
            </p>
          )}
          {children(t)}
        </>
      )}
      <PlainButton fill="clear" onClick={onClose}>
        {i18n._('Back to the results')}
      </PlainButton>
    </section>
  );
}
