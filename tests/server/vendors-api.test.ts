import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayBookAnswer } from '../../src/domain/payments/day-book';
import { VENDOR_MESSAGES as M } from '../../src/domain/vendors/messages';
import { gstinCheckCharacter } from '../../src/domain/vendors/tax-ids';
import type { Bill, VendorLedger, VendorList, VendorPayment } from '../../src/domain/vendors/vendor-answers';
import { postgresReachable } from './support/databases';
import { startFeeApp, type FeeApp } from './support/payments-app';
import { SessionClient } from './support/session-client';

const reachable = await postgresReachable();
const PASSWORD = 'Campus@2026';
const today = '2026-11-23';

/** A Karnataka GSTIN for a PAN, with its check character. */
const gstinOf = (pan: string) => `29${pan}1Z${gstinCheckCharacter(`29${pan}1Z`)}`;

const vendorBody = (over: Record<string, unknown> = {}, pan = 'AAGFV5521R') => ({
  name: 'Vidya Electricals',
  gstin: gstinOf(pan),
  pan,
  address: '12, Industrial Estate, Bengaluru',
  contactName: 'R. Prasad',
  phone: '9845012345',
  email: 'accounts@vidya.example.in',
  bankAccount: '123456789012',
  ifsc: 'CNRB0001234',
  bankName: 'Canara Bank, Peenya',
  tdsSection: '194C',
  tdsRate: '2',
  active: true,
  ...over,
});

describe.each(['pglite', 'postgres'] as const)('vendor payments (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let fees: FeeApp;
  let accountant: SessionClient;
  let officer: SessionClient;
  let principal: SessionClient;
  let headId: number;
  const as = async (name: string) => {
    const client = new SessionClient(fees.app);
    await client.signIn(name, PASSWORD);
    return client;
  };
  beforeAll(async () => {
    if (skip) return;
    fees = await startFeeApp(kind);
    [accountant, officer, principal] = await Promise.all([
      as('accountant'),
      as('accountants_officer'),
      as('principal'),
    ]);
    headId = (
      (await (await officer.request('/api/app/vendor-heads', { json: { name: 'Electrical works' } })).json()) as {
        id: number;
      }
    ).id;
  }, 180_000);
  afterAll(async () => fees?.close());

  /** A vendor of its own for a test (tests run in any order). */
  const addVendor = async (name: string, pan: string) =>
    (
      (await (await accountant.request('/api/app/vendors', { json: vendorBody({ name }, pan) })).json()) as {
        id: number;
      }
    ).id;
  const json = async <T>(res: Response) => [res.status, (await res.json()) as T] as const;
  const submit = async (vendorId: number, billNo: string, taxable: string, gst = '0') =>
    json<{ bill: Bill; message: string }>(
      await accountant.request('/api/app/vendor-bills', {
        json: {
          vendorId: String(vendorId),
          billNo,
          billDate: '2026-11-20',
          headId: String(headId),
          taxable,
          gst,
          description: 'Wiring',
        },
      }),
    );
  const decide = (client: SessionClient, id: number, approve: boolean, reason = '') =>
    client.request(`/api/app/vendor-bills/${id}/decision`, { json: { approve, reason } });
  const pay = (id: number, amount: string, key = crypto.randomUUID(), over: Record<string, unknown> = {}) =>
    accountant.request(`/api/app/vendor-bills/${id}/payments`, {
      json: {
        amount,
        deductTds: true,
        mode: 'TRANSFER',
        reference: 'UTIBR52026112300017',
        bank: '',
        chequeDate: '',
        ...over,
      },
      headers: { 'Idempotency-Key': key },
    });

  it.skipIf(skip)(
    'adds a vendor, and refuses a wrong GSTIN check character or a taken GSTIN saving nothing',
    async () => {
      const good = vendorBody({ name: 'Nandi Traders' }, 'AAGFN1234K');
      const wrong = { ...good, gstin: `${good.gstin.slice(0, 14)}${good.gstin[14] === 'A' ? 'B' : 'A'}` };
      expect(await json(await accountant.request('/api/app/vendors', { json: wrong }))).toEqual([
        400,
        { message: M.gstinCheck },
      ]);
      const otherPan = { ...good, pan: 'AAGFV5521S' };
      expect(await json(await accountant.request('/api/app/vendors', { json: otherPan }))).toEqual([
        400,
        { message: M.panNotInGstin },
      ]);
      const before = (await (await accountant.request('/api/app/vendors')).json()) as VendorList;
      expect(before.vendors.some((v) => v.name === good.name)).toBe(false);
      const [status, made] = await json<{ id: number }>(await accountant.request('/api/app/vendors', { json: good }));
      expect(status).toBe(201);
      const vendorId = made.id;
      expect(await json(await accountant.request('/api/app/vendors', { json: { ...good, name: 'Copy' } }))).toEqual([
        409,
        { message: M.gstinTaken },
      ]);
      expect(
        await json(await officer.request('/api/app/vendor-heads', { json: { name: 'electrical WORKS' } })),
      ).toEqual([409, { message: M.headTaken }]);
      const list = (await (await accountant.request('/api/app/vendors')).json()) as VendorList;
      expect(list.vendors.find((v) => v.id === vendorId)).toMatchObject({
        tdsSection: '194C',
        tdsRateBp: 200,
        owed: 0,
      });
      expect(list.heads.some((h) => h.name === 'Electrical works')).toBe(true);
      // The fee desk has no part in vendor payments.
      const desk = await as('feepayments');
      expect((await desk.request('/api/app/vendors')).status).toBe(403);
    },
  );

  it.skipIf(skip)(
    'the officer approves a bill below the limit, never their own; above it the principal approves too',
    async () => {
      const vendorId = await addVendor('Kaveri Electricals', 'AAGFK7788P');
      const [status, small] = await submit(vendorId, 'VE/101', '50000', '9000');
      expect([status, small.bill.status, small.bill.total]).toEqual([201, 'SUBMITTED', 5_900_000]);
      expect((await submit(vendorId, 've/101', '1'))[1]).toEqual({ message: M.billTaken });
      // The accountant cannot approve; the principal has no step on a submitted bill.
      expect((await decide(accountant, small.bill.id, true)).status).toBe(403);
      expect(await json(await decide(principal, small.bill.id, true))).toEqual([409, { message: M.notWaitingForYou }]);
      const [, approved] = await json<{ bill: Bill }>(await decide(officer, small.bill.id, true));
      expect(approved.bill).toMatchObject({ status: 'APPROVED', officer: expect.any(String) });

      // The officer's own bill waits for another officer.
      const [, own] = await json<{ bill: Bill }>(
        await officer.request('/api/app/vendor-bills', {
          json: {
            vendorId: String(vendorId),
            billNo: 'VE/102',
            billDate: today,
            headId: String(headId),
            taxable: '100',
            gst: '',
            description: 'Fuse',
          },
        }),
      );
      expect(await json(await decide(officer, own.bill.id, true))).toEqual([409, { message: M.ownBill }]);

      const [, large] = await submit(vendorId, 'VE/103', '150000', '27000');
      const [, first] = await json<{ bill: Bill; message: string }>(await decide(officer, large.bill.id, true));
      expect([first.bill.status, first.message]).toEqual(['AWAITING_PRINCIPAL', M.billToPrincipal]);
      const waiting = (await (await principal.request('/api/app/vendor-bills/waiting')).json()) as { bills: Bill[] };
      expect(waiting.bills.map((b) => b.id)).toContain(large.bill.id);
      expect(await json(await pay(large.bill.id, '1000'))).toEqual([409, { message: M.notPayable }]);
      const [, second] = await json<{ bill: Bill }>(await decide(principal, large.bill.id, true));
      expect(second.bill.status).toBe('APPROVED');

      const [, rejected] = await submit(vendorId, 'VE/104', '500');
      expect((await decide(officer, rejected.bill.id, false)).status).toBe(400);
      const [, no] = await json<{ bill: Bill }>(await decide(officer, rejected.bill.id, false, 'Not ordered'));
      expect(no.bill).toMatchObject({ status: 'REJECTED', rejectedReason: 'Not ordered' });
    },
  );

  it.skipIf(skip)(
    'pays with TDS once per key, never beyond the bill, and the ledger, day book and Tally show it',
    async () => {
      const vendorId = await addVendor('Vidya Electricals', 'AAGFV5521R');
      const bill = (await submit(vendorId, 'VE/101', '50000', '9000'))[1].bill;
      await decide(officer, bill.id, true);
      const large = (await submit(vendorId, 'VE/103', '150000', '27000'))[1].bill;
      await decide(officer, large.id, true);
      await decide(principal, large.id, true);
      const listed = (await (
        await accountant.request(`/api/app/vendor-bills?vendorId=${vendorId}&status=APPROVED`)
      ).json()) as {
        bills: Bill[];
      };
      expect(listed.bills.map((b) => b.billNo).sort()).toEqual(['VE/101', 'VE/103']);
      // Rs 30,000 of a Rs 59,000 bill (50,000 taxable): TDS 2% of 25,423.72 = 508.47, to the rupee 508.
      const key = crypto.randomUUID();
      const [first, replay] = await Promise.all([pay(bill.id, '30000', key), pay(bill.id, '30000', key)]);
      const made = (await first.json()) as { payment: VendorPayment; bill: Bill };
      expect(first.status).toBe(201);
      expect(await replay.json()).toEqual(made);
      expect(made.payment).toMatchObject({ gross: 3_000_000, tds: 50_800, net: 2_949_200, mode: 'TRANSFER' });
      expect(made.payment.voucherNo).toMatch(/^PV\/2026-27\/\d{4}$/);
      expect(made.bill).toMatchObject({ status: 'PART_PAID', paid: 3_000_000 });
      expect(await json(await pay(bill.id, '29000.01'))).toEqual([
        409,
        { message: M.payTooMuch.replace('{left}', '29,000.00') },
      ]);
      const [, rest] = await json<{ payment: VendorPayment; bill: Bill }>(
        await pay(bill.id, '29000', undefined, {
          mode: 'CHEQUE',
          reference: '004512',
          bank: 'Canara Bank',
          chequeDate: today,
        }),
      );
      expect(rest.bill.status).toBe('PAID');
      expect(rest.payment.tds + rest.payment.net).toBe(2_900_000);

      const ledger = (await (await accountant.request(`/api/app/vendors/${vendorId}/ledger`)).json()) as VendorLedger;
      // Bills approved: VE/101 (59,000) and VE/103 (1,77,000); paid 59,000 in all, with its TDS.
      expect([ledger.credit, ledger.debit, ledger.balance]).toEqual([23_600_000, 5_900_000, 17_700_000]);
      expect(ledger.lines.at(-1)!.balance).toBe(ledger.balance);
      expect(ledger.tds).toBe(made.payment.tds + rest.payment.tds);
      const excel = await accountant.request(`/api/app/vendors/${vendorId}/ledger/excel`);
      expect(excel.headers.get('content-type')).toContain('spreadsheetml');

      const book = (await (
        await accountant.request(`/api/app/day-book?from=${today}&to=${today}&mode=TRANSFER`)
      ).json()) as DayBookAnswer;
      expect(book.entries.find((e) => e.number === made.payment.voucherNo)).toMatchObject({
        kind: 'VENDOR',
        head: 'Electrical works',
        mode: 'TRANSFER',
        studentName: 'Vidya Electricals',
        cashier: 'Demo Accountant',
        in: 0,
        out: 2_949_200,
        tds: 50_800,
      });
      const tally = await accountant.request(`/api/app/day-book/tally?from=${today}&to=${today}&mode=TRANSFER`);
      const parsed = new XMLParser({
        ignoreAttributes: false,
        isArray: (name) => name === 'TALLYMESSAGE' || name === 'ALLLEDGERENTRIES.LIST',
      }).parse(await tally.text()) as {
        ENVELOPE: { BODY: { IMPORTDATA: { REQUESTDATA: { TALLYMESSAGE: { VOUCHER: Record<string, unknown> }[] } } } };
      };
      const voucher = parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.map((m) => m.VOUCHER).find(
        (v) => String(v.VOUCHERNUMBER) === made.payment.voucherNo,
      );
      expect(voucher?.['@_VCHTYPE']).toBe('Payment');
      expect(voucher?.['ALLLEDGERENTRIES.LIST']).toEqual([
        { LEDGERNAME: 'Electrical works', ISDEEMEDPOSITIVE: 'Yes', AMOUNT: -30000 },
        { LEDGERNAME: 'Bank', ISDEEMEDPOSITIVE: 'No', AMOUNT: 29492 },
        { LEDGERNAME: 'TDS Payable', ISDEEMEDPOSITIVE: 'No', AMOUNT: 508 },
      ]);
    },
  );
});
