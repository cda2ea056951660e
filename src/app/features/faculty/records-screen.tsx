import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { FACULTY_RECORD_COLLEGE_READERS, FACULTY_RECORD_WRITERS } from '../../../domain/faculty/access';
import { hasAnyRole } from '../../../domain/auth/access';
import { facultyProfileQuery } from '../../lib/faculty-profile';
import { currentUser, type ErpUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import type { RecordKind } from './faculty-queries';
import { KIND_ORDER, RECORD_KINDS } from './record-kinds';
import { RecordsPanel } from './records-panel';
import './faculty.css';

/**
 * The faculty database records of one kind (publications, MoUs, awards): a faculty member adds, edits and
 * deletes their own; a HoD reads their department's (§6); principal, IQAC and admin read the college's.
 */
export function FacultyRecordsScreen({ kind, member = null }: { kind: RecordKind; member?: string | null }) {
  const user = currentUser();
  if (!user) return null;
  return <FacultyRecords kind={kind} user={user} member={member} />;
}

function FacultyRecords({ kind, user, member }: { kind: RecordKind; user: ErpUser; member: string | null }) {
  const writer = hasAnyRole(user.roles, FACULTY_RECORD_WRITERS);
  // The profile §4 loads after sign-in (from the query cache): a login linked to a faculty row keeps records.
  const profile = useQuery({ ...facultyProfileQuery(user), enabled: writer, retry: false });
  const { i18n } = useLingui();
  const words = RECORD_KINDS[kind];
  // A HoD reads the department's records (their own among them), whether or not they teach.
  const scope =
    profile.data && !user.roles.includes('ROLE_HOD')
      ? i18n._(words.yours, { name: profile.data.name, department: profile.data.department })
      : hasAnyRole(user.roles, FACULTY_RECORD_COLLEGE_READERS)
        ? i18n._(words.ofCollege)
        : user.program
          ? i18n._(words.ofProgram, { program: user.program })
          : '';
  return (
    <PageFrame title={words.title} wide>
      <nav className="fdb-tabs" aria-label={i18n._('Faculty database')}>
        {KIND_ORDER.map((k) => (
          <AppLink
            key={k}
            to={member ? `${RECORD_KINDS[k].path}?empCode=${member}` : RECORD_KINDS[k].path}
            current={k === kind}
            className="fdb-tab"
          >
            {i18n._(RECORD_KINDS[k].title)}
          </AppLink>
        ))}
      </nav>
      {writer && profile.isPending ? (
        <p className="hint" role="status">
          <Trans id="Loading your faculty profile…" />
        </p>
      ) : (
        <>
          <p className="lead">{scope}</p>
          {member && (
            <p className="hint">
              {`${i18n._(words.ofMember, { member })} `}
              <AppLink to={words.path}>{i18n._(words.showEvery)}</AppLink>
            </p>
          )}
          {writer && !profile.data && (
            <p className="hint">
              <Trans id="Your login is not linked to a faculty record, so you can read these records but not add any." />
            </p>
          )}
          <RecordsPanel key={kind} kind={kind} ownEmpCode={profile.data?.empCode ?? null} member={member} />
        </>
      )}
    </PageFrame>
  );
}
