import { useEffect, useId, useRef } from 'react';
import type { Chart as ChartInstance } from 'chart.js';
import type { ChartSeries } from './chart-setup';
import './charts.css';

export type { ChartSeries, ChartTone } from './chart-setup';

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
  /** 'y' lays the bars across, a row a category, the box as tall as its rows (long names on a phone). */
  indexAxis?: 'x' | 'y';
  /** Writes each bar's value (`format`) at its end, to be read without pointing at it. */
  valueLabels?: boolean;
}

/** A row of bars laid across, and the room of their axes, in px. */
const ROW = 28;
const AXES = 40;

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
  indexAxis = 'x',
  valueLabels = false,
}: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const captionId = useId();
  // What the chart draws, as one value, so it is redrawn only when that changes.
  const drawn = JSON.stringify({ kind, labels, series, max, indexAxis, valueLabels });

  useEffect(() => {
    let chart: ChartInstance | undefined;
    let gone = false;
    void import('./chart-setup')
      .then(({ drawChart }) => {
        if (gone || !canvas.current) return;
        chart = drawChart(canvas.current, { kind, labels, series, format, tick, max, indexAxis, valueLabels });
      })
      // Without the chart (no canvas, the chunk not loaded offline) the table still says everything.
      .catch(() => undefined);
    return () => {
      gone = true;
      chart?.destroy();
    };
    // `drawn` stands for what is drawn (kind, labels, series, max, the axis, the values); format and tick follow the
    // page's language with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn]);

  const cell = (value: number | null | undefined) => (value === null || value === undefined ? '–' : format(value));
  return (
    <figure className="chart-figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <div
        className="chart-figure__canvas"
        style={indexAxis === 'y' ? { height: `${String(Math.max(labels.length, 2) * ROW + AXES)}px` } : undefined}
      >
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
