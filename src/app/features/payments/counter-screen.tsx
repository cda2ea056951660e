import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { formatRupees } from '../../../domain/money/money';
import { BOUNCE_ROLES } from '../../../domain/payments/access';
import { CounterSearchSchema } from '../../../domain/payments/counter';
import type { CounterStudent } from '../../../domain/payments/counter-answers';
import { COUNTER_MESSAGES as M } from '../../../domain/payments/counter-messages';
import { PAYMENTS_PATHS } from '../../../domain/payments/paths';
import { translateKnown } from '../../i18n/translate-known';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { AppLink } from '../../ui/app-link';
import { ErrorAlert } from '../../ui/error-alert';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { PageFrame } from '../../ui/page-frame';
import { PlainButton } from '../../ui/plain/plain-button';
import { CounterDuesForm, type Collected } from './counter-dues-form';
import { counterKeys, counterQueries } from './counter-queries';
import { CounterReceiptPrint } from './counter-receipt-print';
import { CounterReceipts } from './counter-receipts';
import './counter.css';

const TITLE = /*i18n*/ 'Fee Collection';

/** Who the student is, as the clerk checks before taking money. */
function StudentCard({ student }: { student: CounterStudent }) {
  const { i18n } = useLingui();
  return (
    <div className="counter-student" aria-label={i18n._('Student')}>
      <b>{student.fullName}</b>
      <span>{student.rollNo}</span>
      {student.adminNo && <span>{i18n._('Admission No {number}', { number: student.adminNo })}</span>}
      <span>{[student.course, student.branch, student.batch].filter(Boolean).join(' / ')}</span>
    </div>
  );
}

/** One student at the desk: their dues to take, the receipt just made, and the receipts given before. */
function StudentAtDesk({ id, mayBounce }: { id: number; mayBounce: boolean }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const student = useQuery(counterQueries.student(id));
  const [made, setMade] = useState<Collected | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (student.error) void failureMessage(student.error).then((m) => setFailure(translateKnown(i18n, m)));
  }, [student.error, i18n]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: counterKeys.student(id) });
  if (!student.data) return failure ? <ErrorAlert message={failure} /> : <p className="hint">{i18n._('Loading…')}</p>;
  return (
    <section className="counter-desk" aria-label={student.data.student.fullName}>
      <StudentCard student={student.data.student} />
      {made && (
        <div className="counter-made" role="status">
          <p>
            {i18n._(M.collected, {
              receiptNo: made.receiptNo,
              amount: formatRupees(made.amount),
            })}
          </p>
          <CounterReceiptPrint receiptNo={made.receiptNo} />
        </div>
      )}
      <CounterDuesForm
        studentId={id}
        dues={student.data.dues}
        onCollected={(answer) => {
          setMade(answer);
          void refresh();
        }}
      />
      <h2>{i18n._('Receipts from the desk')}</h2>
      <CounterReceipts receipts={student.data.receipts} mayBounce={mayBounce} onChanged={() => void refresh()} />
    </section>
  );
}

/**
 * The fee desk (fee payments desk, accountants): find a student by roll number, name or admission number (an ID
 * card's barcode scanner types the roll number and Enter), see every due, take the money and print the receipt.
 */
export function FeeCollectionScreen() {
  const { i18n } = useLingui();
  const roles = currentUser()?.roles ?? [];
  const [q, setQ] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const found = useQuery({ ...counterQueries.search(q ?? ''), enabled: q !== null });
  const [notFound, setNotFound] = useState<string | null>(null);
  const form = useSchemaForm(CounterSearchSchema, {
    initial: { q: '' },
    onSubmit: ({ q: text }) => {
      setChosen(null);
      setNotFound(null);
      setQ(text);
    },
  });
  // One student found (a scanned card, an exact roll number): straight to their dues.
  useEffect(() => {
    if (found.data?.length === 1) setChosen(found.data[0]!.id);
  }, [found.data]);
  useEffect(() => {
    if (found.error) void failureMessage(found.error).then((m) => setNotFound(translateKnown(i18n, m)));
  }, [found.error, i18n]);

  return (
    <PageFrame title={i18n._(TITLE)} wide>
      <form className="counter-search" onSubmit={form.handleSubmit} noValidate role="search">
        <TextField
          field={form.field('q')}
          label={i18n._('Roll number, name or admission number (or scan the ID card)')}
          type="search"
          autoFocus
          maxLength={60}
        />
        <PlainButton type="submit">{i18n._('Find')}</PlainButton>
      </form>
      <ErrorAlert message={notFound} />
      {found.data && found.data.length > 1 && chosen === null && (
        <ul className="counter-found" aria-label={i18n._('Students found')}>
          {found.data.map((s) => (
            <li key={s.id}>
              <PlainButton fill="clear" onClick={() => setChosen(s.id)}>
                {`${s.rollNo} · ${s.fullName} · ${[s.course, s.branch, s.batch].join(' / ')}`}
              </PlainButton>
            </li>
          ))}
        </ul>
      )}
      {chosen !== null && <StudentAtDesk key={chosen} id={chosen} mayBounce={hasAnyRole(roles, BOUNCE_ROLES)} />}
      <p className="hint">
        <AppLink to={PAYMENTS_PATHS.cashierDay}>{i18n._('Your collection today and handing it over')}</AppLink>
      </p>
    </PageFrame>
  );
}
