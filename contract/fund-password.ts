/**
 * The fund password (spec §3 paymentPassword): six digits, like a card PIN. The platform
 * refuses any other with FUND_PASSWORD_FORMAT; the runtime checks the same before sending.
 */
export const FUND_PASSWORD_PATTERN = /^[0-9]{6}$/;

export function isFundPasswordFormat(value: string): boolean {
  return FUND_PASSWORD_PATTERN.test(value);
}
