import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { MEMO_MESSAGES as M } from '../../../domain/memos/messages';
import { normaliseVerificationCode, verifyPath } from '../../../domain/memos/verification-code';
import { PageFrame } from '../../ui/page-frame';
import { verifyQueries } from './verify-queries';

/** The route's loader: the document fetched once for the page (a failure is left to the screen to say). */
export const loadVerifiedDocument = (queryClient: QueryClient, code: string) =>
  queryClient.ensureQueryData(verifyQueries.document(code)).then(
    () => undefined,
    () => undefined,
  );

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

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
          <p className="error-alert" role="alert">
            The code could not be checked. Check your connection and try again.
          </p>
        ) : found.data === null ? (
          <>
            <p className="error-alert" role="alert">
              {M.codeNotFound}
            </p>
            <p className="hint">{M.codeInvalid}. Type it as printed on the document.</p>
          </>
        ) : (
          <>
            <p className="success-note" role="status">
              The college issued this document.
            </p>
            <table className="result-table">
              <tbody>
                <tr>
                  <th scope="row">Document</th>
                  <td>{found.data.document}</td>
                </tr>
                <tr>
                  <th scope="row">Name</th>
                  <td>{found.data.name}</td>
                </tr>
                <tr>
                  <th scope="row">Roll number</th>
                  <td>{found.data.rollNo}</td>
                </tr>
                <tr>
                  <th scope="row">Degree</th>
                  <td>
                    {found.data.degree}, {found.data.branch} (Regulation {found.data.regulation})
                  </td>
                </tr>
                <tr>
                  <th scope="row">CGPA</th>
                  <td>{found.data.cgpa.toFixed(2)}</td>
                </tr>
                <tr>
                  <th scope="row">Credits earned</th>
                  <td>
                    {found.data.creditsEarned} of {found.data.creditsRequired}
                  </td>
                </tr>
                <tr>
                  <th scope="row">Class awarded</th>
                  <td>{found.data.awardedClass ?? 'Not awarded yet'}</td>
                </tr>
                <tr>
                  <th scope="row">Issued on</th>
                  <td>{day(found.data.issuedAt)}</td>
                </tr>
              </tbody>
            </table>
            {found.data.newerIssuedAt && (
              <p className="lead" role="note">
                A newer {found.data.document.toLowerCase()} was issued to this student on{' '}
                {day(found.data.newerIssuedAt)}; this one shows the results as they were when it was printed.
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
