import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http';
import type { DeviceAnswer } from '../../lib/offline/device-backed';
import { ErrorAlert } from '../../ui/error-alert';
import { Pager } from '../../ui/pager';

/**
 * Where a history page stands while it loads: loading, refused in the server's words (an unknown code), or read from
 * the device offline with the time it was fetched.
 */
export function HistoryFetchNotes<T>({ answer }: { answer: UseQueryResult<DeviceAnswer<T>> }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!answer.error) return setRefusal(null);
    void failureMessage(
      answer.error,
      /*i18n*/ 'The history could not be loaded. Check your connection and try again.',
    ).then((message) => setRefusal(translateKnown(i18n, message)));
  }, [answer.error, i18n]);
  return (
    <>
      {answer.isPending && <p className="hint">{i18n._('Loading…')}</p>}
      <ErrorAlert message={refusal} />
      {answer.data?.source === 'device' && (
        <p className="hint" role="status">
          {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
            fetched: dateTimeText(answer.data.fetchedAt, locale),
          })}
        </p>
      )}
    </>
  );
}

/** The count of loans and the page shown, and the pager under them when there is more than one page. */
export function LoanPaging({
  paged,
  onPage,
  children,
}: {
  paged: { page: number; pageSize: number; total: number };
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const pages = Math.max(1, Math.ceil(paged.total / paged.pageSize));
  return (
    <>
      <p className="hint" role="status">
        {paged.total === 0
          ? i18n._('No loans.')
          : i18n._('Loans: {total}; page {page} of {pages}', { total: paged.total, page: paged.page, pages })}
      </p>
      {children}
      {pages > 1 && <Pager className="library__pager" page={paged.page} pages={pages} onPage={onPage} />}
    </>
  );
}
