import { Trans, useLingui } from '@lingui/react';
import { LIST_AUDIT_READERS } from '../../../domain/academic/access';
import { LIST_GROUPS, LISTS } from '../../../domain/academic/lists';
import { hasAnyRole } from '../../../domain/auth/access';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import './academic.css';
import { ACADEMIC_PATHS, academicListPath } from '../../../domain/academic/paths';

/**
 * The lists the college keeps, in groups (programmes, calendar, staff, admissions), each opening its screen;
 * administrators also see the log of changes.
 */
export function ListsScreen() {
  const { i18n } = useLingui();
  const user = currentUser();
  if (!user) return null;
  return (
    <PageFrame title={i18n._('Lists the college keeps')}>
      {LIST_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`lists-${group.kinds[0]}`}>
          <h2 id={`lists-${group.kinds[0]}`} className="academic-lists__group">
            {i18n._(group.title)}
          </h2>
          <ul className="academic-lists">
            {group.kinds.map((kind) => (
              <li key={kind}>
                <AppLink to={academicListPath(kind)}>{i18n._(LISTS[kind].title)}</AppLink>
                {hasAnyRole(user.roles, LISTS[kind].writers) ? '' : ` ${i18n._('(read only)')}`}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {hasAnyRole(user.roles, LIST_AUDIT_READERS) && (
        <p>
          <AppLink to={ACADEMIC_PATHS.academicListChanges}>
            <Trans id="Changes to the lists" />
          </AppLink>
        </p>
      )}
    </PageFrame>
  );
}
