import { useLingui } from '@lingui/react';

/**
 * Results by grade, a row a grade. With `most` (the largest count) a bar beside each count shows its share, for
 * eyes only: the count says it to a screen reader.
 */
export function GradeTable({
  rows,
  most,
  label,
}: {
  rows: readonly { grade: string; count: number }[];
  most?: number;
  label?: string;
}) {
  const { i18n } = useLingui();
  return (
    <table className="result-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{i18n._('Grade')}</th>
          <th scope="col">{i18n._('Results')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.grade}>
            <td data-label={i18n._('Grade')}>{r.grade}</td>
            <td data-label={i18n._('Results')}>
              {most !== undefined && (
                <span
                  aria-hidden="true"
                  className="grade-bar"
                  style={{ width: `${Math.round((r.count / most) * 8)}em` }}
                />
              )}
              {r.count}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
