import { createHash } from 'node:crypto';
import type { SandboxOutcome } from '../../../contract/sandbox.ts';
import type { SandboxPayment } from './sandbox-gateway.ts';

const STYLE = `body{margin:0;font:15px/1.45 system-ui,sans-serif;background:#eef2f7;color:#111827;
display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.12);padding:28px;width:100%;max-width:360px;margin:16px}
.badge{display:inline-block;font-size:11px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;
background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px;margin-bottom:10px}
h1{font-size:19px;margin:0 0 6px}p{margin:0 0 14px;color:#4b5563;font-size:13px}
dl{margin:18px 0;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#6b7280;font-size:13px}dd{margin:0;font-weight:600;text-align:end;overflow-wrap:anywhere}
.amount{font-size:22px}
.actions{display:flex;gap:8px;margin-top:22px}form{flex:1}
button{width:100%;padding:11px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #d1d5db;background:#fff;color:#111827}
button.pay{background:#16a34a;border-color:#16a34a;color:#fff}
.paid{color:#15803d}.failed{color:#b91c1c}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * No script at all: two plain forms post back to this platform, so the page renders under a
 * strict CSP that allows only its own stylesheet and same-origin form posts.
 */
const CSP = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export interface Page {
  html: string;
  csp: string;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Minor units in the merchant currency, as an English-speaking payer reads them. */
export function formatAmount(minor: number, currency: SandboxPayment['currency']): string {
  const digits = currency.minorUnits;
  // Built as a decimal string so the number formatted is exact, never a float approximation.
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const decimal = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl formats a decimal string exactly (ES2023); the type still says number.
  return format.format((minor < 0 ? `-${decimal}` : decimal) as unknown as number);
}

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style>${STYLE}</style></head>
<body><main>
<span class="badge">Sandbox</span>
${body}
</main></body></html>`;
}

/** The payer's choice: pay or fail, each a plain form post to `action`. */
export function payPage(payment: SandboxPayment, action: string): Page {
  const amount = escape(formatAmount(payment.amount, payment.currency));
  const body = `<h1>Sandbox payment gateway</h1>
<p>This is a test gateway: no real money is charged. Choose what the payment should do.</p>
<dl>
<dt>Merchant</dt><dd data-testid="sandbox-pay-merchant">${escape(payment.merchantName)}</dd>
<dt>Method</dt><dd data-testid="sandbox-pay-method">${escape(payment.description)}</dd>
<dt>Amount</dt><dd class="amount" data-testid="sandbox-pay-amount">${amount}</dd>
</dl>
<div class="actions">
<form method="post" action="${escape(action)}"><input type="hidden" name="outcome" value="FAILED">
<button type="submit" data-testid="sandbox-pay-fail">Fail payment</button></form>
<form method="post" action="${escape(action)}"><input type="hidden" name="outcome" value="PAID">
<button type="submit" class="pay" data-testid="sandbox-pay-confirm">Pay</button></form>
</div>`;
  return { html: document('Sandbox payment gateway', body), csp: CSP };
}

/** What the payer sees once the payment is decided (also on a later visit to the link). */
export function resultPage(payment: SandboxPayment, outcome: SandboxOutcome): Page {
  const amount = escape(formatAmount(payment.amount, payment.currency));
  const paid = outcome === 'PAID';
  const body = `<h1>Sandbox payment gateway</h1>
<div data-testid="sandbox-pay-result" data-outcome="${outcome}">
<p class="${paid ? 'paid' : 'failed'}"><strong>${
    paid ? `Payment of ${amount} completed.` : `Payment of ${amount} failed.`
  }</strong></p>
<p>You can close this window and return to ${escape(payment.merchantName)}.</p>
</div>`;
  return { html: document('Sandbox payment gateway', body), csp: CSP };
}

export function notFoundPage(): Page {
  const body = `<h1>Payment not found</h1>
<p>This payment link is unknown. Close this window and start the deposit again on the site.</p>`;
  return { html: document('Sandbox payment gateway', body), csp: CSP };
}
