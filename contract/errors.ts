/**
 * The error catalogue of spec §8: each code with the HTTP status the platform answers it with
 * and its English message. The platform answers `{ success: false, code, message }` with that
 * status; the runtime shows `t(errorMessageKey(code))` in the user's language and the English
 * `message` only as a fallback. Adding a code here means adding its key to every dictionary.
 * Status 0 marks the codes only a client raises (no answer came, or the visitor gave up).
 */
interface ErrorEntry {
  readonly status: 0 | 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503;
  readonly message: string;
}

export const ERRORS = {
  BAD_CREDENTIALS: { status: 401, message: 'Incorrect account or password.' },
  ACCOUNT_OR_EMAIL_NOT_FOUND: { status: 400, message: 'User name or email does not exist.' },
  NOT_LOGGED_IN: { status: 401, message: 'Not logged in, please log in.' },
  CREDENTIALS_REQUIRED: { status: 400, message: 'Please enter the username and password.' },
  NETWORK: { status: 0, message: 'Network link abnormal, please retry.' },
  SLOW_NETWORK: {
    status: 0,
    message: 'The page is too slow to load; check your network or contact customer service.',
  },
  DOMAIN_CHECK_FAILED: {
    status: 403,
    message: 'Invalid URL or domain check failed; please contact customer service.',
  },
  REGION_RESTRICTED: {
    status: 403,
    message: 'Access is restricted in your region or from your IP address.',
  },
  MAINTENANCE: { status: 503, message: 'The system is under maintenance.' },
  SYSTEM_ERROR: { status: 500, message: 'System error.' },
  UNKNOWN: { status: 0, message: 'Unknown error.' },
  NOT_A_MEMBER: { status: 403, message: 'Non-members cannot enter or log in.' },
  NOT_AN_AGENT: { status: 403, message: 'Not an agent, cannot log in.' },
  DEMO_ACCOUNT: { status: 403, message: 'Please register or log in to an official account.' },
  VERIFICATION_REQUIRED: { status: 400, message: 'Please complete verification first.' },
  INVITATION_CODE_INVALID: { status: 400, message: 'The invitation code is wrong.' },
  UNKNOWN_MERCHANT: { status: 404, message: 'This site is not configured on the platform.' },
  BAD_REQUEST: { status: 400, message: 'The request is invalid.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  PHONE_INVALID: { status: 400, message: 'Invalid phone number.' },
  PHONE_MISSING: { status: 400, message: 'Missing phone number.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests, please retry after 5 minutes.' },
  CODE_INVALID: { status: 400, message: 'Invalid verification code.' },
  CODE_MISSING: { status: 400, message: 'Missing verification code.' },
  CAPTCHA_FAILED: { status: 400, message: 'Captcha check failed.' },
  SMS_QUOTA_EXCEEDED: { status: 429, message: 'SMS quota exceeded.' },
  OPERATION_NOT_ALLOWED: {
    status: 403,
    message: 'Operation not allowed or not enabled; please contact customer service.',
  },
  CODE_EXPIRED: { status: 400, message: 'The code has expired; please resend.' },
  POPUP_CLOSED: { status: 400, message: 'The popup was closed, login failed; please retry.' },
  ACCOUNT_TAKEN: { status: 409, message: 'This account name is already taken.' },
  MOBILE_TAKEN: { status: 409, message: 'This mobile number is already registered.' },
  AMOUNT_INVALID: { status: 400, message: 'Enter an amount greater than zero.' },
  AMOUNT_BELOW_MIN: { status: 400, message: 'The amount is below the minimum.' },
  AMOUNT_ABOVE_MAX: { status: 400, message: 'The amount is above the maximum.' },
  DAILY_LIMIT_REACHED: { status: 400, message: "Today's withdrawal limit has been reached." },
  INSUFFICIENT_FUNDS: { status: 400, message: 'Insufficient balance.' },
  WALLET_NOT_FOUND: { status: 400, message: 'This wallet does not exist.' },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    message: 'This request was already sent with different details; please start again.',
  },
  SLIP_INVALID: {
    status: 400,
    message: 'This bet slip cannot be placed: check its selections (one per match, one book).',
  },
  BETTING_CLOSED: { status: 400, message: 'Betting has closed on this match or draw.' },
  MARKET_SUSPENDED: {
    status: 409,
    message: 'This market is suspended for a moment; please try again shortly.',
  },
  ODDS_CHANGED: { status: 409, message: 'The odds have changed; please review your bet slip.' },
  FUND_PASSWORD_NOT_SET: { status: 400, message: 'Please set a fund password first.' },
  FUND_PASSWORD_WRONG: { status: 400, message: 'The fund password is wrong.' },
  FUND_PASSWORD_FORMAT: { status: 400, message: 'The fund password must be 6 digits.' },
  TRANSFER_NOT_ALLOWED: { status: 400, message: 'You cannot transfer money to this account.' },
  REAL_NAME_MISMATCH: {
    status: 400,
    message: 'The card holder must be your registered real name.',
  },
  REAL_NAME_INVALID: { status: 400, message: 'Real name format invalid.' },
  CARD_NUMBER_INVALID: { status: 400, message: 'The card number must be 6 to 24 digits.' },
  CARD_TAKEN: { status: 409, message: 'This card is already bound to an account.' },
  CARD_LIMIT: { status: 400, message: 'You can bind at most 5 cards.' },
  CARD_NOT_FOUND: { status: 400, message: 'Please choose one of your bound cards.' },
  BANK_NOT_FOUND: { status: 400, message: 'Please choose a bank from the list.' },
  DEPOSIT_METHOD_NOT_FOUND: { status: 400, message: 'This deposit method is not available.' },
  WITHDRAWAL_UNCONFIRMED: {
    status: 400,
    message: 'Please confirm the receipt of your last withdrawal first.',
  },
  WITHDRAWAL_STATE: { status: 400, message: 'This withdrawal can no longer be changed.' },
  PROOF_REQUIRED: { status: 400, message: 'Please attach a proof image.' },
  DATE_RANGE_INVALID: { status: 400, message: 'The date range is invalid.' },
  GAME_NOT_FOUND: { status: 404, message: 'This game does not exist.' },
  GAME_UNAVAILABLE: { status: 400, message: 'This game is not available right now.' },
  DEMO_NOT_SUPPORTED: { status: 400, message: 'This game cannot be played for fun.' },
  VENDOR_UNAVAILABLE: {
    status: 503,
    message: 'The game provider is not answering; please try again shortly.',
  },
  FAVOURITE_LIMIT: { status: 400, message: 'You can keep at most 100 favourite games.' },
  DRAW_NOT_FOUND: { status: 404, message: 'This draw does not exist.' },
  NOT_IN_TEAM: { status: 404, message: 'This account is not in your team.' },
  ACCOUNT_FROZEN: {
    status: 403,
    message: 'This account is frozen until the contract payment it owes is paid.',
  },
  CONTRACT_NOT_FOUND: { status: 404, message: 'This contract does not exist.' },
  CONTRACT_STATE: { status: 409, message: 'This contract can no longer be changed this way.' },
  CONTRACT_PENDING: {
    status: 409,
    message: 'An offer of this kind is already waiting for this member.',
  },
  CONTRACT_TERMS_INVALID: {
    status: 400,
    message: 'Check the terms: tiers must rise, and no rate may exceed your own contract.',
  },
  CONTRACT_CONFIRM_REQUIRED: {
    status: 409,
    message: 'Accepting ends contracts you gave your team at higher rates; please confirm.',
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

/** The English message of each code (the runtime's fallback when a dictionary lacks it). */
export const ERROR_MESSAGES = Object.fromEntries(
  ERROR_CODES.map((code) => [code, ERRORS[code].message]),
) as { readonly [C in ErrorCode]: (typeof ERRORS)[C]['message'] };

/** The HTTP status the platform answers a code with. */
export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

/**
 * The codes every call can answer whatever its endpoint declares: the merchant is unknown, the
 * request is malformed, the server broke, the site is closed, a session call's token is
 * missing or stale, or a module the endpoint requires is off.
 */
export const COMMON_ERROR_CODES = [
  'UNKNOWN_MERCHANT',
  'BAD_REQUEST',
  'SYSTEM_ERROR',
  'MAINTENANCE',
  'REGION_RESTRICTED',
] as const satisfies readonly ErrorCode[];
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/** The codes a client raises itself (status 0): no answer came, or the visitor gave up. */
export type ClientErrorCode = {
  [C in ErrorCode]: (typeof ERRORS)[C]['status'] extends 0 ? C : never;
}[ErrorCode];
export const CLIENT_ERROR_CODES = ERROR_CODES.filter((code) => ERRORS[code].status === 0);

export function errorMessageKey(code: ErrorCode): `error.${ErrorCode}` {
  return `error.${code}`;
}

/**
 * The one exception class the platform and the runtime throw for expected failures. Its
 * status is the catalogue's; a client records the status it actually received instead.
 */
export class PlatformError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: number;
  readonly value: unknown;
  constructor(code: C, options: { status?: number; message?: string; value?: unknown } = {}) {
    super(options.message ?? ERRORS[code].message);
    this.name = 'PlatformError';
    this.code = code;
    this.status = options.status ?? ERRORS[code].status;
    this.value = options.value;
  }
}
