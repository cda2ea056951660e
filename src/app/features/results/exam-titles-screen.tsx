import { useLingui } from '@lingui/react';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { useLocale } from '../../i18n/use-locale';
import { useQuery } from '@tanstack/react-query';
import { documentTextOutline } from '../../ui/plain/public-icons';
import { resultsTitlePath } from '../../../domain/routes/link-href';
import { RESULT_MESSAGES } from '../../../domain/results/messages';
import { useOnline } from '../../lib/use-online';
import { OfflineBanner } from '../../ui/offline-banner';
import { LinkItem } from '../../ui/link-item';
import { PageFrame } from '../../ui/page-frame';
import { PlainSpinner } from '../../ui/plain/plain-spinner';
import { resultsQueries } from './results-queries';

/** §2 /examresults: the published exam titles; choosing one opens its roll-number lookup. */
export function ExamTitlesScreen() {
  const titles = useQuery(resultsQueries.titles());
  const online = useOnline();
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <PageFrame title={i18n._('Exam Results')}>
      <p className="lead">{i18n._('Choose an examination to look up a result by roll number.')}</p>
      {titles.data && (titles.data.source === 'device' || !online) && (
        <OfflineBanner
          text={i18n._('You are offline. Showing data saved on this device, fetched {fetched}.', {
            fetched: dateTimeText(titles.data.fetchedAt, locale),
          })}
        />
      )}
      {titles.isPending && <PlainSpinner label={i18n._('Loading exam titles')} />}
      {titles.isError && (
        <p className="error-text" role="alert">
          {i18n._(RESULT_MESSAGES.failedToGet)}
        </p>
      )}
      {titles.data && titles.data.data.length === 0 && <p>{i18n._(RESULT_MESSAGES.noData)}</p>}
      {titles.data && titles.data.data.length > 0 && (
        <ul className="title-list link-list">
          {titles.data.data.map((title) => (
            <LinkItem key={title} href={resultsTitlePath(title)} label={title} icon={documentTextOutline} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
