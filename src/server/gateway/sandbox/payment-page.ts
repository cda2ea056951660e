import { formatRupeesSign } from '../../../domain/money/money';
import { policyHeader, sha256Source } from '../../http/content-security-policy';
import type { SandboxCharge } from './charge-store';
import { TEST_CARDS, TEST_UPI_IDS, groupedCardNumber } from './test-instruments';

export type PageErrors = Partial<Record<'cardNumber' | 'expiry' | 'cvv' | 'upiId', string>>;
export type PageValues = Partial<Record<'cardNumber' | 'expiry' | 'upiId', string>>;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f5f7}
main{max-width:480px;margin:0 auto;padding:16px}
.banner{margin:0;background:#8a4b00;color:#fff;padding:8px 16px;text-align:center;font-weight:600}
h1{font-size:1.35rem;margin:16px 0 4px}h2{font-size:1.1rem;margin:0 0 8px}
.card{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:16px;margin:16px 0}
.amount{font-size:1.6rem;font-weight:700;margin:0}.muted{color:#4b5563;margin:0}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #6b7280;border-radius:6px;min-height:44px}
input[aria-invalid=true]{border-color:#b42318;border-width:2px}
.row{display:flex;gap:12px}.row>div{flex:1;min-width:0}
.error{color:#b42318;margin:4px 0 0;font-size:.95rem}
button{font:inherit;font-weight:600;min-height:44px;padding:10px 16px;border-radius:6px;border:0;cursor:pointer;width:100%;margin-top:16px}
.pay{background:#1f6f78;color:#fff}.cancel{background:#fff;color:#1b1f24;border:1px solid #6b7280}
:focus-visible{outline:3px solid #f4a100;outline-offset:2px}
.summary{border:2px solid #b42318;background:#fff5f5;padding:12px;border-radius:6px}
table{border-collapse:collapse;width:100%;font-size:.95rem}th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #e5e7eb}
code{font-size:.95rem;white-space:nowrap}
caption{text-align:left}table+table{margin-top:12px}
`;

const FOCUS_PROBLEMS = "document.getElementById('problems').focus()";
const SUBMIT_BACK = "document.getElementById('back').submit()";

/**
 * The Content-Security-Policy of the gateway's pages: their one stylesheet and two scripts by hash, nothing else
 * inline or from elsewhere, never in a frame; forms go to the gateway itself and to the shop the payment returns
 * to (the redirect after a form post is checked against form-action too).
 */
export function paymentPagePolicy(returnUrl: string | null): string {
  let shop: string[] = [];
  try {
    const url = returnUrl ? new URL(returnUrl) : null;
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) shop = [url.origin];
  } catch {
    // not a URL: no shop to go back to
  }
  return policyHeader({
    'default-src': ["'none'"],
    'script-src': [sha256Source(FOCUS_PROBLEMS), sha256Source(SUBMIT_BACK)],
    'style-src': [sha256Source(STYLE)],
    'img-src': ["'self'"],
    'form-action': ["'self'", ...shop],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  });
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><header><p class="banner" role="note">TEST MODE — sandbox payment gateway. No real money moves.</p></header><main>${body}</main></body></html>`;
}

function field(
  name: keyof PageErrors,
  label: string,
  attrs: string,
  errors: PageErrors,
  value = '',
  hint?: string,
): string {
  const err = errors[name];
  const describedBy = [hint ? `${name}-hint` : '', err ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${name}">${label}</label>${hint ? `<p class="muted" id="${name}-hint">${hint}</p>` : ''}<input id="${name}" name="${name}" ${attrs} value="${escape(value)}"${err ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>${err ? `<p class="error" id="${name}-error">${escape(err)}</p>` : ''}`;
}

/** The hosted payment page: order, amount, card form, UPI form, Cancel, and the test instruments. */
export function paymentPage(charge: SandboxCharge, errors: PageErrors = {}, values: PageValues = {}): string {
  const issues = Object.entries(errors);
  const summary = issues.length
    ? `<div class="summary" role="alert" tabindex="-1" id="problems"><h2>Please correct ${issues.length === 1 ? 'this' : 'these'}:</h2><ul>${issues.map(([k, m]) => `<li><a href="#${escape(k)}">${escape(m)}</a></li>`).join('')}</ul></div><script>${FOCUS_PROBLEMS}</script>`
    : '';
  const cards = TEST_CARDS.map(
    (c) => `<tr><td><code>${groupedCardNumber(c.number)}</code></td><td>${c.label}</td></tr>`,
  ).join('');
  const upi = TEST_UPI_IDS.map((u) => `<tr><td><code>${u.id}</code></td><td>${u.label}</td></tr>`).join('');
  const refused = (charge.transactions as Array<{ status: string }>).filter((t) => t.status === 'REFUSED').length;
  return layout(
    `Pay ${formatRupeesSign(charge.amount)}`,
    `
<h1>Complete your payment</h1>
<section class="card" aria-labelledby="order-heading">
  <h2 id="order-heading">Order</h2>
  <p class="amount">${formatRupeesSign(charge.amount)}</p>
  <p class="muted">${escape(charge.orderInfo || 'Payment')}</p>
  <p class="muted">Order ${escape(charge.orderId)}</p>
  ${refused ? `<p class="error" role="status">The last payment attempt was refused. Attempts left: ${charge.maxAttempts - charge.attempts}.</p>` : ''}
</section>
${summary}
<section class="card" aria-labelledby="card-heading">
  <h2 id="card-heading">Pay by card</h2>
  <form method="post" action="${escape(charge.uuid)}" novalidate>
    <input type="hidden" name="option" value="CARD">
    ${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required', errors, values.cardNumber)}
    <div class="row">
      <div>${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required', errors, values.expiry)}</div>
      <div>${field('cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required type="password"', errors)}</div>
    </div>
    <button class="pay" type="submit">Pay ${formatRupeesSign(charge.amount)} by card</button>
  </form>
</section>
<section class="card" aria-labelledby="upi-heading">
  <h2 id="upi-heading">Or pay with a UPI id</h2>
  <form method="post" action="${escape(charge.uuid)}" novalidate>
    <input type="hidden" name="option" value="UPI">
    ${field('upiId', 'UPI id', 'autocomplete="off" autocapitalize="none" spellcheck="false" required', errors, values.upiId, 'For example name@bank')}
    <button class="pay" type="submit">Pay ${formatRupeesSign(charge.amount)} with UPI</button>
  </form>
</section>
<form method="post" action="${escape(charge.uuid)}"><input type="hidden" name="option" value="CANCEL"><button class="cancel" type="submit">Cancel payment and go back</button></form>
<section class="card" aria-labelledby="test-heading">
  <h2 id="test-heading">Test cards and UPI ids</h2>
  <p class="muted">Any future expiry date and any 3-digit CVV.</p>
  <table><caption class="muted">Cards</caption><thead><tr><th scope="col">Card number</th><th scope="col">Result</th></tr></thead><tbody>${cards}</tbody></table>
  <table><caption class="muted">UPI ids</caption><thead><tr><th scope="col">UPI id</th><th scope="col">Result</th></tr></thead><tbody>${upi}</tbody></table>
</section>`,
  );
}

/** A charge that can no longer be paid (paid, dropped or expired). */
export function closedPage(charge: SandboxCharge, returnUrl: string | null): string {
  const what =
    charge.status === 'PAID' ? 'This order is already paid.' : 'This payment link has expired or was cancelled.';
  return layout(
    'Payment link closed',
    `<h1>${what}</h1><section class="card"><p class="amount">${formatRupeesSign(charge.amount)}</p><p class="muted">Order ${escape(charge.orderId)} — status ${escape(charge.status)}</p>${returnUrl ? `<p><a href="${escape(returnUrl)}">Back to the shop</a></p>` : ''}</section>`,
  );
}

/** return.method POST: the browser posts the vads_ fields to the shop (a button when scripts are off). */
export function postBackPage(url: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  return layout(
    'Returning to the shop',
    `<h1>Returning to the shop…</h1><form id="back" method="post" action="${escape(url)}">${inputs}<button class="pay" type="submit">Continue</button></form><script>${SUBMIT_BACK}</script>`,
  );
}
