import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { AttendanceReport } from '../../../domain/reports/report-answers';
import { TERMS, type Term } from '../../../domain/timetable/timetable-terms';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { ReportFrame, ReportSelect } from './report-frame';
import { useReportSearch } from './report-search';
import { reportQueries } from './reports-queries';

const TITLE = /*i18n*/ 'Attendance report';
/** The semesters' names, as the timetables write them (timetable.ts's TERM_LABELS, which would bring its module along). */
const TERM_NAMES: Readonly<Record<Term, string>> = {
  odd: /*i18n*/ 'Odd semester',
  even: /*i18n*/ 'Even semester',
};

function AttendanceFigures({ report }: { report: AttendanceReport }) {
  const { i18n } = useLingui();
  const rows = report.byBranch;
  const t = report.totals;
  return (
    <>
      <p>
        {i18n._(
          '{short} of {recorded} students with classes recorded are below {threshold}% in the {term} of {year}.',
          {
            short: t.short,
            recorded: t.recorded,
            threshold: report.threshold,
            term: i18n._(TERM_NAMES[report.term]).toLowerCase(),
            year: report.year,
          },
        )}
      </p>
      <div className="report-charts">
        <ChartFigure
          title={i18n._('Students below {threshold}% by branch', { threshold: report.threshold })}
          category={i18n._('Branch')}
          labels={rows.map((r) => r.label)}
          series={[{ label: i18n._('Below threshold'), values: rows.map((r) => r.short), tone: 'fail' }]}
          format={(n) => String(n)}
          extraColumns={[
            { header: i18n._('On roll'), cells: rows.map((r) => String(r.onRoll)) },
            { header: i18n._('With classes recorded'), cells: rows.map((r) => String(r.recorded)) },
          ]}
        />
        <ChartFigure
          title={i18n._('Attendance by branch')}
          category={i18n._('Branch')}
          labels={rows.map((r) => r.label)}
          series={[
            {
              label: i18n._('Attendance %'),
              values: rows.map((r) => (r.recorded ? r.percent : null)),
              tone: 'primary',
            },
          ]}
          format={(n) => `${String(n)}%`}
          max={100}
        />
      </div>
    </>
  );
}

/** The attendance report: by branch, the students on roll below the college's threshold in a semester. */
export function AttendanceReportScreen() {
  const { i18n } = useLingui();
  const { search, onSearch, user } = useReportSearch();
  const query = useQuery(reportQueries.attendance(user, search));
  const report = query.data?.data;
  return (
    <ReportFrame
      kind="attendance"
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
            onChange={(year) => onSearch({ year })}
          />
          <ReportSelect
            label={i18n._('Semester')}
            value={report?.term ?? search.term ?? ''}
            options={TERMS.map((term) => ({ value: term, label: i18n._(TERM_NAMES[term]) }))}
            onChange={(value) => onSearch({ term: TERMS.find((term) => term === value) })}
          />
        </>
      }
    >
      {report && <AttendanceFigures report={report} />}
    </ReportFrame>
  );
}
