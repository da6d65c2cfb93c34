/**
 * The error catalogue of spec §8. The platform answers `{ success: false, code, message }`;
 * the runtime shows `t(errorMessageKey(code))` in the user's language and the English
 * `message` only as a fallback. Adding a code here means adding its key to every dictionary.
 */
export const ERROR_MESSAGES = {
  BAD_CREDENTIALS: 'Incorrect account or password.',
  ACCOUNT_OR_EMAIL_NOT_FOUND: 'User name or email does not exist.',
  NOT_LOGGED_IN: 'Not logged in, please log in.',
  CREDENTIALS_REQUIRED: 'Please enter the username and password.',
  NETWORK: 'Network link abnormal, please retry.',
  SLOW_NETWORK: 'The page is too slow to load; check your network or contact customer service.',
  DOMAIN_CHECK_FAILED: 'Invalid URL or domain check failed; please contact customer service.',
  REGION_RESTRICTED: 'Access is restricted in your region or from your IP address.',
  MAINTENANCE: 'The system is under maintenance.',
  SYSTEM_ERROR: 'System error.',
  UNKNOWN: 'Unknown error.',
  NOT_A_MEMBER: 'Non-members cannot enter or log in.',
  NOT_AN_AGENT: 'Not an agent, cannot log in.',
  DEMO_ACCOUNT: 'Please register or log in to an official account.',
  VERIFICATION_REQUIRED: 'Please complete verification first.',
  INVITATION_CODE_INVALID: 'The invitation code is wrong.',
  UNKNOWN_MERCHANT: 'This site is not configured on the platform.',
  BAD_REQUEST: 'The request is invalid.',
  NOT_FOUND: 'Not found.',
  PHONE_INVALID: 'Invalid phone number.',
  PHONE_MISSING: 'Missing phone number.',
  TOO_MANY_REQUESTS: 'Too many requests, please retry after 5 minutes.',
  CODE_INVALID: 'Invalid verification code.',
  CODE_MISSING: 'Missing verification code.',
  CAPTCHA_FAILED: 'Captcha check failed.',
  SMS_QUOTA_EXCEEDED: 'SMS quota exceeded.',
  OPERATION_NOT_ALLOWED: 'Operation not allowed or not enabled; please contact customer service.',
  CODE_EXPIRED: 'The code has expired; please resend.',
  POPUP_CLOSED: 'The popup was closed, login failed; please retry.',
  ACCOUNT_TAKEN: 'This account name is already taken.',
  MOBILE_TAKEN: 'This mobile number is already registered.',
  AMOUNT_INVALID: 'Enter an amount greater than zero.',
  AMOUNT_BELOW_MIN: 'The amount is below the minimum.',
  AMOUNT_ABOVE_MAX: 'The amount is above the maximum.',
  DAILY_LIMIT_REACHED: "Today's withdrawal limit has been reached.",
  INSUFFICIENT_FUNDS: 'Insufficient balance.',
  WALLET_NOT_FOUND: 'This wallet does not exist.',
  IDEMPOTENCY_CONFLICT: 'This request was already sent with different details; please start again.',
  FUND_PASSWORD_NOT_SET: 'Please set a fund password first.',
  FUND_PASSWORD_WRONG: 'The fund password is wrong.',
  FUND_PASSWORD_FORMAT: 'The fund password must be 6 digits.',
  TRANSFER_NOT_ALLOWED: 'You cannot transfer money to this account.',
  REAL_NAME_MISMATCH: 'The card holder must be your registered real name.',
  REAL_NAME_INVALID: 'Real name format invalid.',
  CARD_NUMBER_INVALID: 'The card number must be 6 to 24 digits.',
  CARD_TAKEN: 'This card is already bound to an account.',
  CARD_LIMIT: 'You can bind at most 5 cards.',
  CARD_NOT_FOUND: 'Please choose one of your bound cards.',
  BANK_NOT_FOUND: 'Please choose a bank from the list.',
  DEPOSIT_METHOD_NOT_FOUND: 'This deposit method is not available.',
  WITHDRAWAL_UNCONFIRMED: 'Please confirm the receipt of your last withdrawal first.',
  WITHDRAWAL_STATE: 'This withdrawal can no longer be changed.',
  PROOF_REQUIRED: 'Please attach a proof image.',
  DATE_RANGE_INVALID: 'The date range is invalid.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]];

export function errorMessageKey(code: ErrorCode): `error.${ErrorCode}` {
  return `error.${code}`;
}

/** The one exception class the platform and the runtime throw for expected failures. */
export class PlatformError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;
  constructor(
    code: ErrorCode,
    options: { status?: number; message?: string; value?: unknown } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'PlatformError';
    this.code = code;
    this.status = options.status ?? 400;
    this.value = options.value;
  }
}
