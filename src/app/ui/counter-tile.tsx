import { countText } from '../../domain/display-formats';

/** A dashboard's figure (dashboard.css): a count in Indian grouping, or a text such as an amount; '…' while loading. */
export function Counter({ label, value }: { label: string; value: number | string | undefined }) {
  return (
    <li className={typeof value === 'string' ? 'counter counter--text' : 'counter'}>
      <span className="counter__value">
        {value === undefined ? '…' : typeof value === 'number' ? countText(value) : value}
      </span>
      <span className="counter__label">{label}</span>
    </li>
  );
}
