import { PlainButton } from '../../ui/plain/plain-button';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
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
import { translateKnown } from '../../i18n/translate-known';

type Kind = 'student' | 'faculty';

/** The question asked before anything is created: how many accounts, and how many e-mails go out. */
function createLoginsQuestion(i18n: I18n, kind: Kind, accounts: number, mails: number): string {
  return kind === 'student'
    ? i18n._(
        'Create logins for {accounts, plural, one {# student} other {# students}} and send {mails, plural, one {# e-mail} other {# e-mails}} with a link to set a password?',
        { accounts, mails },
      )
    : i18n._(
        'Create logins for {accounts, plural, one {# faculty member} other {# faculty members}} and send {mails, plural, one {# e-mail} other {# e-mails}} with a link to set a password?',
        { accounts, mails },
      );
}

/** §2 /createLogins: logins for students or faculty who have none; each gets a mailed link (§4, §7). */
export function CreateLoginsScreen() {
  return <CreateLoginsForm />;
}

function CreateLoginsForm() {
  const { i18n } = useLingui();
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
      const msg = translateKnown(i18n, res.msg);
      const text = kind === 'faculty' ? `${i18n._(M.facultyLoginCreated)} ${msg}` : msg;
      setSummary(text);
      void showToast(text, { tone: 'success' });
    },
    onError: async (e) => {
      // The server answered, but not that the logins were made (§7 success 'true'): the run failed.
      if (e instanceof v.ValiError)
        return void showToast(i18n._(kind === 'student' ? M.studentLoginFailed : M.facultyLoginFailed), {
          tone: 'danger',
        });
      const fallback = kind === 'student' ? M.studentLoginError : M.facultyLoginError;
      const said = await serverMessage(e);
      void showToast(said ? translateKnown(i18n, said) : i18n._(fallback), { tone: 'danger' });
    },
  });

  const onCreate = async () => {
    if (kind === 'faculty' && !v.is(FacultyLoginsQuerySchema, { considerMailOrEmpcode: identifier })) {
      return void showToast(i18n._(M.chooseEmailOrEmpCode), { tone: 'danger' });
    }
    setSummary(null);
    const counts = await appApi
      .get('getLoginCandidates')
      .json()
      .then((body) => v.parse(LoginCandidatesSchema, body))
      .catch(() => null);
    if (!counts) return void showToast(i18n._(M.loginCandidatesFailed), { tone: 'danger' });
    const [accounts, mails] =
      kind === 'student' ? [counts.students, counts.studentsWithEmail] : [counts.faculty, counts.facultyWithEmail];
    if (accounts === 0) return void setSummary(i18n._(M.noLoginsToCreate));
    if (await confirmYes(createLoginsQuestion(i18n, kind, accounts, mails))) create.mutate();
  };

  return (
    <PageFrame title={i18n._('Create Logins')}>
      <div className="form-card">
        <ChoiceGroup
          legend={i18n._('Create logins for')}
          name="kind"
          value={kind}
          onChange={setKind}
          options={[
            { value: 'student', label: i18n._('Student') },
            { value: 'faculty', label: i18n._('Faculty') },
          ]}
        />
        {kind === 'faculty' && (
          <ChoiceGroup
            legend={i18n._("The faculty member's user name will be their")}
            name="identifier"
            value={identifier}
            onChange={setIdentifier}
            options={[
              { value: 'email', label: i18n._('Email') },
              { value: 'empcode', label: i18n._('EmpCode') },
            ]}
          />
        )}
        <p className="hint">
          <Trans id="Logins are made only for those who have none. Each new account gets an e-mail with a link to set its password." />
        </p>
        <PlainButton onClick={() => void onCreate()} disabled={create.isPending}>
          {create.isPending ? i18n._('Creating logins…') : i18n._('Create Logins')}
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
