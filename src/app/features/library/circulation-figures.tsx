import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { dateText } from '../../../domain/calendar/date-text';
import { countText } from '../../../domain/display-formats';
import { formatRupees } from '../../../domain/money/money';
import { useLocale } from '../../i18n/use-locale';
import { ChartFigure } from '../../ui/charts/chart-figure';
import { Counter } from '../../ui/counter-tile';
import { ErrorAlert } from '../../ui/error-alert';
import { libraryQueries } from './library-queries';

/**
 * The incharge's circulation at a glance: today's loans and returns, what is out and overdue, holds waiting and kept
 * at the desk, fines collected this month and still owed; a fortnight of issues and returns, and the most borrowed
 * titles, each chart with its table.
 */
export function CirculationFigures() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const figures = useQuery(libraryQueries.circulation());
  const f = figures.data;
  const count = (n: number) => countText(n);
  return (
    <>
      <section className="dashboard-section" aria-labelledby="library-circulation">
        <h2 id="library-circulation">{i18n._('Circulation')}</h2>
        {figures.isError && (
          <ErrorAlert
            message={i18n._('The figures could not be loaded. Check your connection and open this page again.')}
          />
        )}
        <ul className="counter-grid" aria-busy={figures.isPending}>
          <Counter label={i18n._('Issued today')} value={f?.loansToday} />
          <Counter label={i18n._('Returned today')} value={f?.returnsToday} />
          <Counter label={i18n._('On loan')} value={f?.onLoan} />
          <Counter label={i18n._('Overdue')} value={f?.overdue} />
          <Counter label={i18n._('Holds waiting')} value={f?.holdsWaiting} />
          <Counter label={i18n._('Kept at the desk')} value={f?.holdsReady} />
          <Counter label={i18n._('Fines collected this month')} value={f && formatRupees(f.finesCollectedPaise)} />
          <Counter label={i18n._('Fines owed')} value={f && formatRupees(f.finesOpenPaise)} />
        </ul>
      </section>
      {f && (
        <div className="library-figures">
          <section className="dashboard-section">
            <ChartFigure
              title={i18n._('Issues and returns, the last {days} days', { days: f.byDay.length })}
              category={i18n._('Day')}
              labels={f.byDay.map((d) => dateText(d.day, locale))}
              series={[
                { label: i18n._('Issued'), values: f.byDay.map((d) => d.issued), tone: 'primary' },
                { label: i18n._('Returned'), values: f.byDay.map((d) => d.returned), tone: 'secondary' },
              ]}
              format={count}
            />
          </section>
          <section className="dashboard-section">
            {f.mostBorrowed.length > 0 ? (
              <ChartFigure
                title={i18n._('Most borrowed in the last year')}
                category={i18n._('Title')}
                labels={f.mostBorrowed.map((t) => t.title)}
                series={[{ label: i18n._('Loans'), values: f.mostBorrowed.map((t) => t.loans), tone: 'primary' }]}
                format={count}
                indexAxis="y"
                valueLabels
              />
            ) : (
              <p className="hint">{i18n._('No loans in the last year yet.')}</p>
            )}
          </section>
        </div>
      )}
    </>
  );
}
