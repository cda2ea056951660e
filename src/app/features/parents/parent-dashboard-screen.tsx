import { useQuery } from '@tanstack/react-query';
import { currentUser } from '../../lib/session';
import { PageFrame } from '../../ui/page-frame';
import { LinkStudentForm } from './link-student-form';
import { parentStudentsQuery } from './parents-queries';
import { StudentResults } from './student-results';
import '../../styles/parents.css';

/** The Parent role's landing: the students linked to the account, their results, and linking another one. */
export function ParentDashboardScreen() {
  const students = useQuery(parentStudentsQuery());
  const name = currentUser()?.fullName;
  return (
    <PageFrame title="Parent Dashboard" wide>
      <p className="lead">
        {name ? `Welcome, ${name}. ` : ''}
        {students.data?.length ? 'Results of the students linked to your account, as the college publishes them.' : 'Link your child to your account to follow their results here.'}
      </p>
      {students.isError && <p className="error-alert" role="alert">Your students could not be loaded. Check your connection and open this page again.</p>}
      {students.isPending && <p className="hint" role="status">Loading your students…</p>}
      {students.data?.map((student) => <StudentResults key={student.rollNo} student={student} />)}
      {students.data && <LinkStudentForm first={students.data.length === 0} />}
    </PageFrame>
  );
}
