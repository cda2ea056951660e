import { useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { VendorLedgerScreen } from './vendor-ledger-screen';

/** ?vendor=<id>: the vendor whose ledger shows; anything else is none yet. */
const VendorLedgerSearch = v.object({
  vendor: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^\d{1,9}$/))),
    undefined,
  ),
});

/** The vendor ledger screen with its address's search, read here with the screen's code. */
export function VendorLedgerRoute() {
  const { vendor } = v.parse(VendorLedgerSearch, useSearch({ strict: false }));
  const navigate = useNavigate();
  return (
    <VendorLedgerScreen
      vendorId={vendor === undefined ? null : Number(vendor)}
      onVendor={(id) => void navigate({ to: '.', search: { vendor: String(id) } })}
    />
  );
}
