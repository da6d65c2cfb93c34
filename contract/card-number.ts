/** What people type between a card number's groups: spaces and dashes ("6222-0212 3456"). */
const SEPARATORS = /[\s-]/g;
const CARD_DIGITS = /^[0-9]{6,24}$/;

/**
 * A card number as typed → its digits, the one spelling the platform stores and compares;
 * undefined unless 6 to 24 digits remain (the platform answers CARD_NUMBER_INVALID).
 */
export function cardDigits(typed: string): string | undefined {
  const digits = typed.replace(SEPARATORS, '');
  return CARD_DIGITS.test(digits) ? digits : undefined;
}
