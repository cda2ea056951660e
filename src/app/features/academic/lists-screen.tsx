import { LIST_KINDS } from '../../../domain/academic/list-descriptor';
import { LIST_AUDIT_READERS, LIST_READERS } from '../../../domain/academic/access';
import { LISTS } from '../../../domain/academic/lists';
import { hasAnyRole } from '../../../domain/auth/access';
import { APP_PATHS, academicListPath } from '../../../domain/routes/known-paths';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { NoPermission } from '../../ui/no-permission';
import { PageFrame } from '../../ui/page-frame';
import './academic.css';

/** The lists the college keeps, each opening its screen; administrators also see the log of changes. */
export function ListsScreen() {
  const user = currentUser();
  if (!user || !hasAnyRole(user.roles, LIST_READERS)) return <NoPermission title="Lists the college keeps" />;
  return (
    <PageFrame title="Lists the college keeps">
      <ul className="academic-lists">
        {LIST_KINDS.map((kind) => (
          <li key={kind}>
            <AppLink to={academicListPath(kind)}>{LISTS[kind].title}</AppLink>
            {hasAnyRole(user.roles, LISTS[kind].writers) ? '' : ' (read only)'}
          </li>
        ))}
        {hasAnyRole(user.roles, LIST_AUDIT_READERS) && (
          <li>
            <AppLink to={APP_PATHS.academicListChanges}>Changes to the lists</AppLink>
          </li>
        )}
      </ul>
    </PageFrame>
  );
}
