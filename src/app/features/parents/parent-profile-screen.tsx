import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { PARENTS_PATHS } from '../../../domain/parents/paths';
import { useLocale } from '../../i18n/use-locale';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { ErrorAlert } from '../../ui/error-alert';
import { PageFrame } from '../../ui/page-frame';
import { LinkedStudentCard } from './linked-student-card';
import { ParentProfileForm } from './parent-profile-form';
import { parentProfileQuery } from './parent-profile-queries';
import './parents.css';
import './parent-profile.css';

/**
 * /app/Parent/Profile (My Profile): the parent's own details, which they correct, and each linked student's as the
 * college holds them, read-only with the student's contacts masked. What was seen online reads offline.
 */
export function ParentProfileScreen() {
  const user = currentUser();
  if (!user) return null;
  return <ParentProfile user={user.username} />;
}

function ParentProfile({ user }: { user: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const answer = useQuery(parentProfileQuery(user));
  const data = answer.data?.data;
  return (
    <PageFrame title={i18n._('My Profile')}>
      <div className="parent-profile">
        <p className="lead">
          {i18n._('Your details as the college keeps them, and those of the students linked to your account.')}
        </p>
        {answer.data?.source === 'device' && (
          <p className="hint" role="status">
            {i18n._('You are offline. Showing the copy saved on this device, fetched {fetched}.', {
              fetched: dateTimeText(answer.data.fetchedAt, locale),
            })}
          </p>
        )}
        {answer.isPending ? (
          <p className="hint" role="status">
            {i18n._('Loading your profile…')}
          </p>
        ) : answer.isError || !data ? (
          <ErrorAlert
            message={i18n._('Your profile could not be loaded. Check your connection and open this page again.')}
          />
        ) : (
          <>
            <ParentProfileForm user={user} profile={data.profile} />
            <section className="parent-profile__students" aria-labelledby="profile-students-title">
              <h2 id="profile-students-title">{i18n._('Your students')}</h2>
              <p className="hint">
                {i18n._(
                  "As the college holds them. The student's e-mail and mobile are partly hidden; to correct anything, contact the college office.",
                )}
              </p>
              {data.students.length === 0 && (
                <p className="hint">{i18n._('No student is linked to your account yet.')}</p>
              )}
              {data.students.map((student) => (
                <LinkedStudentCard key={student.rollNo} student={student} relation={data.profile.relation} />
              ))}
              <p>
                <AppLink to={PARENTS_PATHS.parentDashboard}>
                  {i18n._('Results, fees and linking a student: Parent Dashboard')}
                </AppLink>
              </p>
            </section>
          </>
        )}
      </div>
    </PageFrame>
  );
}
