import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import type { HeadFormValues } from '../../../domain/payments/fee-plan-forms';
import { FEE_PLAN_SHEET_MESSAGES as M } from '../../../domain/payments/fee-plan-sheet';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { StatusNote } from '../../ui/status-note';
import { downloadFeePlanTemplate, headsFromSheet } from './fee-plans-queries';

/**
 * The structure's heads from Excel: the template to download, and a filled one read back into the editor's heads (each
 * row's problem listed, to correct in the form or the sheet). Nothing is saved until the structure is.
 */
export function FeePlanSheetPanel({ onHeads }: { onHeads: (heads: HeadFormValues[]) => void }) {
  const { i18n } = useLingui();
  const inputId = useId();
  const [busy, setBusy] = useState<'template' | 'reading' | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (what: 'template' | 'reading', work: () => Promise<void>) => {
    setBusy(what);
    setFailure(null);
    try {
      await work();
    } catch (e) {
      setFailure(translateKnown(i18n, await failureMessage(e)));
    } finally {
      setBusy(null);
    }
  };
  const read = (file: File) =>
    run('reading', async () => {
      const answer = await headsFromSheet(file);
      onHeads(answer.heads);
      setProblems(
        answer.problems.map((p) => i18n._(M.rowProblem, { row: p.row, problem: translateKnown(i18n, p.message) })),
      );
      setSaid(
        i18n._('{count, plural, one {# head} other {# heads}} read from {file}.', {
          count: answer.heads.length,
          file: file.name,
        }),
      );
    });
  return (
    <div className="fee-plan-sheet">
      <PlainButton
        size="small"
        fill="outline"
        disabled={busy !== null}
        onClick={() => void run('template', downloadFeePlanTemplate)}
      >
        {busy === 'template' ? i18n._('Preparing…') : i18n._('Excel template')}
      </PlainButton>
      <label htmlFor={inputId} className="fee-plan-sheet__pick">
        {i18n._('Fill the heads from a filled template')}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".xlsx,.xls"
        disabled={busy !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void read(file);
        }}
      />
      <StatusNote>{busy === 'reading' ? i18n._('Reading the workbook…') : said}</StatusNote>
      <ErrorAlert message={failure} as="div" />
      {problems.length > 0 && (
        <ul className="error-list" aria-label={i18n._('Rows to correct')}>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
