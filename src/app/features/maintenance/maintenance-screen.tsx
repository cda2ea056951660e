import { PlainButton } from '../../ui/plain/plain-button';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { maintenanceNotice } from '../../../domain/maintenance/schemas';
import { PageFrame } from '../../ui/page-frame';
import { localEndTime, maintenanceQueries } from './maintenance-queries';

export const RECHECK_MS = 30_000;

/**
 * /maintenance: where every screen sends its user while the server is in maintenance mode. It asks
 * again every 30 s and returns to `from` (where the user was) as soon as maintenance is over.
 */
export function MaintenanceScreen({ from }: { from: string | null }) {
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
    <PageFrame title="Maintenance">
      <section className="not-found" aria-live="polite">
        {!data && status.isError && (
          <>
            <h2>The server cannot be reached</h2>
            <p>Please check your connection; this page tries again every 30 seconds.</p>
            <PlainButton onClick={() => void status.refetch()}>Try again</PlainButton>
          </>
        )}
        {!data && !status.isError && <p>Checking whether the system is available…</p>}
        {data?.maintenance && (
          <>
            <h2>We'll be back soon</h2>
            <p className="lead" data-testid="maintenance-message">
              {maintenanceNotice(data.message)}
            </p>
            {data.until && (
              <p>
                Expected back by <time dateTime={data.until}>{localEndTime(data.until)}</time> (your local time).
              </p>
            )}
            <p className="hint">
              This page checks every 30 seconds and takes you back as soon as the system is available.
            </p>
            <PlainButton fill="outline" disabled={status.isFetching} onClick={() => void status.refetch()}>
              Check now
            </PlainButton>
          </>
        )}
        {data && !data.maintenance && (
          <>
            <h2>The system is available</h2>
            <p>There is no maintenance going on.</p>
            <p>
              <Link to="/">Go to the home page</Link>
            </p>
          </>
        )}
      </section>
    </PageFrame>
  );
}
