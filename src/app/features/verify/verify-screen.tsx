import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { MEMO_MESSAGES as M } from '../../../domain/memos/messages';
import { normaliseVerificationCode, verifyPath } from '../../../domain/memos/verification-code';
import { PageFrame } from '../../ui/page-frame';
import { verifyQueries } from './verify-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import { dateText } from '../../../domain/calendar/date-text';

/** The route's loader: the document fetched once for the page (a failure is left to the screen to say). */
export const loadVerifiedDocument = (queryClient: QueryClient, code: string) =>
  queryClient.ensureQueryData(verifyQueries.document(code)).then(
    () => undefined,
    () => undefined,
  );

/**
 * /verify/{code}: anyone (an employer, another university) checks a printed memo or certificate: what the college
 * issued under the code, as it was printed, and whether a newer document of the same kind has been issued since.
 */
export function VerifyScreen() {
  const { code = '' } = useParams({ strict: false });
  const found = useQuery(verifyQueries.document(code));
  const { i18n } = useLingui();
  const locale = useLocale();
  // A college day (YYYY-MM-DD) as people read it: 27 Nov 2026 (27 నవంబర్ 2026 in Telugu).
  const day = (collegeDay: string) => dateText(collegeDay, locale);
  const field = (label: string, value: ReactNode) => (
    <li>
      <strong>{label}</strong> {value}
    </li>
  );
  return (
    <PageFrame title={i18n._('Verify a document')}>
      <article className="legal">
        <h2>{i18n._('Verification code {code}', { code: code.toUpperCase() })}</h2>
        {found.isPending ? (
          <p className="hint">{i18n._('Checking…')}</p>
        ) : found.isError ? (
          <ErrorAlert message={i18n._('The code could not be checked. Check your connection and try again.')} />
        ) : found.data === null ? (
          <>
            <ErrorAlert message={i18n._(M.codeNotFound)} />
            <p className="hint">
              {i18n._('{reason}. Type it as printed on the document.', { reason: i18n._(M.codeInvalid) })}
            </p>
          </>
        ) : (
          <>
            <StatusNote>{i18n._('The college issued this document.')}</StatusNote>
            <ul className="verified-document">
              {field(i18n._('Document:'), found.data.document)}
              {field(i18n._('Name:'), found.data.name)}
              {field(i18n._('Roll number:'), found.data.rollNo)}
              {field(
                i18n._('Degree:'),
                i18n._('{degree}, {branch} (Regulation {regulation})', {
                  degree: found.data.degree,
                  branch: found.data.branch,
                  regulation: found.data.regulation,
                }),
              )}
              {field(i18n._('CGPA:'), found.data.cgpa.toFixed(2))}
              {field(
                i18n._('Credits earned:'),
                i18n._('{earned} of {required}', {
                  earned: found.data.creditsEarned,
                  required: found.data.creditsRequired,
                }),
              )}
              {field(i18n._('Class awarded:'), found.data.awardedClass ?? i18n._('Not awarded yet'))}
              {field(i18n._('Issued on:'), day(found.data.issuedOn))}
            </ul>
            {found.data.newerIssuedAt && (
              <p className="lead" role="note">
                {i18n._(
                  'A newer {document} was issued to this student on {day}; this one shows the results as they were when it was printed.',
                  { document: found.data.document.toLowerCase(), day: day(found.data.newerIssuedOn!) },
                )}
              </p>
            )}
          </>
        )}
        <CheckAnother />
      </article>
    </PageFrame>
  );
}

/** Another code, typed from paper: its page. */
function CheckAnother() {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const [typed, setTyped] = useState('');
  return (
    <form
      className="list-search"
      onSubmit={(e) => {
        e.preventDefault();
        const code = normaliseVerificationCode(typed) ?? typed.trim();
        if (code) void navigate({ href: verifyPath(encodeURIComponent(code)) });
      }}
    >
      {/* Plain elements with the kit's classes: the kit's components would split the public pages' shared chunks. */}
      <div className="plain-field">
        <label htmlFor="verify-code">{i18n._('Check another code')}</label>
        <input
          id="verify-code"
          name="code"
          value={typed}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <button type="submit" className="plain-button plain-button--outlined plain-button--primary">
        {i18n._('Check')}
      </button>
    </form>
  );
}
