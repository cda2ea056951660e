import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { LOGIN_CREATOR_ROLES, hasAnyRole } from '../../../domain/auth/access';
import { FILE_KINDS, acceptAttribute } from '../../../domain/files/allowed-types';
import { SHARED_MESSAGES } from '../../../domain/messages/shared';
import { currentUser } from '../../lib/session';
import { confirmYes } from '../../ui/confirm-dialog';
import { refusalText } from '../../lib/refusal-text';
import { AppLink } from '../../ui/app-link';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { allotmentKeys, allotmentQueries, createFacultyLogin, uploadFacultyPhoto } from './allotment-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './allotments.css';
import { fileUrl } from '../../../domain/files/file-url';
import { FACULTY_PATHS } from '../../../domain/faculty/paths';

/** /app/Admin/Faculty/{id}: one faculty record with its login, photo and what the faculty database holds of it. */
export function FacultyRecordScreen() {
  const { id } = useParams({ strict: false });
  const user = currentUser();
  if (!user) return null;
  return (
    <RecordPanel
      id={Number(id)}
      mayCreateLogin={hasAnyRole(user.roles, LOGIN_CREATOR_ROLES)}
      mayChange={user.roles.includes('ROLE_ADMIN')}
    />
  );
}

function RecordPanel({ id, mayCreateLogin, mayChange }: { id: number; mayCreateLogin: boolean; mayChange: boolean }) {
  const queryClient = useQueryClient();
  const record = useQuery(allotmentQueries.record(id));
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const photoId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: allotmentKeys.record(id) });
  const login = useMutation({
    mutationFn: createFacultyLogin,
    onSuccess: async (answer) => (setNotice(answer.msg), await refresh()),
    onError: async (e) => setFailure(await refusalText(e)),
  });
  const photo = useMutation({
    mutationFn: (file: File) => uploadFacultyPhoto(id, file),
    onSuccess: async (answer) => (setNotice(answer.message), await refresh()),
    onError: async (e) => setFailure(`${SHARED_MESSAGES.fileUploadFailed}: ${await refusalText(e)}`),
  });
  const view = record.data;

  return (
    <PageFrame title="Faculty record" wide>
      <section className="faculty-record">
        <p>
          <AppLink to="/app/Admin/Lists/faculty">All faculty</AppLink>
        </p>
        {record.isError && (
          <ErrorAlert message="The faculty record could not be loaded. Check your connection and try again." />
        )}
        <ErrorAlert message={failure} />
        <StatusNote>{notice}</StatusNote>
        {view && (
          <>
            <h2>{view.fullName}</h2>
            {view.photoFileId !== null && (
              <img className="faculty-photo" src={fileUrl(view.photoFileId)} alt={`Photo of ${view.fullName}`} />
            )}
            <dl>
              <dt>Employee code</dt>
              <dd>{view.empCode}</dd>
              <dt>Department</dt>
              <dd>{view.department}</dd>
              <dt>Designation</dt>
              <dd>{view.designation}</dd>
              <dt>Status</dt>
              <dd>{view.status}</dd>
              <dt>Login</dt>
              <dd>{view.login ? `Has a login (${view.login})` : 'No login yet'}</dd>
              <dt>Faculty database</dt>
              <dd>
                <AppLink
                  to={`${FACULTY_PATHS.facultyPublications}?empCode=${view.empCode}`}
                >{`${view.publications} publications`}</AppLink>
                , <AppLink to={`${FACULTY_PATHS.facultyMous}?empCode=${view.empCode}`}>{`${view.mous} MoUs`}</AppLink>,{' '}
                <AppLink
                  to={`${FACULTY_PATHS.facultyAwards}?empCode=${view.empCode}`}
                >{`${view.awards} awards`}</AppLink>
              </dd>
              <dt>Subject allotments</dt>
              <dd>
                <AppLink to={FACULTY_PATHS.subjectAllotments}>{`${view.allotments} allotments`}</AppLink>
              </dd>
            </dl>
            {mayCreateLogin && !view.login && view.status === 'Active' && (
              <PlainButton
                disabled={login.isPending}
                onClick={async () => {
                  setNotice(null);
                  setFailure(null);
                  if (await confirmYes(`Create a login for ${view.fullName} with the user name ${view.empCode}?`))
                    login.mutate(view.empCode);
                }}
              >
                Create login
              </PlainButton>
            )}
            {mayChange && (
              <div className="select-field">
                <label htmlFor={photoId}>Photo ({FILE_KINDS.image.described})</label>
                <input
                  id={photoId}
                  type="file"
                  accept={acceptAttribute('image')}
                  disabled={photo.isPending}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    setNotice(null);
                    setFailure(null);
                    if (file && file.size > FILE_KINDS.image.maxBytes)
                      return setFailure(`The photo must be ${FILE_KINDS.image.described} of at most 5 MB`);
                    if (file) photo.mutate(file);
                  }}
                />
              </div>
            )}
          </>
        )}
      </section>
    </PageFrame>
  );
}
