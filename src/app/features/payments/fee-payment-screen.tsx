import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { FEE_PAYER_ROLES } from '../../../domain/payments/access';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
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
    <PageFrame title="Online Fee Payment" wide>
      {first && (
        <p className="lead">
          {first.studentName} ({first.rollNo}) · {first.course} {first.branch} · Batch {first.batch}
        </p>
      )}
      {details.isPending && (
        <p className="hint" role="status">
          Loading your fees…
        </p>
      )}
      {details.isError && (
        <ErrorAlert message="Your fees could not be loaded. Paying needs an internet connection; check it and open this page again." />
      )}
      {details.data && (
        <FeeLinesForm
          lines={details.data}
          busy={pay.isPending || pay.isSuccess}
          failure={failure}
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
  const children = useQuery(linkedStudentsFeesQuery());
  const [failure, setFailure] = useState<{ rollNo: string; message: string } | null>(null);
  const pay = useMutation({
    mutationFn: ({ rollNo, choice }: { rollNo: string; choice: FeeChoice }) => payChoice(choice, rollNo),
    onSuccess: (started) => location.assign(started.paymentLink),
    onError: async (e, { rollNo }) => setFailure({ rollNo, message: await failureMessage(e) }),
  });
  return (
    <PageFrame title="Online Fee Payment" wide>
      {children.isPending && (
        <p className="hint" role="status">
          Loading your children's fees…
        </p>
      )}
      {children.isError && (
        <ErrorAlert message="The fees could not be loaded. Paying needs an internet connection; check it and open this page again." />
      )}
      {children.data?.length === 0 && <p className="lead">{M.noLinkedStudents}</p>}
      {children.data?.map((child) => (
        <section key={child.rollNo} aria-labelledby={`fees-of-${child.rollNo}`} className="child-fees">
          <h2 id={`fees-of-${child.rollNo}`}>
            {child.fullName} ({child.rollNo})
          </h2>
          <FeeLinesForm
            lines={child.lines}
            label={`Fees of ${child.fullName} by semester and fee type`}
            busy={pay.isPending || pay.isSuccess}
            failure={failure?.rollNo === child.rollNo ? failure.message : null}
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
