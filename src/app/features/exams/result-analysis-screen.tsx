import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ExamAnalysis, PassRow } from '../../../domain/result-analysis/analysis';
import { translateKnown } from '../../i18n/translate-known';
import { refusalText } from '../../lib/refusal-text';
import { saveFile } from '../../lib/save-file';
import { currentUser } from '../../lib/session';
import { ChoiceSelect } from '../../ui/choice-select';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { ErrorAlert } from '../../ui/error-alert';
import { StatusNote } from '../../ui/status-note';
import './result-analysis.css';
import { analysisWorkbook, memoQueries } from './memos-queries';

/** Pass percentages below this show in the warning colour. */
const LOW_PASS_PERCENT = 50;

/**
 * /app/Examinations/Result Analysis: a published exam at a glance (pass percentages by branch, section and subject,
 * grades, toppers, backlogs) as charts with tables, and as Excel. A HoD sees their department's branches.
 */
/** `tabs`: the exam cell's tabs, drawn by the exam cell screen that opens this one. */
export function ResultAnalysisScreen({ tabs }: { tabs: ReactNode }) {
  const user = currentUser();
  if (!user) return null;
  return <ResultAnalysis tabs={tabs} />;
}

function ResultAnalysis({ tabs }: { tabs: ReactNode }) {
  const { i18n } = useLingui();
  const titles = useQuery(memoQueries.titles());
  const [choice, setChoice] = useState('');
  const examTitle = titles.data?.[Number(choice) - 1] ?? '';
  const view = useQuery(memoQueries.analysis(examTitle, ''));
  const [said, setSaid] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    setSaid(null);
    try {
      const { blob, fileName } = await analysisWorkbook(examTitle, '');
      saveFile(blob, fileName);
      setSaid(i18n._('Saved as {fileName}', { fileName }));
    } catch (e) {
      setSaid(await refusalText(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <PageFrame title={i18n._('Result Analysis')} wide>
      {tabs}
      <ChoiceSelect
        label={i18n._('Published exam')}
        name="examTitle"
        value={choice}
        options={(titles.data ?? []).map((t, i) => ({ value: i + 1, label: t }))}
        onChange={setChoice}
      />
      {examTitle === '' ? (
        <p className="hint">
          <Trans id="Choose a published exam to see its analysis." />
        </p>
      ) : view.isPending ? (
        <p className="hint">
          <Trans id="Loading…" />
        </p>
      ) : view.isError ? (
        <ErrorAlert message={i18n._('The analysis could not be loaded. Check your connection and try again.')} />
      ) : (
        <>
          {view.data.department && (
            <p className="lead">
              <Trans id="Your department: {department}" values={{ department: view.data.department }} />
            </p>
          )}
          <PlainButton fill="outline" disabled={saving} onClick={() => void download()}>
            {saving ? i18n._('Making the workbook…') : i18n._('Download Excel')}
          </PlainButton>
          <StatusNote>{said}</StatusNote>
          <Analysis a={view.data.analysis} />
        </>
      )}
    </PageFrame>
  );
}

const percentText = (n: number) => `${n.toFixed(1)}%`;
const percentTick = (n: number) => `${String(n)}%`;
const count = (n: number) => String(n);

/**
 * Pass percentages as bars laid across, each with its value at its end and those under 50% in the warning colour; the
 * table beside them gives the counts too.
 */
function PassChart({
  title,
  first,
  rows,
  columns,
}: {
  title: string;
  first: string;
  rows: readonly PassRow[];
  columns: readonly { header: string; cells: readonly string[] }[];
}) {
  const { i18n } = useLingui();
  return (
    <ChartFigure
      title={title}
      category={first}
      labels={rows.map((r) => r.label)}
      series={[
        { label: i18n._('Pass %'), values: rows.map((r) => r.percent), tone: 'primary', lowBelow: LOW_PASS_PERCENT },
      ]}
      format={percentText}
      tick={percentTick}
      max={100}
      indexAxis="y"
      valueLabels
      extraColumns={columns}
    />
  );
}

/** One exam's analysis: its figures, the charts with their tables, and the toppers. */
export function Analysis({ a }: { a: ExamAnalysis }) {
  const { i18n } = useLingui();
  if (a.students === 0)
    return (
      <p className="hint">
        <Trans id="No results of this exam to analyse." />
      </p>
    );
  // The bands of subjects still to pass ('None', '3 or more') are the analysis's words, as the server sends them.
  const band = (label: string) => translateKnown(i18n, label);
  // A branch's students with no section are labelled from a marked template ('CSE (no section)').
  const bySection = a.bySection.map((r) => ({ ...r, label: translateKnown(i18n, r.label) }));
  const counts = (rows: readonly PassRow[]) => [
    { header: i18n._('Appeared'), cells: rows.map((r) => count(r.appeared)) },
    { header: i18n._('Passed'), cells: rows.map((r) => count(r.passed)) },
  ];
  return (
    <>
      <p className="transcript-summary">
        <span>{i18n._('{count} students', { count: String(a.students) })}</span>
        <span>{i18n._('{count} passed every subject', { count: String(a.passed) })}</span>
        <span>{i18n._('Pass {percent}%', { percent: a.percent.toFixed(1) })}</span>
        <span>{i18n._('{count} subjects to clear', { count: String(a.backlogCourses) })}</span>
      </p>
      <div className="analysis-grid">
        <PassChart
          title={i18n._('Pass percentage by branch')}
          first={i18n._('Branch')}
          rows={a.byBranch}
          columns={counts(a.byBranch)}
        />
        <PassChart
          title={i18n._('Pass percentage by section')}
          first={i18n._('Section')}
          rows={bySection}
          columns={counts(bySection)}
        />
        <ChartFigure
          title={i18n._('Grade distribution')}
          category={i18n._('Grade')}
          labels={a.grades.map((g) => g.grade)}
          series={[{ label: i18n._('Results'), values: a.grades.map((g) => g.count), tone: 'primary' }]}
          format={count}
          indexAxis="y"
          valueLabels
        />
        <ChartFigure
          title={i18n._('Students by subjects still to pass')}
          category={i18n._('Subjects to pass')}
          labels={a.backlogs.map((b) => band(b.label))}
          series={[{ label: i18n._('Students'), values: a.backlogs.map((b) => b.students), tone: 'primary' }]}
          format={count}
          indexAxis="y"
          valueLabels
        />
      </div>
      <PassChart
        title={i18n._('Pass percentage by subject')}
        first={i18n._('Subject')}
        rows={a.bySubject}
        columns={[
          { header: i18n._('Branch'), cells: a.bySubject.map((s) => s.branch) },
          { header: i18n._('Appeared'), cells: a.bySubject.map((s) => count(s.appeared)) },
          { header: i18n._('Absent'), cells: a.bySubject.map((s) => count(s.absent)) },
          { header: i18n._('Passed'), cells: a.bySubject.map((s) => count(s.passed)) },
        ]}
      />
      <h2 id="toppers-title">
        <Trans id="Toppers" />
      </h2>
      <div className="table-scroll" role="region" aria-labelledby="toppers-title" tabIndex={0}>
        <table className="result-table">
          <thead>
            <tr>
              <th scope="col">{i18n._('Rank')}</th>
              <th scope="col">{i18n._('Roll No')}</th>
              <th scope="col">{i18n._('Name')}</th>
              <th scope="col">{i18n._('Branch')}</th>
              <th scope="col">SGPA</th>
            </tr>
          </thead>
          <tbody>
            {a.toppers.map((t) => (
              <tr key={t.rollNo}>
                <td data-label={i18n._('Rank')}>{t.rank}</td>
                <td data-label={i18n._('Roll No')}>{t.rollNo}</td>
                <td data-label={i18n._('Name')}>{t.name}</td>
                <td data-label={i18n._('Branch')}>{t.branch}</td>
                <td data-label="SGPA">{t.sgpa.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
