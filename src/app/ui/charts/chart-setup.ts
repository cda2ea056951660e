import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type Plugin,
} from 'chart.js';

/**
 * Chart.js with only what the app's charts draw (bars and lines on a category axis, their legend and tooltips, the
 * bars' values), so the rest of the library is left out of the bundle, and how ChartFigure's props become a chart.
 * Imported only by ChartFigure, after its screen has rendered: pages without a chart never download it, nor the code
 * that builds the chart (docs/performance.md).
 */
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

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
  /** Bars whose value is under this are drawn in the fail colour (pass percentages under 50%). */
  lowBelow?: number;
}

/** What ChartFigure draws (its props, described there). */
export interface ChartSpec {
  kind: 'bar' | 'line';
  labels: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  tick?: (value: number) => string;
  max?: number;
  indexAxis: 'x' | 'y';
  valueLabels: boolean;
}

const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** A category's name on an axis of bars laid across, shortened (the table and the tooltip say it whole). */
const short = (label: string) => (label.length > 18 ? `${label.slice(0, 17)}…` : label);

/**
 * Writes each bar's value at its end (beyond it when the bars lie across, above it when they stand), in `colour`: the
 * chart leaves room for it.
 */
const barValues = (format: (value: number) => string, colour: string): Plugin => ({
  id: 'barValues',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const across = chart.options.indexAxis === 'y';
    ctx.save();
    ctx.fillStyle = colour;
    ctx.font = `12px ${Chart.defaults.font.family ?? 'sans-serif'}`;
    ctx.textAlign = across ? 'left' : 'center';
    ctx.textBaseline = across ? 'middle' : 'bottom';
    chart.data.datasets.forEach((dataset, d) => {
      const meta = chart.getDatasetMeta(d);
      if (meta.hidden) return;
      meta.data.forEach((bar, i) => {
        const value = dataset.data[i];
        if (typeof value !== 'number') return;
        const { x, y } = bar.getProps(['x', 'y'], true) as { x: number; y: number };
        ctx.fillText(format(value), across ? x + 4 : x, across ? y : y - 4);
      });
    });
    ctx.restore();
  },
});

/** Draws `spec` on `canvas`, in the page's colours, sized by the canvas' box. */
export function drawChart(
  canvas: HTMLCanvasElement,
  { kind, labels, series, format, tick, max, indexAxis, valueLabels }: ChartSpec,
): Chart {
  const text = cssColour('--ion-text-color', '#1b2623');
  const grid = cssColour('--app-chart-grid', 'rgba(27, 38, 35, 0.15)');
  const low = cssColour(TONE_VARIABLES.fail, '#b0263a');
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const across = indexAxis === 'y';
  const valueAxis = across ? 'x' : 'y';
  // Counts (students, paise) are whole: the axis then has no ticks between them (0.5 of a student).
  const whole = series.every((s) => s.values.every((v) => v === null || Number.isInteger(v)));
  // Room at the bars' ends for their values (about 7 px a character at 12 px).
  const longest = Math.max(0, ...series.flatMap((s) => s.values.map((v) => (v === null ? 0 : format(v).length))));
  const config: ChartConfiguration<'bar' | 'line', (number | null)[], string> = {
    type: kind,
    data: {
      labels: [...labels],
      datasets: series.map((s) => {
        const colour = cssColour(TONE_VARIABLES[s.tone], '#0b6e5f');
        const { lowBelow } = s;
        return {
          label: s.label,
          data: [...s.values],
          backgroundColor:
            lowBelow === undefined ? colour : s.values.map((v) => (v !== null && v < lowBelow ? low : colour)),
          borderColor: colour,
          borderWidth: kind === 'line' ? 2 : 0,
          pointRadius: kind === 'line' ? 3 : 0,
        };
      }),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      indexAxis,
      layout: valueLabels ? { padding: across ? { right: longest * 7 + 8 } : { top: 18 } } : undefined,
      animation: still ? false : undefined,
      plugins: {
        legend: { display: series.length > 1, labels: { color: text, boxWidth: 12 } },
        tooltip: {
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.parsed[valueAxis]))}` },
        },
      },
      scales: {
        [across ? 'y' : 'x']: {
          ticks: {
            color: text,
            autoSkip: false,
            maxRotation: 60,
            ...(across && { callback: (value: number | string) => short(labels[Number(value)] ?? '') }),
          },
          grid: { display: false },
        },
        [valueAxis]: {
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
    plugins: valueLabels ? [barValues(format, text)] : [],
  };
  return new Chart(canvas, config as ChartConfiguration);
}
