import { useMutation, useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { FEE_PAYER_ROLES } from '../../../domain/payments/access';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { translateKnown } from '../../i18n/translate-known';
import { PageFrame } from '../../ui/page-frame';
import { FeeLinesForm, type FeeChoice } from './fee-lines-form';
import { linkedStudentsFeesQuery, myFeeDetailsQuery, payFee } from './fee-payment-queries';
import { ErrorAlert } from '../../ui/error-alert';
import './fee-payment.css';

/** The Pay screen (§2 Student tile 'online fee payment'): a student's own fees, or a parent's linked children's. */
export function FeePaymentScreen() {
  const user = currentUser();
  // The route admits fee payers and parents: a student pays their own fees, a parent their linked children's.
  return user && hasAnyRole(user.roles, FEE_PAYER_ROLES) ? <FeePayment /> : <ChildrenFeePayment />;
}

/** What Pay sends: the chosen lines and the amount, and the child's roll number when a parent pays. */
const payChoice = ({ lines, amount }: FeeChoice, rollNo?: string) =>
  payFee({
    ...(rollNo ? { rollNo } : {}),
    lines: lines.map((l) => ({ feeType: l.feeType, semester: l.semester, item: l.item })),
    amount,
  });

function FeePayment() {
  const { i18n } = useLingui();
  const details = useQuery(myFeeDetailsQuery());
  const [failure, setFailure] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: (choice: FeeChoice) => payChoice(choice),
    // The gateway's hosted payment page (only an http(s) link on its origin gets here: openable() in fees-queries);
    // it sends the payer back to the result page of the flow.
    onSuccess: (started) => location.assign(started.paymentLink),
    onError: async (e) => setFailure(await failureMessage(e)),
  });
  const first = details.data?.[0];
  return (
    <PageFrame title={i18n._('Online Fee Payment')} wide>
      {first && (
        <p className="lead">
          {i18n._('{name} ({rollNo}) · {course} {branch} · Batch {batch}', {
            name: first.studentName,
            rollNo: first.rollNo,
            course: first.course,
            branch: first.branch,
            batch: first.batch,
          })}
        </p>
      )}
      {details.isPending && (
        <p className="hint" role="status">
          {i18n._('Loading your fees…')}
        </p>
      )}
      {details.isError && (
        <ErrorAlert
          message={i18n._(
            'Your fees could not be loaded. Paying needs an internet connection; check it and open this page again.',
          )}
        />
      )}
      {details.data && (
        <FeeLinesForm
          lines={details.data}
          busy={pay.isPending || pay.isSuccess}
          failure={failure && translateKnown(i18n, failure)}
          onPay={(choice) => {
            setFailure(null);
            pay.mutate(choice);
          }}
        />
      )}
    </PageFrame>
  );
}

/** A parent's Pay screen: each linked child's fees, paid on the child's behalf (the server checks the link). */
function ChildrenFeePayment() {
  const { i18n } = useLingui();
  const children = useQuery(linkedStudentsFeesQuery());
  const [failure, setFailure] = useState<{ rollNo: string; message: string } | null>(null);
  const pay = useMutation({
    mutationFn: ({ rollNo, choice }: { rollNo: string; choice: FeeChoice }) => payChoice(choice, rollNo),
    onSuccess: (started) => location.assign(started.paymentLink),
    onError: async (e, { rollNo }) => setFailure({ rollNo, message: await failureMessage(e) }),
  });
  return (
    <PageFrame title={i18n._('Online Fee Payment')} wide>
      {children.isPending && (
        <p className="hint" role="status">
          {i18n._("Loading your children's fees…")}
        </p>
      )}
      {children.isError && (
        <ErrorAlert
          message={i18n._(
            'The fees could not be loaded. Paying needs an internet connection; check it and open this page again.',
          )}
        />
      )}
      {children.data?.length === 0 && <p className="lead">{i18n._(M.noLinkedStudents)}</p>}
      {children.data?.map((child) => (
        <section key={child.rollNo} aria-labelledby={`fees-of-${child.rollNo}`} className="child-fees">
          <h2 id={`fees-of-${child.rollNo}`}>
            {child.fullName} ({child.rollNo})
          </h2>
          <FeeLinesForm
            lines={child.lines}
            label={i18n._('Fees of {name} by semester and fee type', { name: child.fullName })}
            busy={pay.isPending || pay.isSuccess}
            failure={failure?.rollNo === child.rollNo ? translateKnown(i18n, failure.message) : null}
            onPay={(choice) => {
              setFailure(null);
              pay.mutate({ rollNo: child.rollNo, choice });
            }}
          />
        </section>
      ))}
    </PageFrame>
  );
}
