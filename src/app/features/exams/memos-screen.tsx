import { Trans, useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { bytesFromBase64 } from '../../../domain/files/base64';
import { MEMO_ISSUERS } from '../../../domain/memos/access';
import { DOCUMENT_NAMES, type DocumentKind } from '../../../domain/memos/transcript';
import { rollNumberFromInput } from '../../../domain/results/roll-number';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { refusalText } from '../../lib/refusal-text';
import { saveFile } from '../../lib/save-file';
import { currentUser } from '../../lib/session';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { PlainTextField } from '../../ui/plain-text-field';
import { TranscriptTables } from '../../ui/transcript-tables';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './result-analysis.css';
import { issueDocument, memoKeys, memoQueries, printAgain, type PrintedDocument } from './memos-queries';
import { dateTimeText } from '../../../domain/calendar/date-text';

const savePdf = (pdf: PrintedDocument) =>
  saveFile(new Blob([bytesFromBase64(pdf.b64)], { type: 'application/pdf' }), pdf.fileName);

/**
 * /app/Examinations/Memos: a student's consolidated transcript from the published results; the exam cell issues a
 * marks memo or a provisional certificate (a PDF with a verification code) and prints an issued one again.
 */
/** `tabs`: the exam cell's tabs, drawn by the exam cell screen that opens this one. */
export function MemosScreen({ tabs }: { tabs: ReactNode }) {
  const user = currentUser();
  if (!user) return null;
  return <Memos tabs={tabs} issuer={hasAnyRole(user.roles, MEMO_ISSUERS)} />;
}

function Memos({ tabs, issuer }: { tabs: ReactNode; issuer: boolean }) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [rollNo, setRollNo] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const view = useQuery(memoQueries.transcript(rollNo));
  const issue = useMutation({
    mutationFn: (kind: DocumentKind) => issueDocument(rollNo, kind),
    onSuccess: async (pdf) => {
      savePdf(pdf);
      setSaid({
        ok: true,
        text: i18n._('{message}: verification code {code}, saved as {fileName}', {
          message: translateKnown(i18n, pdf.message),
          code: pdf.code,
          fileName: pdf.fileName,
        }),
      });
      await queryClient.invalidateQueries({ queryKey: memoKeys.transcript(rollNo) });
    },
    onError: async (e) => setSaid({ ok: false, text: await refusalText(e) }),
  });
  const again = async (code: string) => {
    try {
      const pdf = await printAgain(code);
      savePdf(pdf);
      setSaid({ ok: true, text: i18n._('Saved again as {fileName}', { fileName: pdf.fileName }) });
    } catch (e) {
      setSaid({ ok: false, text: await refusalText(e) });
    }
  };
  return (
    <PageFrame title={i18n._('Memos and Certificates')} wide>
      {tabs}
      <form
        className="list-search"
        onSubmit={(e) => {
          e.preventDefault();
          setSaid(null);
          setRollNo(rollNumberFromInput(typed).toUpperCase());
        }}
      >
        <PlainTextField name="rollNo" label={i18n._('Roll number')} value={typed} onChange={setTyped} />
        <PlainButton type="submit" fill="outline">
          <Trans id="Show transcript" />
        </PlainButton>
      </form>
      {said && (said.ok ? <StatusNote>{said.text}</StatusNote> : <ErrorAlert message={said.text} />)}
      {rollNo === '' ? (
        <p className="hint">
          <Trans id="Type a roll number to see the student's transcript of every published result. The exam cell issues the marks memo and, once every credit is earned with nothing left to pass, the provisional certificate." />
        </p>
      ) : view.isPending ? (
        <p className="hint">
          <Trans id="Loading…" />
        </p>
      ) : view.isError ? (
        <ViewError error={view.error} />
      ) : (
        <>
          <h2>
            {view.data.student.name} ({view.data.student.rollNo})
          </h2>
          <p>
            <Trans
              id="{degree}, {branch}, Regulation {regulation}"
              values={{
                degree: view.data.student.degree,
                branch: view.data.student.branch,
                regulation: view.data.student.regulation,
              }}
            />
          </p>
          <TranscriptTables t={view.data.transcript} />
          {issuer && (
            <div className="button-row">
              <PlainButton disabled={issue.isPending} onClick={() => issue.mutate('memo')}>
                <Trans id="Issue marks memo" />
              </PlainButton>
              <PlainButton fill="outline" disabled={issue.isPending} onClick={() => issue.mutate('provisional')}>
                <Trans id="Issue provisional certificate" />
              </PlainButton>
            </div>
          )}
          <h3 id="issued-title">
            <Trans id="Issued" />
          </h3>
          {view.data.issued.length === 0 ? (
            <p className="hint">
              <Trans id="Nothing issued to this student yet." />
            </p>
          ) : (
            <div className="table-scroll" role="region" aria-labelledby="issued-title" tabIndex={0}>
              <table className="result-table">
                <thead>
                  <tr>
                    <th scope="col">{i18n._('Document')}</th>
                    <th scope="col">{i18n._('Code')}</th>
                    <th scope="col">{i18n._('Issued')}</th>
                    <th scope="col">{i18n._('By')}</th>
                    {issuer && <th scope="col">PDF</th>}
                  </tr>
                </thead>
                <tbody>
                  {view.data.issued.map((d) => (
                    <tr key={d.code}>
                      <td data-label={i18n._('Document')}>{i18n._(DOCUMENT_NAMES[d.kind])}</td>
                      <td data-label={i18n._('Code')}>
                        <a href={`/verify/${d.code}`} target="_blank" rel="noopener">
                          {d.code}
                        </a>
                      </td>
                      <td data-label={i18n._('Issued')}>{dateTimeText(d.issuedAt, locale)}</td>
                      <td data-label={i18n._('By')}>{d.issuedByName}</td>
                      {issuer && (
                        <td data-label="PDF">
                          <PlainButton size="small" fill="clear" onClick={() => void again(d.code)}>
                            <Trans id="Print again" />
                          </PlainButton>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
}

function ViewError({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    void refusalText(error).then(setText);
  }, [error]);
  return <ErrorAlert message={text ?? i18n._('The transcript could not be loaded.')} />;
}
