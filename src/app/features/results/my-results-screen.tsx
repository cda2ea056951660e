import { Trans, useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { OwnResultsSchema } from '../../../domain/results/own-results';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { appApi, failureMessage } from '../../lib/http';
import { useEffect, useState } from 'react';
import { RevaluationPanel } from './revaluation-panel';
import './my-results.css';
import { RESULTS_PATHS } from '../../../domain/results/paths';

/** GET {app}/getOwnResults: the signed-in student's roll number and exams ('private': cleared at sign-out). */
export const ownResultsQuery = () =>
  queryOptions({
    queryKey: ['private', 'results', 'own'] as const,
    queryFn: async () => v.parse(OwnResultsSchema, await appApi.get('getOwnResults').json()),
    staleTime: 60_000,
  });

/**
 * A student's own results: every exam they have a result in, newest first, each opening their sheet (and its PDF)
 * with their roll number already filled in, so they never type it.
 */
export function MyResultsScreen() {
  const own = useQuery(ownResultsQuery());
  const { i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (own.error) void failureMessage(own.error).then(setError);
  }, [own.error]);
  return (
    <PageFrame title={i18n._('My Results')}>
      {own.isPending && <p>{i18n._('Loading your results…')}</p>}
      <ErrorAlert message={error} as="div" />
      {own.data && (
        <>
          <p className="lead">
            <Trans
              id="Roll number <0>{rollNo}</0>"
              values={{ rollNo: own.data.rollNo }}
              components={{ 0: <b data-testid="own-roll" /> }}
            />
          </p>
          {own.data.examTitles.length === 0 ? (
            <p>{i18n._('No results of yours have been published yet.')}</p>
          ) : (
            <ul className="own-exams" aria-label={i18n._('My exams')}>
              {own.data.examTitles.map((title) => (
                <li key={title}>
                  <Link to={RESULTS_PATHS.result} params={{ title }} search={{ rollNo: own.data.rollNo }}>
                    {title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {own.data.examTitles.length > 0 && <RevaluationPanel />}
        </>
      )}
    </PageFrame>
  );
}
