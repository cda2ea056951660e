import { useLingui } from '@lingui/react';
import type { PatronCard } from '../../../domain/library/circulation-answers';
import { PATRON_CATEGORY_LABELS } from '../../../domain/library/circulation-rules';
import { formatRupees } from '../../../domain/money/money';
import { PlainButton } from '../../ui/plain/plain-button';
import { PatronFines } from './patron-fines';

interface Props {
  card: PatronCard;
  /** Renews the loan on this copy; the button waits while one is under way. */
  onRenew: (barcode: string) => void;
  renewing: boolean;
  /** Told the server's words when a fine was settled here. */
  onFineSettled: (message: string) => void;
}

/** Who is at the desk: their loans (due, late, fine so far), fines owed against the block, copies kept for them. */
export function PatronCardView({ card, onRenew, renewing, onFineSettled }: Props) {
  const { i18n } = useLingui();
  const blocked = card.finesOwedPaise > card.fineBlockPaise;
  return (
    <section className="library-panel library-patron" aria-labelledby="library-patron-name">
      <h2 id="library-patron-name">
        {card.name} <span className="hint">({card.code})</span>
      </h2>
      <p>
        {i18n._(PATRON_CATEGORY_LABELS[card.category])} · {card.detail}
      </p>
      {!card.active && <p className="error-alert">{i18n._('No longer studies or works here')}</p>}
      <p className={blocked ? 'error-alert' : undefined}>
        {i18n._('Fines owed: {owed} (issues stop above {limit})', {
          owed: formatRupees(card.finesOwedPaise),
          limit: formatRupees(card.fineBlockPaise),
        })}
      </p>
      {card.loans.length === 0 ? (
        <p className="hint">{i18n._('No books on loan.')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={i18n._('Books on loan')} tabIndex={0}>
          <table className="result-table">
            <caption className="visually-hidden">{i18n._('Books on loan')}</caption>
            <thead>
              <tr>
                <th scope="col">{i18n._('Title')}</th>
                <th scope="col">{i18n._('Barcode')}</th>
                <th scope="col">{i18n._('Due on')}</th>
                <th scope="col">{i18n._('Late days')}</th>
                <th scope="col">{i18n._('Fine so far')}</th>
                <th scope="col">
                  <span className="visually-hidden">{i18n._('Renew')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {card.loans.map((loan) => (
                <tr key={loan.id}>
                  <td>{loan.title}</td>
                  <td>{loan.barcode}</td>
                  <td>{loan.dueOn}</td>
                  <td>{loan.lateDays}</td>
                  <td>{formatRupees(loan.finePaise)}</td>
                  <td>
                    <PlainButton
                      fill="outline"
                      size="small"
                      disabled={renewing}
                      aria-label={i18n._('Renew {title}', { title: loan.title })}
                      onClick={() => onRenew(loan.barcode)}
                    >
                      {i18n._('Renew')}
                    </PlainButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PatronFines fines={card.fines} onSettled={onFineSettled} />
      {card.holdsReady.length > 0 && (
        <>
          <h3>{i18n._('Kept at the desk for them')}</h3>
          <ul>
            {card.holdsReady.map((h) => (
              <li key={h.holdId}>
                {i18n._('{title} (barcode {barcode}), until {date}', {
                  title: h.title,
                  barcode: h.barcode,
                  date: h.pickupBy,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
