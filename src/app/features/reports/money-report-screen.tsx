import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { monthText } from '../../../domain/calendar/date-text';
import { formatRupeesSign } from '../../../domain/money/money';
import type { MoneyReport, MoneyRow } from '../../../domain/reports/report-answers';
import { NOT_RECORDED, compactRupees, shareOf } from '../../../domain/reports/report-rules';
import { useLocale } from '../../i18n/use-locale';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { ReportFrame, ReportSelect } from './report-frame';
import { useReportSearch } from './report-search';
import { reportQueries } from './reports-queries';

const TITLE = /*i18n*/ 'Money report';

/** Due against collected for groups of students (branches, batches, quotas): grouped bars and their table. */
function CollectionFigure({ title, category, rows }: { title: string; category: string; rows: readonly MoneyRow[] }) {
  const { i18n } = useLingui();
  return (
    <ChartFigure
      title={title}
      category={category}
      labels={rows.map((r) => (r.label === NOT_RECORDED ? i18n._(NOT_RECORDED) : r.label))}
      series={[
        { label: i18n._('Due'), values: rows.map((r) => r.due), tone: 'muted' },
        { label: i18n._('Collected'), values: rows.map((r) => r.collected), tone: 'primary' },
      ]}
      format={formatRupeesSign}
      tick={compactRupees}
      extraColumns={[
        { header: i18n._('Outstanding'), cells: rows.map((r) => formatRupeesSign(r.outstanding)) },
        { header: i18n._('Collected %'), cells: rows.map((r) => `${String(shareOf(r.collected, r.due))}%`) },
      ]}
    />
  );
}

function MoneyFigures({ report }: { report: MoneyReport }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const t = report.totals;
  // Fee lines have a due date only when a fee structure gave them one: a year without any shows the money received alone.
  const anyFalling = report.months.some((m) => m.falling > 0);
  return (
    <>
      <dl className="report-figures">
        <div>
          <dt>{i18n._('Due from students on roll')}</dt>
          <dd>{formatRupeesSign(t.due)}</dd>
        </div>
        <div>
          <dt>{i18n._('Collected')}</dt>
          <dd>{formatRupeesSign(t.collected)}</dd>
        </div>
        <div>
          <dt>{i18n._('Outstanding')}</dt>
          <dd>{formatRupeesSign(t.outstanding)}</dd>
        </div>
      </dl>
      {!anyFalling && (
        <p className="hint">
          {i18n._('No fee line of students on roll falls due in this year: the months show the money received.')}
        </p>
      )}
      <div className="report-charts">
        <CollectionFigure
          title={i18n._('Collected against due by branch')}
          category={i18n._('Branch')}
          rows={report.byBranch}
        />
        <ChartFigure
          kind="line"
          title={i18n._('Month by month, financial year {year}', { year: report.year })}
          category={i18n._('Month')}
          labels={report.months.map((m) => monthText(m.month, locale))}
          series={[
            ...(anyFalling
              ? [{ label: i18n._('Falling due'), values: report.months.map((m) => m.falling), tone: 'muted' as const }]
              : []),
            { label: i18n._('Collected'), values: report.months.map((m) => m.collected), tone: 'primary' },
          ]}
          format={formatRupeesSign}
          tick={compactRupees}
        />
        <CollectionFigure
          title={i18n._('Collected against due by batch')}
          category={i18n._('Batch')}
          rows={report.byBatch}
        />
        <CollectionFigure
          title={i18n._('Collected against due by quota')}
          category={i18n._('Quota')}
          rows={report.byQuota}
        />
      </div>
    </>
  );
}

/**
 * The money report: what students on roll owe to date and what has been collected on it, by branch, batch and quota,
 * and the financial year's months (dues falling due against money received).
 */
export function MoneyReportScreen() {
  const { i18n } = useLingui();
  const { search, onSearch, user } = useReportSearch();
  const query = useQuery(reportQueries.money(user, search));
  const report = query.data?.data;
  return (
    <ReportFrame
      kind="money"
      title={i18n._(TITLE)}
      search={search}
      answer={query.data}
      error={query.error}
      filters={
        <ReportSelect
          label={i18n._('Financial year')}
          value={report?.year ?? search.year ?? ''}
          options={(report?.years ?? []).map((y) => ({ value: y, label: y }))}
          onChange={(year) => onSearch({ year })}
        />
      }
    >
      {report && <MoneyFigures report={report} />}
    </ReportFrame>
  );
}
