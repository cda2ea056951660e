import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { AUTH_MESSAGES as M } from '../../../domain/auth/messages';
import { LoginsCreatedSchema } from '../../../domain/auth/answers';
import { FacultyLoginsQuerySchema, LoginCandidatesSchema } from '../../../domain/auth/schemas';
import { confirmYes } from '../../ui/confirm-dialog';
import { appApi, serverMessage } from '../../lib/http';
import { ChoiceGroup } from '../../ui/choice-group';
import { PageFrame } from '../../ui/page-frame';
import { showToast } from '../../ui/toast';

type Kind = 'student' | 'faculty';

/** The question asked before anything is created: how many accounts, and how many e-mails go out. */
function createLoginsQuestion(kind: Kind, accounts: number, mails: number): string {
  const who =
    kind === 'student'
      ? accounts === 1
        ? 'student'
        : 'students'
      : accounts === 1
        ? 'faculty member'
        : 'faculty members';
  return `Create logins for ${accounts} ${who} and send ${mails} ${mails === 1 ? 'e-mail' : 'e-mails'} with a link to set a password?`;
}

/** §2 /createLogins: logins for students or faculty who have none; each gets a mailed link (§4, §7). */
export function CreateLoginsScreen() {
  return <CreateLoginsForm />;
}

function CreateLoginsForm() {
  const [kind, setKind] = useState<Kind>('student');
  const [identifier, setIdentifier] = useState<'email' | 'empcode' | ''>('');
  // What the last run did, kept on screen (a toast alone is gone before a long run's result can be read).
  const [summary, setSummary] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: async () =>
      v.parse(
        LoginsCreatedSchema,
        await (
          kind === 'student'
            ? appApi.post('createStudentLogins', { json: {} })
            : appApi.post('createFacultyLogins', { searchParams: { considerMailOrEmpcode: identifier }, json: {} })
        ).json(),
      ),
    onSuccess: (res) => {
      const text = kind === 'faculty' ? `${M.facultyLoginCreated} ${res.msg}` : res.msg;
      setSummary(text);
      void showToast(text, { tone: 'success' });
    },
    onError: async (e) => {
      // The server answered, but not that the logins were made (§7 success 'true'): the run failed.
      if (e instanceof v.ValiError)
        return void showToast(kind === 'student' ? M.studentLoginFailed : M.facultyLoginFailed, { tone: 'danger' });
      const fallback = kind === 'student' ? M.studentLoginError : M.facultyLoginError;
      void showToast((await serverMessage(e)) ?? fallback, { tone: 'danger' });
    },
  });

  const onCreate = async () => {
    if (kind === 'faculty' && !v.is(FacultyLoginsQuerySchema, { considerMailOrEmpcode: identifier })) {
      return void showToast(M.chooseEmailOrEmpCode, { tone: 'danger' });
    }
    setSummary(null);
    const counts = await appApi
      .get('getLoginCandidates')
      .json()
      .then((body) => v.parse(LoginCandidatesSchema, body))
      .catch(() => null);
    if (!counts) return void showToast(M.loginCandidatesFailed, { tone: 'danger' });
    const [accounts, mails] =
      kind === 'student' ? [counts.students, counts.studentsWithEmail] : [counts.faculty, counts.facultyWithEmail];
    if (accounts === 0) return void setSummary(M.noLoginsToCreate);
    if (await confirmYes(createLoginsQuestion(kind, accounts, mails))) create.mutate();
  };

  return (
    <PageFrame title="Create Logins">
      <div className="form-card">
        <ChoiceGroup
          legend="Create logins for"
          name="kind"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'student', label: 'Student' },
            { value: 'faculty', label: 'Faculty' },
          ]}
        />
        {kind === 'faculty' && (
          <ChoiceGroup
            legend="The faculty member's user name will be their"
            name="identifier"
            value={identifier}
            onChange={setIdentifier}
            options={[
              { value: 'email', label: 'Email' },
              { value: 'empcode', label: 'EmpCode' },
            ]}
          />
        )}
        <p className="hint">
          Logins are made only for those who have none. Each new account gets an e-mail with a link to set its password.
        </p>
        <PlainButton onClick={() => void onCreate()} disabled={create.isPending}>
          {create.isPending ? 'Creating logins…' : 'Create Logins'}
        </PlainButton>
        {summary && (
          <p className="create-logins-summary" role="status">
            {summary}
          </p>
        )}
      </div>
    </PageFrame>
  );
}
