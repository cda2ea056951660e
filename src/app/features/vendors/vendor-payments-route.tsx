import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { BILL_STATUSES } from '../../../domain/vendors/bills';
import { VendorPaymentsScreen } from './vendor-payments-screen';

/** ?status=<one bill status>; anything else is every bill. */
const VendorPaymentsSearch = v.object({
  status: v.fallback(v.optional(v.picklist(BILL_STATUSES)), undefined),
});

/** The vendor payments screen with its address's search, read here with the screen's code. */
export function VendorPaymentsRoute() {
  const { status } = v.parse(VendorPaymentsSearch, useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <VendorPaymentsScreen
      status={status}
      onStatus={(next) => void navigate({ to: '.', search: next ? { status: next } : {} })}
    />
  );
}
