import { inArray } from 'drizzle-orm';
import { gstinCheckCharacter } from '../../domain/vendors/tax-ids';
import { paymentSplit } from '../../domain/vendors/tds';
import type { BillStatus } from '../../domain/vendors/bills';
import type { Database } from '../db/client';
import { users, vendorAccountHeads, vendorBills, vendorPayments, vendorSettings, vendors } from '../db/schema';
import { nextVoucherNo } from '../modules/vendors/voucher-numbers';
import { shiftedDay } from './demo-year';
import type { DemoPart } from './demo-part';

/** A GSTIN of Telangana (36) for a PAN, with its check character. */
const gstinOf = (pan: string, entity = '1') => {
  const first14 = `36${pan}${entity}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

const HEADS = ['Electricity', 'Stationery', 'Lab consumables', 'Maintenance', 'Transport fuel', 'Housekeeping'];

const VENDORS = [
  { name: 'Sri Lakshmi Stationers', pan: 'ABCFS4821K', tds: null, head: 'Stationery' },
  { name: 'Deccan Electricals and Maintenance', pan: 'AADFD7314M', tds: ['194C', 200] as const, head: 'Maintenance' },
  { name: 'Hyderabad Scientific Suppliers', pan: 'AAECH2207Q', tds: null, head: 'Lab consumables' },
  { name: 'Ace Facility Services', pan: 'AAKCA9051E', tds: ['194C', 200] as const, head: 'Housekeeping' },
  { name: 'Bharat Fuels, Ghatkesar', pan: 'AAHFB6612L', tds: null, head: 'Transport fuel' },
];

/** The demo's bills: vendor, number, day (as written for 2026-2027), taxable and GST in paise, status, payment. */
const BILLS: readonly {
  vendor: number;
  billNo: string;
  day: string;
  taxable: number;
  gst: number;
  status: BillStatus;
  what: string;
  pay?: { day: string; amount: number; mode: 'TRANSFER' | 'CHEQUE'; reference: string };
}[] = [
  {
    vendor: 0,
    billNo: 'SLS/2026/0412',
    day: '2026-10-28',
    taxable: 1_850_000,
    gst: 333_000,
    status: 'PAID',
    what: 'Answer booklets and registers for the mid examinations',
    pay: { day: '2026-11-10', amount: 2_183_000, mode: 'TRANSFER', reference: 'SBIN326314058921' },
  },
  {
    vendor: 1,
    billNo: 'DEM-781',
    day: '2026-11-02',
    taxable: 4_200_000,
    gst: 756_000,
    status: 'PART_PAID',
    what: 'Rewiring of the second floor of the CSE block',
    pay: { day: '2026-11-16', amount: 2_500_000, mode: 'CHEQUE', reference: '004517' },
  },
  {
    vendor: 2,
    billNo: 'HSS/1190',
    day: '2026-11-05',
    taxable: 3_275_000,
    gst: 589_500,
    status: 'APPROVED',
    what: 'Chemistry lab reagents and glassware',
  },
  {
    vendor: 3,
    billNo: 'AFS/NOV/26',
    day: '2026-11-12',
    taxable: 14_000_000,
    gst: 2_520_000,
    status: 'AWAITING_PRINCIPAL',
    what: 'Housekeeping for October and November, four blocks',
  },
  {
    vendor: 4,
    billNo: 'BF-55821',
    day: '2026-11-14',
    taxable: 960_000,
    gst: 0,
    status: 'SUBMITTED',
    what: 'Diesel for college buses, first half of November',
  },
  {
    vendor: 0,
    billNo: 'SLS/2026/0398',
    day: '2026-10-20',
    taxable: 240_000,
    gst: 43_200,
    status: 'REJECTED',
    what: 'Whiteboard markers (already billed on SLS/2026/0371)',
  },
];

/**
 * The demo college's vendor payments: heads of account, five vendors of Telangana (GSTINs with their check
 * characters, TDS under 194C for the contractors), bills in every state and two payments (one by transfer in full, one
 * part by cheque) before the demo's 23 November, and an approval limit of Rs 1,00,000.
 */
export async function seedVendors(db: Database, years: number): Promise<void> {
  const staff = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['accountant', 'accountants_officer', 'principal']));
  const idOf = (name: string) => staff.find((u) => u.username === name)?.id;
  const [accountant, officer, principal] = [idOf('accountant'), idOf('accountants_officer'), idOf('principal')];
  if (!accountant || !officer || !principal) return;
  const heads = await db
    .insert(vendorAccountHeads)
    .values(HEADS.map((name) => ({ name })))
    .returning();
  const headId = (name: string) => heads.find((h) => h.name === name)!.id;
  const made = await db
    .insert(vendors)
    .values(
      VENDORS.map((v, i) => ({
        name: v.name,
        gstin: gstinOf(v.pan),
        pan: v.pan,
        address: `${String(i + 4)}-${String(12 + i)}, Main Road, Ghatkesar, Medchal-Malkajgiri, Telangana 501301`,
        contactName: ['K. Srinivas', 'M. Ravi Kumar', 'P. Anitha', 'S. Venkatesh', 'B. Narsimha'][i]!,
        phone: `98480${String(10_000 + i * 1111)}`,
        email: `accounts@${v.name.split(' ')[0]!.toLowerCase()}.example.in`,
        bankAccount: `3${String(20_145_000_000 + i * 7_777_777)}`,
        ifsc: ['SBIN0020145', 'HDFC0001234', 'ICIC0000456', 'UBIN0812340', 'CNRB0003456'][i]!,
        bankName: [
          'State Bank of India, Ghatkesar',
          'HDFC Bank, Uppal',
          'ICICI Bank, Tarnaka',
          'Union Bank, Ghatkesar',
          'Canara Bank, Boduppal',
        ][i]!,
        tdsSection: v.tds?.[0] ?? null,
        tdsRateBp: v.tds?.[1] ?? 0,
        createdBy: accountant,
      })),
    )
    .returning();
  await db.insert(vendorSettings).values({ id: 1, principalLimitPaise: 10_000_000, updatedBy: officer });
  const at = (day: string, time: string) => new Date(`${shiftedDay(day, years)}T${time}Z`);
  for (const b of BILLS) {
    const vendor = made[b.vendor]!;
    const decided = b.status !== 'SUBMITTED';
    const byPrincipal =
      b.taxable + b.gst > 10_000_000 && !['SUBMITTED', 'AWAITING_PRINCIPAL', 'REJECTED'].includes(b.status);
    const [bill] = await db
      .insert(vendorBills)
      .values({
        vendorId: vendor.id,
        billNo: b.billNo,
        billDate: shiftedDay(b.day, years),
        headId: headId(VENDORS[b.vendor]!.head),
        taxablePaise: b.taxable,
        gstPaise: b.gst,
        description: b.what,
        status: b.status,
        paidPaise: b.pay?.amount ?? 0,
        submittedBy: accountant,
        submittedAt: at(b.day, '06:00:00'),
        officerBy: decided ? officer : null,
        officerAt: decided ? at(b.day, '10:30:00') : null,
        principalBy: byPrincipal ? principal : null,
        principalAt: byPrincipal ? at(b.day, '11:30:00') : null,
        rejectedReason: b.status === 'REJECTED' ? 'Billed twice: the markers are on SLS/2026/0371' : null,
      })
      .returning();
    if (!b.pay) continue;
    const paidAt = at(b.pay.day, '07:15:00');
    const split = paymentSplit(b.pay.amount, { taxable: b.taxable, gst: b.gst }, vendor.tdsRateBp, true);
    await db.insert(vendorPayments).values({
      voucherNo: await nextVoucherNo(db, paidAt),
      billId: bill!.id,
      grossPaise: split.gross,
      tdsPaise: split.tds,
      netPaise: split.net,
      tdsSection: split.tds > 0 ? vendor.tdsSection : null,
      tdsRateBp: split.tds > 0 ? vendor.tdsRateBp : 0,
      mode: b.pay.mode,
      reference: b.pay.reference,
      bank: b.pay.mode === 'CHEQUE' ? 'State Bank of India, Ghatkesar' : '',
      chequeDate: b.pay.mode === 'CHEQUE' ? shiftedDay(b.pay.day, years) : null,
      paidBy: accountant,
      paidAt,
    });
  }
}

/** The vendor payments part of the demo college: after the users it names (accountant, officer, principal). */
export const vendorsDemo: DemoPart = {
  name: 'vendors',
  order: 150,
  seed: (tx, { batch }) => seedVendors(tx, batch.shift),
};
