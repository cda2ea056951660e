import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { AdmissionsReport } from '../../../domain/reports/report-answers';
import { NOT_RECORDED } from '../../../domain/reports/report-rules';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { ReportFrame, ReportSelect } from './report-frame';
import { useReportSearch } from './report-search';
import { reportQueries } from './reports-queries';

const TITLE = /*i18n*/ 'Admissions report';
const whole = (n: number) => String(n);

function AdmissionsFigures({ report }: { report: AdmissionsReport }) {
  const { i18n } = useLingui();
  const named = (label: string) => (label === NOT_RECORDED ? i18n._(NOT_RECORDED) : label);
  return (
    <>
      <dl className="report-figures">
        <div>
          <dt>{i18n._('Intake')}</dt>
          <dd>{report.intake}</dd>
        </div>
        <div>
          <dt>{i18n._('Admitted')}</dt>
          <dd>{report.admitted}</dd>
        </div>
      </dl>
      <div className="report-charts">
        <ChartFigure
          title={i18n._('Admitted against intake by branch, {year}', { year: report.year })}
          category={i18n._('Branch')}
          labels={report.byBranch.map((b) => b.label)}
          series={[
            { label: i18n._('Intake'), values: report.byBranch.map((b) => b.intake), tone: 'muted' },
            { label: i18n._('Admitted'), values: report.byBranch.map((b) => b.admitted), tone: 'primary' },
          ]}
          format={whole}
          extraColumns={[{ header: i18n._('Filled %'), cells: report.byBranch.map((b) => `${String(b.percent)}%`) }]}
        />
        <ChartFigure
          title={i18n._('Admitted by quota')}
          category={i18n._('Quota')}
          labels={report.byQuota.map((q) => named(q.label))}
          series={[{ label: i18n._('Admitted'), values: report.byQuota.map((q) => q.admitted), tone: 'secondary' }]}
          format={whole}
        />
        <ChartFigure
          title={i18n._('Admitted by category')}
          category={i18n._('Category')}
          labels={report.byCategory.map((c) => named(c.label))}
          series={[{ label: i18n._('Admitted'), values: report.byCategory.map((c) => c.admitted), tone: 'secondary' }]}
          format={whole}
        />
      </div>
    </>
  );
}

/** The admissions report: a year's admissions against each branch's intake, by quota and by category. */
export function AdmissionsReportScreen() {
  const { i18n } = useLingui();
  const { search, onSearch, user } = useReportSearch();
  const query = useQuery(reportQueries.admissions(user, search));
  const report = query.data?.data;
  return (
    <ReportFrame
      kind="admissions"
      title={i18n._(TITLE)}
      search={search}
      answer={query.data}
      error={query.error}
      filters={
        <ReportSelect
          label={i18n._('Academic year')}
          value={report?.year ?? search.year ?? ''}
          options={(report?.years ?? []).map((y) => ({ value: y, label: y }))}
          onChange={(year) => onSearch({ year })}
        />
      }
    >
      {report && <AdmissionsFigures report={report} />}
    </ReportFrame>
  );
}
