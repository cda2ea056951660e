import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LedgerAnswer, LedgerEntry } from '../../src/domain/payments/ledger';
import { renderedIn } from './support/rendered-in';

// The screens' frame gives links; the signed-in user is the accounts officer (may refund).
vi.mock('@tanstack/react-router', async (actual) => ({
  ...(await actual<typeof import('@tanstack/react-router')>()),
  useNavigate: () => () => Promise.resolve(),
  Link: ({ children }: { children?: ReactNode }) => <a>{children}</a>,
}));
vi.mock('../../src/app/lib/session', async (actual) => ({
  ...(await actual<typeof import('../../src/app/lib/session')>()),
  currentUser: () => ({ username: 'accounts', fullName: 'Demo Accounts', roles: ['ROLE_ACCOUNTANT'] }),
}));

const { FeeLedgerScreen } = await import('../../src/app/features/payments/ledger-screen');
const { RefundPanel } = await import('../../src/app/features/payments/refund-panel');
const { GatewayKeysScreen } = await import('../../src/app/features/payments/gateway-keys-screen');
const { NO_FILTERS } = await import('../../src/app/features/payments/ledger-filters');
const { feeAccountsQueries } = await import('../../src/app/features/payments/ledger-queries');
const { gatewayKeysQueries } = await import('../../src/app/features/payments/gateway-keys-queries');

const ENTRY: LedgerEntry = {
  paymentId: 41,
  orderId: 'ORD41',
  receiptNo: 'RCPT-2026-0041',
  rollNo: '22B81A0501',
  studentName: 'CHARAN PILLAI',
  course: 'B.Tech',
  batch: '2022-2026',
  feeType: 'TUITION FEE',
  semester: 'IV Year I Semester',
  paymentMode: 'UPI',
  amount: 125_000_00,
  overpaid: 0,
  refunded: 0,
  status: 'PAID',
  statusLabel: 'Paid',
  createdAt: '2026-11-02T04:00:00.000Z',
  paidAt: '2026-11-02T04:05:00.000Z',
  transactionId: 'TX41',
};
const figure = { count: 0, amount: 0 };
const LEDGER: LedgerAnswer = {
  entries: [ENTRY],
  totals: {
    entries: 1,
    collected: ENTRY.amount,
    refunded: 0,
    net: ENTRY.amount,
    pending: 0,
    toRefund: 0,
    byStatus: {
      PAID: { count: 1, amount: ENTRY.amount },
      DUE: figure,
      DROPPED: figure,
      REFUNDED: figure,
      OVERPAID: figure,
    },
  },
  daily: [{ day: '2026-11-02', payments: 1, collected: ENTRY.amount, byFeeType: { 'TUITION FEE': ENTRY.amount } }],
  truncated: false,
  options: { feeTypes: ['TUITION FEE'], courses: ['B.Tech'], batches: ['2022-2026'] },
  lastReconciliation: null,
};

const ledgerIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <FeeLedgerScreen />, (client) =>
    client.setQueryData(feeAccountsQueries.ledger(NO_FILTERS).queryKey, LEDGER),
  );
const refundIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <RefundPanel entry={ENTRY} mayRefund />, (client) =>
    client.setQueryData(feeAccountsQueries.refunds(ENTRY.paymentId).queryKey, []),
  );
const keysIn = (locale: 'en' | 'te' | 'hi') =>
  renderedIn(locale, <GatewayKeysScreen />, (client) =>
    client.setQueryData(gatewayKeysQueries.list().queryKey, {
      saved: [
        {
          feeType: 'TUITION FEE',
          paymentGatewayUserName: 'SHOP01',
          paymentGatewayPassword: '****9f2a',
          uniquekey: 'k1',
          updatedAt: '2026-11-01T00:00:00.000Z',
        },
      ],
      feeTypes: ['TUITION FEE', 'BUS FEE'],
    }),
  );

describe('the accounts office (ledger, refunds, gateway keys) in Telugu and Hindi', () => {
  it('shows the ledger in Telugu: filters, totals, columns and status; roll and receipt numbers stay as they are', async () => {
    const html = await ledgerIn('te');
    expect(html).toContain('ఫిల్టర్లు వర్తింపజేయండి');
    expect(html).toContain('Excelకు ఎగుమతి చేయండి');
    expect(html).toContain('గేట్‌వేతో సరిచూడండి');
    expect(html).toContain('రోజువారీ వసూళ్లు');
    expect(html).toContain('<th scope="col">వాపసు</th>');
    expect(html).toContain('వాపసు</button>');
    expect(html).toContain('UPI ద్వారా');
    expect(html).toContain('22B81A0501');
    expect(html).toContain('RCPT-2026-0041');
    expect(html).not.toContain('Reconcile with Gateway');
  });

  it('shows the ledger in Hindi, and in English word for word as before', async () => {
    const hindi = await ledgerIn('hi');
    expect(hindi).toContain('फ़िल्टर लागू करें');
    expect(hindi).toContain('दैनिक वसूली');
    expect(hindi).toContain('UPI द्वारा');
    const english = await ledgerIn('en');
    expect(english).toContain('Apply Filters');
    expect(english).toContain(
      'Reconciliation asks the gateway about every payment still DUE and records those paid meanwhile; it also runs on its own every few minutes.',
    );
    expect(english).toContain('<h2 id="ledger-daily-title">Daily collection</h2>');
    expect(english).toContain('<span class="hint"> by UPI</span>');
    expect(english).toContain('Refund</button>');
  });

  it('shows a payment’s refunds and the refund form in Telugu, Hindi and English', async () => {
    const telugu = await refundIn('te');
    expect(telugu).toContain('RCPT-2026-0041 వాపసులు');
    expect(telugu).toContain('ఈ చెల్లింపుకు ఎలాంటి వాపసులు నమోదు కాలేదు.');
    expect(telugu).toContain('వాపసు నమోదు చేయండి');
    const hindi = await refundIn('hi');
    expect(hindi).toContain('वापसी दर्ज करें');
    expect(hindi).toContain('चुकाया Rs 1,25,000.00; अब तक लौटाया Rs 0.00');
    const english = await refundIn('en');
    expect(english).toContain('<h3>Refunds of RCPT-2026-0041</h3>');
    expect(english).toContain('No refunds recorded for this payment.');
    expect(english).toContain(
      'Paid Rs 1,25,000.00; refunded so far Rs 0.00; at most Rs 1,25,000.00 can still be refunded. This records the refund and makes a credit note; the money itself goes back through the gateway&#x27;s own dashboard.',
    );
    expect(english).toContain('Record Refund');
  });

  it('shows the gateway keys in Telugu and Hindi, and in English as before', async () => {
    const telugu = await keysIn('te');
    expect(telugu).toContain('పేమెంట్ గేట్‌వే కీల నిర్వహణ');
    expect(telugu).toContain('<th scope="col">యూజర్ నేమ్ (షాప్ ఐడి)</th>');
    expect(telugu).toContain('సేవ్ కాలేదు');
    expect(telugu).toContain('SHOP01');
    expect(await keysIn('hi')).toContain('पेमेंट गेटवे कुंजी रखरखाव');
    const english = await keysIn('en');
    expect(english).toContain('Shop id and key per fee type');
    expect(english).toContain('<th scope="col">User Name (shop id)</th>');
    expect(english).toContain('Not saved');
    expect(english).toContain('aria-label="Edit TUITION FEE"');
  });
});
