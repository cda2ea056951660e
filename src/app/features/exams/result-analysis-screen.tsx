import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { ExamAnalysis, PassRow } from '../../../domain/result-analysis/analysis';
import { translateKnown } from '../../i18n/translate-known';
import { refusalText } from '../../lib/refusal-text';
import { saveFile } from '../../lib/save-file';
import { currentUser } from '../../lib/session';
import { ChoiceSelect } from '../../ui/choice-select';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { BarChart } from './bar-chart';
import { GradeTable } from './grade-table';
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

function PassTable({ rows, first }: { rows: readonly PassRow[]; first: string }) {
  const { i18n } = useLingui();
  return (
    <table className="result-table">
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">{i18n._('Appeared')}</th>
          <th scope="col">{i18n._('Passed')}</th>
          <th scope="col">{i18n._('Pass %')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <td data-label={first}>{r.label}</td>
            <td data-label={i18n._('Appeared')}>{r.appeared}</td>
            <td data-label={i18n._('Passed')}>{r.passed}</td>
            <td data-label={i18n._('Pass %')}>{r.percent.toFixed(1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const passBars = (rows: readonly PassRow[]) =>
  rows.map((r) => ({ label: r.label, value: r.percent, text: `${r.percent.toFixed(1)}% (${r.passed}/${r.appeared})` }));

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
  const maxGrade = Math.max(...a.grades.map((g) => g.count), 1);
  const maxBacklog = Math.max(...a.backlogs.map((b) => b.students), 1);
  return (
    <>
      <p className="transcript-summary">
        <span>{i18n._('{count} students', { count: String(a.students) })}</span>
        <span>{i18n._('{count} passed every subject', { count: String(a.passed) })}</span>
        <span>{i18n._('Pass {percent}%', { percent: a.percent.toFixed(1) })}</span>
        <span>{i18n._('{count} subjects to clear', { count: String(a.backlogCourses) })}</span>
      </p>
      <div className="analysis-grid">
        <BarChart
          title={i18n._('Pass percentage by branch')}
          bars={passBars(a.byBranch)}
          max={100}
          lowBelow={LOW_PASS_PERCENT}
          table={<PassTable rows={a.byBranch} first={i18n._('Branch')} />}
        />
        <BarChart
          title={i18n._('Pass percentage by section')}
          bars={passBars(bySection)}
          max={100}
          lowBelow={LOW_PASS_PERCENT}
          table={<PassTable rows={bySection} first={i18n._('Section')} />}
        />
        <BarChart
          title={i18n._('Grade distribution')}
          bars={a.grades.map((g) => ({ label: g.grade, value: g.count }))}
          max={maxGrade}
          table={<GradeTable rows={a.grades} />}
        />
        <BarChart
          title={i18n._('Students by subjects still to pass')}
          bars={a.backlogs.map((b) => ({ label: band(b.label), value: b.students }))}
          max={maxBacklog}
          table={
            <table className="result-table">
              <thead>
                <tr>
                  <th scope="col">{i18n._('Subjects to pass')}</th>
                  <th scope="col">{i18n._('Students')}</th>
                </tr>
              </thead>
              <tbody>
                {a.backlogs.map((b) => (
                  <tr key={b.label}>
                    <td data-label={i18n._('Subjects to pass')}>{band(b.label)}</td>
                    <td data-label={i18n._('Students')}>{b.students}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      </div>
      <BarChart
        title={i18n._('Pass percentage by subject')}
        bars={passBars(a.bySubject)}
        max={100}
        lowBelow={LOW_PASS_PERCENT}
        table={
          <table className="result-table">
            <thead>
              <tr>
                <th scope="col">{i18n._('Subject')}</th>
                <th scope="col">{i18n._('Branch')}</th>
                <th scope="col">{i18n._('Appeared')}</th>
                <th scope="col">{i18n._('Absent')}</th>
                <th scope="col">{i18n._('Passed')}</th>
                <th scope="col">{i18n._('Pass %')}</th>
              </tr>
            </thead>
            <tbody>
              {a.bySubject.map((s) => (
                <tr key={s.code}>
                  <td data-label={i18n._('Subject')}>{s.label}</td>
                  <td data-label={i18n._('Branch')}>{s.branch}</td>
                  <td data-label={i18n._('Appeared')}>{s.appeared}</td>
                  <td data-label={i18n._('Absent')}>{s.absent}</td>
                  <td data-label={i18n._('Passed')}>{s.passed}</td>
                  <td data-label={i18n._('Pass %')}>{s.percent.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
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
