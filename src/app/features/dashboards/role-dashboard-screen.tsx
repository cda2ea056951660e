import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { formatCounter } from '../../../domain/dashboards/counters';
import { moduleFunctions } from '../../../domain/dashboards/module-functions';
import type { RoleDashboard } from '../../../domain/dashboards/role-dashboard';
import { dashboardAt } from '../../../domain/dashboards/role-dashboards';
import { introductionsFor } from '../../../domain/dashboards/role-introductions';
import { comingSoonHref } from '../../../domain/home/coming-soon';
import { functionsOffered, MODULE_TILES } from '../../../domain/home/module-tiles';
import { EXTERNAL_SITES } from '../../lib/config';
import { linksOf, menuFor } from '../../../domain/menus/menu-tree';
import type { LoginRole } from '../../../domain/auth/roles';
import { useKioskMode } from '../../lib/kiosk';
import { currentUser, type ErpUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { DashboardCardView } from './dashboard-card';
import { dashboardsQueries } from './dashboards-queries';
import { useFacultyFigures, type DashboardFigures } from './faculty-figures';
import { LEAVE_APPROVER_DASHBOARDS } from '../../../domain/leave/access';
import { ErrorAlert } from '../../ui/error-alert';
import { timeText } from '../../../domain/calendar/date-text';
import '../../ui/dashboard.css';

/** For the landing routes' loader, which reads the dashboard from this screen's chunk. */
export { dashboardAt };

// Shown on two dashboards only (the administrator's set-up, a teacher's day): loaded there, not with every dashboard.
const SetupChecklistSection = lazy(() =>
  import('./setup-checklist').then((m) => ({ default: m.SetupChecklistSection })),
);
const TodaysPeriods = lazy(() => import('./todays-periods').then((m) => ({ default: m.TodaysPeriods })));
const PendingLeave = lazy(() => import('./pending-leave').then((m) => ({ default: m.PendingLeave })));
const MyAttendanceCard = lazy(() => import('./attendance-cards').then((m) => ({ default: m.MyAttendanceCard })));
const TranscriptCard = lazy(() => import('./transcript-card').then((m) => ({ default: m.TranscriptCard })));
const UncoveredClassesCard = lazy(() =>
  import('./uncovered-classes').then((m) => ({ default: m.UncoveredClassesCard })),
);
const WaitingPublications = lazy(() =>
  import('./waiting-publications').then((m) => ({ default: m.WaitingPublications })),
);
const DepartmentTodayCard = lazy(() => import('./attendance-cards').then((m) => ({ default: m.DepartmentTodayCard })));

/** §2 landing routes: the dashboard of the signed-in user's role that lands here (the route admits only those roles). */
export function RoleDashboardScreen({ path }: { path: string }) {
  const user = currentUser();
  if (!user) return null;
  const at = dashboardAt(path, user.roles);
  if (!at) return null;
  return <Dashboard user={user} path={path} role={at.role} dashboard={at.dashboard} />;
}

interface Props {
  user: ErpUser;
  path: string;
  role: LoginRole | null;
  dashboard: RoleDashboard;
}

/** The card and counters of a dashboard: the Faculty dashboard's from the faculty database, the others' from getDashboard. */
function useFigures(user: ErpUser, role: LoginRole | null, dashboard: RoleDashboard): DashboardFigures {
  const fromFdb = dashboard.card === 'faculty';
  const data = useQuery({ ...dashboardsQueries.dashboard(role), enabled: !fromFdb });
  const faculty = useFacultyFigures(user, fromFdb);
  if (fromFdb) return faculty;
  return {
    card: data.data?.card ?? null,
    counters: data.data?.counters,
    isPending: data.isPending,
    isError: data.isError,
    fetchedAt: data.data ? Date.parse(data.data.generatedAt) : null,
  };
}

function Dashboard({ user, path, role, dashboard }: Props) {
  const { i18n } = useLingui();
  const data = useFigures(user, role, dashboard);
  const tile = MODULE_TILES.find((t) => t.title === dashboard.module);
  const functions = functionsOffered(moduleFunctions(dashboard, tile?.functions ?? [], user.roles), (site) =>
    Boolean(EXTERNAL_SITES[site]),
  );
  const kiosk = useKioskMode();
  const entries = linksOf(menuFor(user.roles, { kiosk })).filter(
    (link) => link.to !== path && !['/terms', '/privacy', '/return'].includes(link.to),
  );
  return (
    <PageFrame title={dashboard.title} wide>
      {data.card && <DashboardCardView card={data.card} />}
      {role === null &&
        introductionsFor(user.roles).map((text) => (
          <p key={text} className="lead role-introduction">
            {i18n._(text)}
          </p>
        ))}
      <Suspense fallback={null}>
        {role === 'ROLE_ADMIN' && <SetupChecklistSection />}
        {dashboard.card === 'faculty' && <TodaysPeriods user={user.username} />}
        {role && LEAVE_APPROVER_DASHBOARDS.includes(role) && <PendingLeave quietWhenNone={role === 'ROLE_FACULTY'} />}
        {role === 'ROLE_STUDENT' && <MyAttendanceCard user={user.username} />}
        {role === 'ROLE_STUDENT' && <TranscriptCard />}
        {role === 'ROLE_HOD' && <DepartmentTodayCard />}
        {role === 'ROLE_HOD' && <UncoveredClassesCard />}
        {(role === 'ROLE_PRINCIPAL' || role === 'ROLE_EXAMINATION') && (
          <WaitingPublications principal={role === 'ROLE_PRINCIPAL'} />
        )}
      </Suspense>
      <section className="dashboard-section" aria-labelledby="counts-title">
        <h2 id="counts-title">{i18n._('At a glance')}</h2>
        {data.isError && (
          <ErrorAlert
            message={i18n._('The counts could not be loaded. Check your connection and open this page again.')}
          />
        )}
        <ul className="counter-grid" aria-busy={data.isPending}>
          {dashboard.counters.map((key) => {
            const counter = data.counters?.find((c) => c.key === key);
            return (
              <li key={key} className="counter" data-counter={key}>
                <span className="counter__value">{counter ? formatCounter(key, counter.value) : '…'}</span>
                <span className="counter__label">{counter ? i18n._(counter.label) : i18n._('Loading')}</span>
              </li>
            );
          })}
        </ul>
        {data.fetchedAt && (
          <p className="hint">
            {i18n._('Counted from the college database at {time}.', { time: timeText(data.fetchedAt) })}
          </p>
        )}
      </section>
      <section className="dashboard-section" aria-labelledby="entries-title">
        <h2 id="entries-title">{i18n._('Open')}</h2>
        <ul className="entry-grid">
          {entries.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to} className="entry-link">
                <span className="entry-link__label">{i18n._(link.label)}</span>
                {link.hint && <span className="entry-link__hint">{i18n._(link.hint)}</span>}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      {functions.length > 0 && (
        <section className="dashboard-section" aria-labelledby="functions-title">
          <h2 id="functions-title">{i18n._('{module} functions', { module: i18n._(dashboard.module) })}</h2>
          <ul className="function-list">
            {functions.map((f) => (
              <li key={f.name}>
                {f.to ? (
                  <AppLink to={f.to}>{i18n._(f.name)}</AppLink>
                ) : (
                  <>
                    {i18n._(f.name)} <span className="soon-tag">{i18n._('coming soon')}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
          {functions.some((f) => !f.to) && tile && (
            <p className="hint">
              <AppLink to={comingSoonHref(tile.title)}>
                {i18n._('What is coming to {title}', { title: i18n._(tile.title) })}
              </AppLink>
            </p>
          )}
        </section>
      )}
    </PageFrame>
  );
}
