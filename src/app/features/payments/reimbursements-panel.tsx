import { useScholarshipSave } from './scholarship-save';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '../../../domain/money/money';
import type { ClaimRow } from '../../../domain/payments/concession-answers';
import { academicYearOf, academicYearStarting } from '../../../domain/payments/reimbursements';
import { confirmYes } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PlainButton } from '../../ui/plain/plain-button';
import { ClaimForm, ClaimReceiptForm } from './claim-forms';
import { closeClaim, concessionQueries } from './concession-queries';

/**
 * The state's fee reimbursement of an academic year: each claim's expected, received, what the state still owes, what
 * went back to the student and what the student still owes; money received, closing a claim, and a new claim.
 */
export function ReimbursementsPanel({
  academicYear,
  today,
  onYear,
}: {
  academicYear: string;
  today: string;
  onYear: (year: string) => void;
}) {
  const { i18n } = useLingui();
  const list = useQuery(concessionQueries.claims(academicYear));
  const [open, setOpen] = useState<number | null>(null);
  const { save: close, refusal: failure } = useScholarshipSave(closeClaim);
  const askClose = (c: ClaimRow) =>
    void confirmYes(
      i18n._('Close the claim of {roll}? {short} the state did not pay becomes the student’s to pay.', {
        roll: c.rollNo,
        short: formatRupees(c.fromState),
      }),
    ).then((yes) => yes && close.mutate(c.id));
  const data = list.data;
  return (
    <>
      <div className="select-field concession-status">
        <label htmlFor="claims-year">{i18n._('Academic year')}</label>
        <select id="claims-year" value={academicYear} onChange={(e) => onYear(e.target.value)}>
          {[0, 1, 2, 3].map((back) => {
            const year = academicYearStarting(Number(academicYearOf(today).slice(0, 4)) - back);
            return (
              <option key={year} value={year}>
                {year}
              </option>
            );
          })}
        </select>
      </div>
      {data && (
        <dl className="day-book-balances" aria-label={i18n._('Totals of the year')}>
          <div>
            <dt>{i18n._('Expected from the state')}</dt>
            <dd>{formatRupees(data.totals.expected)}</dd>
          </div>
          <div>
            <dt>{i18n._('Received')}</dt>
            <dd>{formatRupees(data.totals.received)}</dd>
          </div>
          <div>
            <dt>{i18n._('Still to come from the state')}</dt>
            <dd>{formatRupees(data.totals.fromState)}</dd>
          </div>
          <div>
            <dt>{i18n._('Students still owe')}</dt>
            <dd>{formatRupees(data.totals.studentDue)}</dd>
          </div>
        </dl>
      )}
      <ErrorAlert message={failure} as="div" />
      {data?.claims.length ? (
        <div className="table-scroll" role="region" aria-label={i18n._('Claims')} tabIndex={0}>
          <table className="result-table">
            <caption className="visually-hidden">
              {i18n._('Reimbursement claims of {year}', { year: academicYear })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{i18n._('Student')}</th>
                <th scope="col">{i18n._('Fee')}</th>
                <th scope="col">{i18n._('Expected')}</th>
                <th scope="col">{i18n._('Received')}</th>
                <th scope="col">{i18n._('State owes')}</th>
                <th scope="col">{i18n._('Back to student')}</th>
                <th scope="col">{i18n._('Student owes')}</th>
                <th scope="col">{i18n._('Action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.claims.map((c) => (
                <tr key={c.id}>
                  <td data-label={i18n._('Student')}>
                    {c.rollNo} {c.studentName} ({c.branch})
                  </td>
                  <td data-label={i18n._('Fee')}>
                    {c.feeType}, {i18n._('year {n}', { n: c.yearOfStudy })} · {c.scheme}
                  </td>
                  <td data-label={i18n._('Expected')} className="money">
                    {formatRupees(c.expected)}
                  </td>
                  <td data-label={i18n._('Received')} className="money">
                    {formatRupees(c.received)}
                  </td>
                  <td data-label={i18n._('State owes')} className="money">
                    {formatRupees(c.fromState)}
                  </td>
                  <td data-label={i18n._('Back to student')} className="money">
                    {formatRupees(c.backToStudent)}
                  </td>
                  <td data-label={i18n._('Student owes')} className="money">
                    {formatRupees(c.studentDue)}
                  </td>
                  <td data-label={i18n._('Action')}>
                    {c.status === 'OPEN' ? (
                      <>
                        <PlainButton size="small" fill="outline" onClick={() => setOpen(open === c.id ? null : c.id)}>
                          {i18n._('Money received')}
                        </PlainButton>
                        <PlainButton size="small" fill="clear" disabled={close.isPending} onClick={() => askClose(c)}>
                          {i18n._('Close claim')}
                        </PlainButton>
                        {open === c.id && <ClaimReceiptForm claim={c} today={today} />}
                      </>
                    ) : (
                      i18n._('Closed')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="hint">
          {list.isPending
            ? i18n._('Loading…')
            : list.isError
              ? i18n._('The list could not be loaded.')
              : i18n._('No claims in {year}.', { year: academicYear })}
        </p>
      )}
      <ClaimForm key={academicYear} academicYear={academicYear} />
    </>
  );
}
