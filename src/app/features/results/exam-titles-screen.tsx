import { IonIcon, IonItem, IonLabel, IonList, IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { chevronForward, documentTextOutline } from 'ionicons/icons';
import { RESULT_MESSAGES } from '../../../domain/results/messages';
import { useOnline } from '../../lib/use-online';
import { OfflineBanner } from '../../ui/offline-banner';
import { PageFrame } from '../../ui/page-frame';
import { resultsQueries } from './results-queries';

/** §2 /examresults: the published exam titles; choosing one opens its roll-number lookup. */
export function ExamTitlesScreen() {
  const titles = useQuery(resultsQueries.titles());
  const online = useOnline();
  return (
    <PageFrame title="Exam Results">
      <p className="lead">Choose an examination to look up a result by roll number.</p>
      {titles.data && (titles.data.source === 'device' || !online) && <OfflineBanner fetchedAt={titles.data.fetchedAt} />}
      {titles.isPending && <IonSpinner name="dots" aria-label="Loading exam titles" />}
      {titles.isError && <p className="error-text" role="alert">{RESULT_MESSAGES.failedToGet}</p>}
      {titles.data && titles.data.data.length === 0 && <p>{RESULT_MESSAGES.noData}</p>}
      {titles.data && titles.data.data.length > 0 && (
        <IonList lines="full" className="title-list">
          {titles.data.data.map((title) => (
            <Link key={title} to="/results/$title" params={{ title }} className="title-link">
              <IonItem detail={false} lines="full" className="title-item">
                <IonIcon icon={documentTextOutline} slot="start" aria-hidden="true" />
                <IonLabel className="ion-text-wrap">{title}</IonLabel>
                <IonIcon icon={chevronForward} slot="end" aria-hidden="true" />
              </IonItem>
            </Link>
          ))}
        </IonList>
      )}
    </PageFrame>
  );
}
