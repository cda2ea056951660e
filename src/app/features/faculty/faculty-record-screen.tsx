import { Trans, useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';
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
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const record = useQuery(allotmentQueries.record(id));
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const photoId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: allotmentKeys.record(id) });
  const login = useMutation({
    mutationFn: createFacultyLogin,
    onSuccess: async (answer) => (setNotice(translateKnown(i18n, answer.msg)), await refresh()),
    onError: async (e) => setFailure(await refusalText(e)),
  });
  const photo = useMutation({
    mutationFn: (file: File) => uploadFacultyPhoto(id, file),
    onSuccess: async (answer) => (setNotice(translateKnown(i18n, answer.message)), await refresh()),
    onError: async (e) => setFailure(`${i18n._(SHARED_MESSAGES.fileUploadFailed)}: ${await refusalText(e)}`),
  });
  const view = record.data;

  return (
    <PageFrame title={i18n._('Faculty record')} wide>
      <section className="faculty-record">
        <p>
          <AppLink to="/app/Admin/Lists/faculty">
            <Trans id="All faculty" />
          </AppLink>
        </p>
        {record.isError && (
          <ErrorAlert
            message={i18n._('The faculty record could not be loaded. Check your connection and try again.')}
          />
        )}
        <ErrorAlert message={failure} />
        <StatusNote>{notice}</StatusNote>
        {view && (
          <>
            <h2>{view.fullName}</h2>
            {view.photoFileId !== null && (
              <img
                className="faculty-photo"
                src={fileUrl(view.photoFileId)}
                alt={i18n._('Photo of {name}', { name: view.fullName })}
              />
            )}
            <dl>
              <dt>
                <Trans id="Employee code" />
              </dt>
              <dd>{view.empCode}</dd>
              <dt>
                <Trans id="Department" />
              </dt>
              <dd>{view.department}</dd>
              <dt>
                <Trans id="Designation" />
              </dt>
              <dd>{view.designation}</dd>
              <dt>
                <Trans id="Status" />
              </dt>
              <dd>{translateKnown(i18n, view.status)}</dd>
              <dt>
                <Trans id="Login" />
              </dt>
              <dd>{view.login ? i18n._('Has a login ({login})', { login: view.login }) : i18n._('No login yet')}</dd>
              <dt>
                <Trans id="Faculty database" />
              </dt>
              <dd>
                <AppLink to={`${FACULTY_PATHS.facultyPublications}?empCode=${view.empCode}`}>
                  {i18n._('{count} publications', { count: view.publications })}
                </AppLink>
                ,{' '}
                <AppLink to={`${FACULTY_PATHS.facultyMous}?empCode=${view.empCode}`}>
                  {i18n._('{count} MoUs', { count: view.mous })}
                </AppLink>
                ,{' '}
                <AppLink to={`${FACULTY_PATHS.facultyAwards}?empCode=${view.empCode}`}>
                  {i18n._('{count} awards', { count: view.awards })}
                </AppLink>
              </dd>
              <dt>
                <Trans id="Subject allotments" />
              </dt>
              <dd>
                <AppLink to={FACULTY_PATHS.subjectAllotments}>
                  {i18n._('{count} allotments', { count: view.allotments })}
                </AppLink>
              </dd>
            </dl>
            {mayCreateLogin && !view.login && view.status === 'Active' && (
              <PlainButton
                disabled={login.isPending}
                onClick={async () => {
                  setNotice(null);
                  setFailure(null);
                  if (
                    await confirmYes(
                      i18n._('Create a login for {name} with the user name {userName}?', {
                        name: view.fullName,
                        userName: view.empCode,
                      }),
                    )
                  )
                    login.mutate(view.empCode);
                }}
              >
                <Trans id="Create login" />
              </PlainButton>
            )}
            {mayChange && (
              <div className="select-field">
                <label htmlFor={photoId}>
                  <Trans id="Photo ({kinds})" values={{ kinds: FILE_KINDS.image.described }} />
                </label>
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
                      return setFailure(
                        i18n._('The photo must be {kinds} of at most 5 MB', { kinds: FILE_KINDS.image.described }),
                      );
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
