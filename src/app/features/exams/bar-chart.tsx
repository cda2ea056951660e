import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** What the bar's end says (default: the value). */
  text?: string;
}

const WIDTH = 320;
const ROW = 34;

/**
 * A plain SVG bar chart readable at a glance on a phone: each bar under its label with its value at its end, bars
 * below `lowBelow` in the warning colour. The table beside it says the same for screen readers and for copying.
 * The caller gives the title and the bars' labels in the page's language.
 */
export function BarChart({
  title,
  bars,
  max,
  lowBelow,
  table,
}: {
  title: string;
  bars: readonly Bar[];
  max: number;
  lowBelow?: number;
  table: ReactNode;
}) {
  const { i18n } = useLingui();
  const height = Math.max(ROW, bars.length * ROW) + 4;
  const scale = (v: number) => (max <= 0 ? 0 : (Math.min(v, max) / max) * (WIDTH - 60));
  return (
    <figure>
      <figcaption>{title}</figcaption>
      <svg className="bar-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title}>
        {bars.map((b, i) => {
          const y = i * ROW;
          const w = scale(b.value);
          return (
            <g key={b.label}>
              <text x={0} y={y + 12}>
                {b.label.length > 48 ? `${b.label.slice(0, 47)}…` : b.label}
              </text>
              <rect
                className={lowBelow !== undefined && b.value < lowBelow ? 'bar bar-low' : 'bar'}
                x={0}
                y={y + 16}
                width={Math.max(w, 1)}
                height={12}
                rx={2}
              />
              <text x={w + 4} y={y + 27}>
                {b.text ?? String(b.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <details>
        <summary>{i18n._('{title} as a table', { title })}</summary>
        {table}
      </details>
    </figure>
  );
}
