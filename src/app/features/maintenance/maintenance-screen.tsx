import { Trans, useLingui } from '@lingui/react';
import { PlainButton } from '../../ui/plain/plain-button';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { maintenanceNotice } from '../../../domain/maintenance/schemas';
import { SHARED_MESSAGES } from '../../../domain/messages/shared';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { PageFrame } from '../../ui/page-frame';
import { localEndTime, maintenanceQueries } from './maintenance-queries';

export const RECHECK_MS = 30_000;

/**
 * /maintenance: where every screen sends its user while the server is in maintenance mode. It asks
 * again every 30 s and returns to `from` (where the user was) as soon as maintenance is over.
 */
export function MaintenanceScreen({ from }: { from: string | null }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const router = useRouter();
  const status = useQuery({
    ...maintenanceQueries.status(),
    refetchInterval: RECHECK_MS,
    refetchIntervalInBackground: true,
  });
  const seenOn = useRef(false);
  const data = status.data;

  useEffect(() => {
    if (!data) return;
    if (data.maintenance) seenOn.current = true;
    else if (from !== null || seenOn.current) router.history.push(from ?? '/');
  }, [data, from, router]);

  return (
    <PageFrame title={i18n._('Maintenance')}>
      <section className="not-found" aria-live="polite">
        {!data && status.isError && (
          <>
            <h2>
              <Trans id="The server cannot be reached" />
            </h2>
            <p>
              <Trans id="Please check your connection; this page tries again every 30 seconds." />
            </p>
            <PlainButton onClick={() => void status.refetch()}>{i18n._(SHARED_MESSAGES.tryAgain)}</PlainButton>
          </>
        )}
        {!data && !status.isError && (
          <p>
            <Trans id="Checking whether the system is available…" />
          </p>
        )}
        {data?.maintenance && (
          <>
            <h2>
              <Trans id="We'll be back soon" />
            </h2>
            <p className="lead" data-testid="maintenance-message">
              {translateKnown(i18n, maintenanceNotice(data.message))}
            </p>
            {data.until && (
              <p>
                <Trans
                  id="Expected back by <0>{end}</0> (your local time)."
                  values={{ end: localEndTime(data.until, locale) }}
                  components={{ 0: <time dateTime={data.until} /> }}
                />
              </p>
            )}
            <p className="hint">
              <Trans id="This page checks every 30 seconds and takes you back as soon as the system is available." />
            </p>
            <PlainButton fill="outline" disabled={status.isFetching} onClick={() => void status.refetch()}>
              <Trans id="Check now" />
            </PlainButton>
          </>
        )}
        {data && !data.maintenance && (
          <>
            <h2>
              <Trans id="The system is available" />
            </h2>
            <p>
              <Trans id="There is no maintenance going on." />
            </p>
            <p>
              <Link to="/">
                <Trans id="Go to the home page" />
              </Link>
            </p>
          </>
        )}
      </section>
    </PageFrame>
  );
}
