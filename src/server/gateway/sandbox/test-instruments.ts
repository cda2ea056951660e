/** What a test card or UPI id does in the sandbox (documented on the payment page and in docs/payment-gateway.md). */
export type TestOutcome = 'accept' | 'refuse' | 'abandon';

export const TEST_CARDS: ReadonlyArray<{ number: string; scheme: string; outcome: TestOutcome; label: string }> = [
  { number: '4111111111111111', scheme: 'VISA', outcome: 'accept', label: 'succeeds' },
  { number: '5555555555554444', scheme: 'MASTERCARD', outcome: 'accept', label: 'succeeds' },
  { number: '4000000000000002', scheme: 'VISA', outcome: 'refuse', label: 'is refused' },
];

export const TEST_UPI_IDS: ReadonlyArray<{ id: string; outcome: TestOutcome; label: string }> = [
  { id: 'success@sandbox', outcome: 'accept', label: 'succeeds' },
  { id: 'failure@sandbox', outcome: 'refuse', label: 'is refused' },
  { id: 'abandon@sandbox', outcome: 'abandon', label: 'is abandoned (the charge is dropped)' },
];

export function testCard(cardNumber: string) {
  return TEST_CARDS.find((c) => c.number === cardNumber.replace(/[\s-]/g, ''));
}

export function testUpiId(upiId: string) {
  return TEST_UPI_IDS.find((u) => u.id === upiId.trim().toLowerCase());
}

/** "1234 5678 …" for display. */
export function groupedCardNumber(n: string): string {
  return n.replace(/(\d{4})(?=\d)/g, '$1 ');
}
