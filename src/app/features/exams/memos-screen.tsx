import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { bytesFromBase64 } from '../../../domain/files/base64';
import { MEMO_ISSUERS } from '../../../domain/memos/access';
import { DOCUMENT_NAMES, type DocumentKind } from '../../../domain/memos/transcript';
import { rollNumberFromInput } from '../../../domain/results/roll-number';
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
  const [typed, setTyped] = useState('');
  const [rollNo, setRollNo] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const view = useQuery(memoQueries.transcript(rollNo));
  const issue = useMutation({
    mutationFn: (kind: DocumentKind) => issueDocument(rollNo, kind),
    onSuccess: async (pdf) => {
      savePdf(pdf);
      setSaid({ ok: true, text: `${pdf.message}: verification code ${pdf.code}, saved as ${pdf.fileName}` });
      await queryClient.invalidateQueries({ queryKey: memoKeys.transcript(rollNo) });
    },
    onError: async (e) => setSaid({ ok: false, text: await refusalText(e) }),
  });
  const again = async (code: string) => {
    try {
      const pdf = await printAgain(code);
      savePdf(pdf);
      setSaid({ ok: true, text: `Saved again as ${pdf.fileName}` });
    } catch (e) {
      setSaid({ ok: false, text: await refusalText(e) });
    }
  };
  return (
    <PageFrame title="Memos and Certificates" wide>
      {tabs}
      <form
        className="list-search"
        onSubmit={(e) => {
          e.preventDefault();
          setSaid(null);
          setRollNo(rollNumberFromInput(typed).toUpperCase());
        }}
      >
        <PlainTextField name="rollNo" label="Roll number" value={typed} onChange={setTyped} />
        <PlainButton type="submit" fill="outline">
          Show transcript
        </PlainButton>
      </form>
      {said && (said.ok ? <StatusNote>{said.text}</StatusNote> : <ErrorAlert message={said.text} />)}
      {rollNo === '' ? (
        <p className="hint">
          Type a roll number to see the student&apos;s transcript of every published result. The exam cell issues the
          marks memo and, once every credit is earned with nothing left to pass, the provisional certificate.
        </p>
      ) : view.isPending ? (
        <p className="hint">Loading…</p>
      ) : view.isError ? (
        <ViewError error={view.error} />
      ) : (
        <>
          <h2>
            {view.data.student.name} ({view.data.student.rollNo})
          </h2>
          <p>
            {view.data.student.degree}, {view.data.student.branch}, Regulation {view.data.student.regulation}
          </p>
          <TranscriptTables t={view.data.transcript} />
          {issuer && (
            <div className="button-row">
              <PlainButton disabled={issue.isPending} onClick={() => issue.mutate('memo')}>
                Issue marks memo
              </PlainButton>
              <PlainButton fill="outline" disabled={issue.isPending} onClick={() => issue.mutate('provisional')}>
                Issue provisional certificate
              </PlainButton>
            </div>
          )}
          <h3 id="issued-title">Issued</h3>
          {view.data.issued.length === 0 ? (
            <p className="hint">Nothing issued to this student yet.</p>
          ) : (
            <div className="table-scroll" role="region" aria-labelledby="issued-title" tabIndex={0}>
              <table className="result-table">
                <thead>
                  <tr>
                    <th scope="col">Document</th>
                    <th scope="col">Code</th>
                    <th scope="col">Issued</th>
                    <th scope="col">By</th>
                    {issuer && <th scope="col">PDF</th>}
                  </tr>
                </thead>
                <tbody>
                  {view.data.issued.map((d) => (
                    <tr key={d.code}>
                      <td data-label="Document">{DOCUMENT_NAMES[d.kind]}</td>
                      <td data-label="Code">
                        <a href={`/verify/${d.code}`} target="_blank" rel="noopener">
                          {d.code}
                        </a>
                      </td>
                      <td data-label="Issued">{dateTimeText(d.issuedAt)}</td>
                      <td data-label="By">{d.issuedByName}</td>
                      {issuer && (
                        <td data-label="PDF">
                          <PlainButton size="small" fill="clear" onClick={() => void again(d.code)}>
                            Print again
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
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    void refusalText(error).then(setText);
  }, [error]);
  return <ErrorAlert message={text ?? 'The transcript could not be loaded.'} />;
}
