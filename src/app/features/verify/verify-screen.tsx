import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
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

/** A college day (YYYY-MM-DD) as people read it: 27 Nov 2026. */
const day = (collegeDay: string) => dateText(collegeDay);

/**
 * /verify/{code}: anyone (an employer, another university) checks a printed memo or certificate: what the college
 * issued under the code, as it was printed, and whether a newer document of the same kind has been issued since.
 */
export function VerifyScreen() {
  const { code = '' } = useParams({ strict: false });
  const found = useQuery(verifyQueries.document(code));
  return (
    <PageFrame title="Verify a document">
      <article className="legal">
        <h2>Verification code {code.toUpperCase()}</h2>
        {found.isPending ? (
          <p className="hint">Checking…</p>
        ) : found.isError ? (
          <ErrorAlert message="The code could not be checked. Check your connection and try again." />
        ) : found.data === null ? (
          <>
            <ErrorAlert message={M.codeNotFound} />
            <p className="hint">{M.codeInvalid}. Type it as printed on the document.</p>
          </>
        ) : (
          <>
            <StatusNote>The college issued this document.</StatusNote>
            <ul className="verified-document">
              <li>
                <strong>Document:</strong> {found.data.document}
              </li>
              <li>
                <strong>Name:</strong> {found.data.name}
              </li>
              <li>
                <strong>Roll number:</strong> {found.data.rollNo}
              </li>
              <li>
                <strong>Degree:</strong> {found.data.degree}, {found.data.branch} (Regulation {found.data.regulation})
              </li>
              <li>
                <strong>CGPA:</strong> {found.data.cgpa.toFixed(2)}
              </li>
              <li>
                <strong>Credits earned:</strong> {found.data.creditsEarned} of {found.data.creditsRequired}
              </li>
              <li>
                <strong>Class awarded:</strong> {found.data.awardedClass ?? 'Not awarded yet'}
              </li>
              <li>
                <strong>Issued on:</strong> {day(found.data.issuedOn)}
              </li>
            </ul>
            {found.data.newerIssuedAt && (
              <p className="lead" role="note">
                A newer {found.data.document.toLowerCase()} was issued to this student on{' '}
                {day(found.data.newerIssuedOn!)}; this one shows the results as they were when it was printed.
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
        <label htmlFor="verify-code">Check another code</label>
        <input
          id="verify-code"
          name="code"
          value={typed}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <button type="submit" className="plain-button plain-button--outlined plain-button--primary">
        Check
      </button>
    </form>
  );
}
