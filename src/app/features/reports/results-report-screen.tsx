import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { ResultsReport } from '../../../domain/reports/report-answers';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { ReportFrame, ReportSelect } from './report-frame';
import { useReportSearch } from './report-search';
import { reportQueries } from './reports-queries';

const TITLE = /*i18n*/ 'Results report';
const percent = (n: number) => `${String(n)}%`;

/** Every exam of the year against every branch: the pass percentages as one table. */
function PassMatrix({ report }: { report: ResultsReport }) {
  const { i18n } = useLingui();
  const caption = i18n._('Pass % by branch and exam');
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="result-table chart-figure__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Exam')}</th>
            {report.branches.map((b) => (
              <th scope="col" key={b}>
                {b}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.matrix.map((row) => (
            <tr key={row.title}>
              <th scope="row" data-label={i18n._('Exam')}>
                {row.title}
              </th>
              {row.percents.map((p, i) => (
                <td key={report.branches[i]} data-label={report.branches[i]} className="number">
                  {p === null ? '–' : percent(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResultsFigures({ report }: { report: ResultsReport }) {
  const { i18n } = useLingui();
  if (report.exams.length === 0) return <p>{i18n._('No exam was published in {year}.', { year: report.year })}</p>;
  return (
    <>
      <div className="report-charts">
        <ChartFigure
          title={i18n._('Pass % by branch: {exam}', { exam: report.exam })}
          category={i18n._('Branch')}
          labels={report.byBranch.map((b) => b.label)}
          series={[{ label: i18n._('Pass %'), values: report.byBranch.map((b) => b.percent), tone: 'pass' }]}
          format={percent}
          max={100}
          extraColumns={[
            { header: i18n._('Appeared'), cells: report.byBranch.map((b) => String(b.appeared)) },
            { header: i18n._('Passed'), cells: report.byBranch.map((b) => String(b.passed)) },
          ]}
        />
        <ChartFigure
          title={i18n._('Pass % by exam, {year}', { year: report.year })}
          category={i18n._('Exam')}
          labels={report.exams.map((e) => e.title)}
          series={[{ label: i18n._('Pass %'), values: report.exams.map((e) => e.percent), tone: 'primary' }]}
          format={percent}
          max={100}
          extraColumns={[
            { header: i18n._('Students'), cells: report.exams.map((e) => String(e.students)) },
            { header: i18n._('Passed'), cells: report.exams.map((e) => String(e.passed)) },
          ]}
        />
      </div>
      <PassMatrix report={report} />
    </>
  );
}

/**
 * The results report: the pass percentage of each exam published in a year, one exam branch by branch, and every exam
 * against every branch — counted as the exam cell's result analysis counts them.
 */
export function ResultsReportScreen() {
  const { i18n } = useLingui();
  const { search, onSearch, user } = useReportSearch();
  const query = useQuery(reportQueries.results(user, search));
  const report = query.data?.data;
  return (
    <ReportFrame
      kind="results"
      title={i18n._(TITLE)}
      search={search}
      answer={query.data}
      error={query.error}
      filters={
        <>
          <ReportSelect
            label={i18n._('Academic year')}
            value={report?.year ?? search.year ?? ''}
            options={(report?.years ?? []).map((y) => ({ value: y, label: y }))}
            onChange={(year) => onSearch({ year, exam: undefined })}
          />
          <ReportSelect
            label={i18n._('Exam')}
            value={report?.exam ?? search.exam ?? ''}
            options={(report?.exams ?? []).map((e) => ({ value: e.title, label: e.title }))}
            onChange={(exam) => onSearch({ exam })}
          />
        </>
      }
    >
      {report && <ResultsFigures report={report} />}
    </ReportFrame>
  );
}
