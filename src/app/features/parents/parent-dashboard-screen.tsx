import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PARENTS_PATHS } from '../../../domain/parents/paths';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { LinkStudentForm } from './link-student-form';
import { parentStudentsQuery } from './parents-queries';
import { StudentResults } from './student-results';
import { ErrorAlert } from '../../ui/error-alert';
import './parents.css';

/** The Parent role's landing: the students linked to the account, their results (and what `studentExtra` adds per student: fees), and linking another one. */
export function ParentDashboardScreen({ studentExtra }: { studentExtra?: (rollNo: string) => ReactNode }) {
  const user = currentUser();
  if (!user) return null;
  return <ParentDashboard name={user.fullName} studentExtra={studentExtra} />;
}

function ParentDashboard({ name, studentExtra }: { name: string; studentExtra?: (rollNo: string) => ReactNode }) {
  const students = useQuery(parentStudentsQuery());
  const { i18n } = useLingui();
  return (
    <PageFrame title={i18n._('Parent Dashboard')} wide>
      <p className="lead">
        {name ? `${i18n._('Welcome, {name}.', { name })} ` : ''}
        {students.data?.length
          ? i18n._('Results of the students linked to your account, as the college publishes them.')
          : i18n._('Link your child to your account to follow their results here.')}
      </p>
      <p className="hint">
        <AppLink to={PARENTS_PATHS.parentProfile}>
          {i18n._("My Profile: your details and your students' details")}
        </AppLink>
      </p>
      {students.isError && (
        <ErrorAlert
          message={i18n._('Your students could not be loaded. Check your connection and open this page again.')}
        />
      )}
      {students.isPending && (
        <p className="hint" role="status">
          {i18n._('Loading your students…')}
        </p>
      )}
      {students.data?.map((student) => (
        <StudentResults key={student.rollNo} student={student}>
          {studentExtra?.(student.rollNo)}
        </StudentResults>
      ))}
      {students.data && <LinkStudentForm first={students.data.length === 0} />}
    </PageFrame>
  );
}
