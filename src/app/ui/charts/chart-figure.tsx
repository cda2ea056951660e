import { useEffect, useId, useRef } from 'react';
import type { Chart as ChartInstance, ChartConfiguration } from 'chart.js';
import './charts.css';

/** A series' colour, from the app's palette (src/app/styles/theme.css), read when the chart is drawn. */
export type ChartTone = 'primary' | 'secondary' | 'pass' | 'fail' | 'muted';
const TONE_VARIABLES: Readonly<Record<ChartTone, string>> = {
  primary: '--ion-color-primary',
  secondary: '--ion-color-secondary',
  pass: '--app-pass',
  fail: '--app-fail',
  muted: '--app-chart-muted',
};

export interface ChartSeries {
  label: string;
  /** One value per category; null where there is none (the table shows a dash). */
  values: readonly (number | null)[];
  tone: ChartTone;
}

interface Props {
  /** The figure's caption, and the table's. */
  title: string;
  kind?: 'bar' | 'line';
  /** The first column's header (Branch, Month) and its categories, in order. */
  category: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** A value as the table and the tooltips show it (₹1,250.00, 82.5%). */
  format: (value: number) => string;
  /** The value axis' ticks, when shorter than `format` (₹12.5 L). */
  tick?: (value: number) => string;
  /** The value axis' top (100 for percentages). */
  max?: number;
  /** Columns of the table that the chart does not draw (a percentage beside the counts). */
  extraColumns?: readonly { header: string; cells: readonly string[] }[];
}

const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * A chart people read at a glance, with the table that says the same: the canvas is hidden from screen readers (the
 * table beside it, captioned with the same title, is what they read, and what anyone can copy). Chart.js is loaded
 * only once the figure is on screen (chart-setup.ts), so no page without a chart downloads it; until then, or if it
 * cannot draw, the table stands alone. Sized by its box (charts.css), it fits a 360 px phone.
 */
export function ChartFigure({
  title,
  kind = 'bar',
  category,
  labels,
  series,
  format,
  tick,
  max,
  extraColumns = [],
}: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const captionId = useId();
  // What the chart draws, as one value, so it is redrawn only when that changes.
  const drawn = JSON.stringify({ kind, labels, series, max });
  // Counts (students, paise) are whole: the axis then has no ticks between them (0.5 of a student).
  const whole = series.every((s) => s.values.every((v) => v === null || Number.isInteger(v)));

  useEffect(() => {
    let chart: ChartInstance | undefined;
    let gone = false;
    void import('./chart-setup')
      .then(({ Chart }) => {
        if (gone || !canvas.current) return;
        const text = cssColour('--ion-text-color', '#1b2623');
        const grid = cssColour('--app-chart-grid', 'rgba(27, 38, 35, 0.15)');
        const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
        const config: ChartConfiguration<'bar' | 'line', (number | null)[], string> = {
          type: kind,
          data: {
            labels: [...labels],
            datasets: series.map((s) => {
              const colour = cssColour(TONE_VARIABLES[s.tone], '#0b6e5f');
              return {
                label: s.label,
                data: [...s.values],
                backgroundColor: colour,
                borderColor: colour,
                borderWidth: kind === 'line' ? 2 : 0,
                pointRadius: kind === 'line' ? 3 : 0,
              };
            }),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: still ? false : undefined,
            plugins: {
              legend: { display: series.length > 1, labels: { color: text, boxWidth: 12 } },
              tooltip: {
                callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.parsed.y))}` },
              },
            },
            scales: {
              x: { ticks: { color: text, autoSkip: false, maxRotation: 60 }, grid: { display: false } },
              y: {
                beginAtZero: true,
                max,
                ticks: {
                  color: text,
                  precision: whole ? 0 : undefined,
                  callback: (value) => (tick ?? format)(Number(value)),
                },
                grid: { color: grid },
              },
            },
          },
        };
        chart = new Chart(canvas.current, config as ChartConfiguration);
      })
      // Without the chart (no canvas, the chunk not loaded offline) the table still says everything.
      .catch(() => undefined);
    return () => {
      gone = true;
      chart?.destroy();
    };
    // `drawn` stands for kind, labels, series and max; format and tick follow the page's language with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);

  const cell = (value: number | null | undefined) => (value === null || value === undefined ? '–' : format(value));
  return (
    <figure className="chart-figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <div className="chart-figure__canvas">
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <div className="table-scroll" role="region" aria-label={title} tabIndex={0}>
        <table className="result-table chart-figure__table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{category}</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
              {extraColumns.map((c) => (
                <th scope="col" key={c.header}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row" data-label={category}>
                  {label}
                </th>
                {series.map((s) => (
                  <td key={s.label} data-label={s.label} className="number">
                    {cell(s.values[i])}
                  </td>
                ))}
                {extraColumns.map((c) => (
                  <td key={c.header} data-label={c.header} className="number">
                    {c.cells[i] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
