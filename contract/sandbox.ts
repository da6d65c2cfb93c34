import * as v from 'valibot';
import { DEPOSIT_STATUSES } from './deposit.ts';
import { defineEndpoint } from './endpoint.ts';
import { TextSchema } from './input.ts';
import { definePage } from './page.ts';

/**
 * The sandbox's routes (DESIGN "Outside services"): the SMS and email outboxes, the sandbox
 * payment provider's pay page and signed callback, the sandbox social consent page. They are
 * mounted only in sandbox mode (`serve --sandbox`, `npm run demo`); a plain server answers
 * 404 on every one (SECURITY.md).
 */

/** Which merchant's outbox: `?brand=` or `?merchant=` (a test process reaching 127.0.0.1), else the Merchant header or the host. */
const OutboxMerchantEntries = {
  brand: v.optional(TextSchema(64)),
  merchant: v.optional(TextSchema(64)),
};

export const OutboxSmsSchema = v.object({
  mobile: v.string(),
  purpose: v.picklist(['register', 'login']),
  text: v.string(),
  /** The 6-digit code in the text, when there is one. */
  code: v.nullable(v.string()),
  createdAt: v.string(),
});
export type OutboxSms = v.InferOutput<typeof OutboxSmsSchema>;

/** The last ten texts sent to a mobile, newest first; any spelling of the number reads one outbox. */
export const sandboxSmsOutbox = defineEndpoint({
  id: 'sandboxSmsOutbox',
  method: 'GET',
  path: '/wps/sandbox/sms',
  token: false,
  encrypted: false,
  audience: 'sandbox',
  // Optional in the schema so a missing number answers PHONE_MISSING, as the code flow does.
  input: v.object({ mobile: v.optional(TextSchema(32)), ...OutboxMerchantEntries }),
  value: v.array(OutboxSmsSchema),
  errors: ['PHONE_MISSING', 'PHONE_INVALID'],
});

export const OutboxEmailSchema = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  /** The first http(s) link in the text, when there is one. */
  link: v.nullable(v.string()),
  createdAt: v.string(),
});
export type OutboxEmail = v.InferOutput<typeof OutboxEmailSchema>;

/** The last ten emails sent to an address, newest first. */
export const sandboxEmailOutbox = defineEndpoint({
  id: 'sandboxEmailOutbox',
  method: 'GET',
  path: '/wps/sandbox/email',
  token: false,
  encrypted: false,
  audience: 'sandbox',
  input: v.object({ to: v.optional(TextSchema(254)), ...OutboxMerchantEntries }),
  value: v.array(OutboxEmailSchema),
  errors: [],
});

export const SandboxOutcomeSchema = v.picklist(['PAID', 'FAILED']);
export type SandboxOutcome = v.InferOutput<typeof SandboxOutcomeSchema>;

/** The query of the pay page: the owner's pay ticket, carried by the deposit's pay link. */
const PayTicketQuery = v.object({ ticket: v.string() });

/** The sandbox payment provider's page where the payer chooses Pay or Fail payment. */
export const sandboxPayPage = definePage({
  id: 'sandboxPayPage',
  method: 'GET',
  path: '/wps/sandbox/pay/:paymentRef',
  audience: 'sandbox',
  summary:
    'The sandbox pay page of one deposit, for the owner of its pay link only (404 otherwise).',
  query: PayTicketQuery,
});

/** The pay page's own form post: the payer's choice, answered with the result page. */
export const sandboxPayForm = definePage({
  id: 'sandboxPayForm',
  method: 'POST',
  path: '/wps/sandbox/pay/:paymentRef',
  audience: 'sandbox',
  summary:
    "The pay page's form post; with Accept: application/json and a JSON body it is sandboxPay instead.",
  query: PayTicketQuery,
  form: v.object({ outcome: SandboxOutcomeSchema }),
});

/**
 * The payer's choice sent as JSON to the pay link (with its `?ticket=`): the first choice
 * stands, and the sandbox then sends its signed callback, as a real provider would.
 */
export const sandboxPay = defineEndpoint({
  id: 'sandboxPay',
  method: 'POST',
  path: '/wps/sandbox/pay/:paymentRef',
  token: false,
  encrypted: false,
  audience: 'sandbox',
  input: v.object({ outcome: SandboxOutcomeSchema }),
  value: v.object({ delivered: v.literal(true), status: v.picklist(DEPOSIT_STATUSES) }),
  errors: ['NOT_LOGGED_IN'],
});

/** The sandbox provider's callback body, signed (hex HMAC-SHA256) in X-Sandbox-Signature. */
export const SandboxCallbackSchema = v.object({
  paymentRef: v.string(),
  status: SandboxOutcomeSchema,
  amount: v.pipe(v.number(), v.safeInteger()),
});

/**
 * The sandbox payment provider's callback: no session and no Merchant header; the signature
 * over the raw body is the only credential (a real provider's is /wps/payment/callback/<kind>).
 */
export const sandboxPaymentCallback = defineEndpoint({
  id: 'sandboxPaymentCallback',
  method: 'POST',
  path: '/wps/payment/callback/sandbox',
  token: false,
  encrypted: false,
  audience: 'gateway',
  input: SandboxCallbackSchema,
  value: v.object({ status: v.picklist(DEPOSIT_STATUSES) }),
  errors: ['NOT_LOGGED_IN', 'NOT_FOUND'],
});

const ConsentQuery = v.object({
  provider: v.picklist(['google', 'facebook']),
  state: v.string(),
  redirect_uri: v.string(),
});

/** The sandbox social provider's consent page (GET) and its answer (POST, a 302 back). */
export const sandboxSocialConsent = definePage({
  id: 'sandboxSocialConsent',
  method: 'GET',
  path: '/wps/sandbox/social/authorize',
  audience: 'sandbox',
  summary: 'The sandbox consent page of a social sign-in started with socialStart.',
  query: ConsentQuery,
});

export const sandboxSocialDecision = definePage({
  id: 'sandboxSocialDecision',
  method: 'POST',
  path: '/wps/sandbox/social/authorize',
  audience: 'sandbox',
  summary: "The consent page's form post: back to redirect_uri with a code, or access_denied.",
  form: v.object({
    ...ConsentQuery.entries,
    decision: v.picklist(['allow', 'deny']),
    email: v.optional(v.pipe(v.string(), v.email())),
  }),
  redirects: true,
});
