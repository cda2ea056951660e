import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAnyRole } from '../../../domain/auth/access';
import { FEE_PAYER_ROLES } from '../../../domain/fees/access';
import { failureMessage } from '../../lib/http';
import { currentUser } from '../../lib/session';
import { NoPermission } from '../../ui/no-permission';
import { PageFrame } from '../../ui/page-frame';
import { FeeLinesForm, type FeeChoice } from './fee-lines-form';
import { myFeeDetailsQuery, payFee } from './fees-queries';
import '../../styles/fees.css';

/** The student's Pay screen (§2 Student tile 'online fee payment'). */
export function FeePaymentScreen() {
  const user = currentUser();
  if (!user || !hasAnyRole(user.roles, FEE_PAYER_ROLES)) return <NoPermission title="Online Fee Payment" />;
  return <FeePayment />;
}

function FeePayment() {
  const details = useQuery(myFeeDetailsQuery());
  const [failure, setFailure] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: ({ line, amount }: FeeChoice) => payFee({ feeType: line.feeType, semester: line.semester, item: line.item, amount }),
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
        <p className="error-alert" role="alert">
          Your fees could not be loaded. Paying needs an internet connection; check it and open this page again.
        </p>
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
