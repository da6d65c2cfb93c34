import type { PlatformSeed } from './generated/platform.ts';
import { checkField, type ValidationRule } from './validation.ts';

/**
 * Mobile numbers as the platform reads them (platform.json `phoneNumbers`): every number is
 * stored, limited and looked up in E.164, and a merchant's mobileNum rule describes the number
 * as a local types it. The runtime checks a typed number with the same functions, so a number
 * the platform takes (`+84 912 345 678` on a site in Vietnam) is never refused before it is
 * sent, nor one it refuses let through.
 */

/** The merchant's numbering plan. */
export interface NumberingPlan {
  callingCode: string | undefined;
  trunkPrefix: string;
}

export function numberingPlanOf(phoneNumbers: PlatformSeed['phoneNumbers']): NumberingPlan {
  return {
    callingCode: phoneNumbers?.callingCode,
    trunkPrefix: phoneNumbers?.trunkPrefix ?? '0',
  };
}

/** Used when a merchant has no mobileNum rule: 6 to 15 digits. */
export const DEFAULT_MOBILE_RULE: ValidationRule = {
  patternId: 6,
  acceptedPattern: '^[0-9]+$',
  minLength: 6,
  maxLength: 15,
};

/** What people type between digits: spaces, dashes, dots, parentheses, slashes. */
const SEPARATORS = /[\s\-–.()/]/gu;
/** E.164: at most 15 digits with the country code; the shortest numbers in use have 7. */
const E164 = /^[1-9][0-9]{6,14}$/;
const NATIONAL = /^[0-9]{6,15}$/;

export interface ParsedMobile {
  /** E.164 (`+84912345678`) when the plan has a country, else the typed digits. */
  mobile: string;
  /** As a local would dial it: `0912345678` at home, `0063912345678` for another country. */
  local: string;
}

/**
 * Reads a typed number: `+` or the international prefix `00` start a country code; otherwise
 * the number is national and gets the merchant's calling code, its trunk prefix dropped. So
 * `0912 345 678`, `0084912345678`, `+84 (0)912-345-678` and `+84912345678` are one number for
 * a merchant in Vietnam (`00912…` dials +91, India: another number). Full-width digits count
 * as digits. Undefined for anything that is not a possible number.
 */
export function parseMobile(typed: string, plan: NumberingPlan): ParsedMobile | undefined {
  const text = typed.normalize('NFKC').replace(SEPARATORS, '');
  const { callingCode, trunkPrefix } = plan;
  let international: string;
  if (text.startsWith('+')) international = text.slice(1);
  else if (text.startsWith('00')) international = text.slice(2);
  else if (callingCode === undefined) {
    return NATIONAL.test(text) ? { mobile: text, local: text } : undefined;
  } else {
    const national =
      trunkPrefix !== '' && text.startsWith(trunkPrefix) ? text.slice(trunkPrefix.length) : text;
    international = callingCode + national;
  }
  // "+84 (0)912…": a trunk prefix written after the merchant's own country code.
  if (
    callingCode !== undefined &&
    trunkPrefix !== '' &&
    international.startsWith(callingCode + trunkPrefix)
  ) {
    international = callingCode + international.slice(callingCode.length + trunkPrefix.length);
  }
  if (!E164.test(international)) return undefined;
  // Country codes are a prefix code: digits starting with ours are a number of our country.
  const local =
    callingCode !== undefined && international.startsWith(callingCode)
      ? trunkPrefix + international.slice(callingCode.length)
      : `00${international}`;
  return { mobile: `+${international}`, local };
}

/** The local form of a typed number for the merchant's rule check, or the text as typed. */
export function localMobile(typed: string, plan: NumberingPlan): string {
  return parseMobile(typed.trim(), plan)?.local ?? typed;
}

/**
 * The verdict on a typed number: missing, invalid (not a number, or its local form breaks the
 * merchant's mobileNum rule), or the parsed number.
 */
export function checkMobile(
  typed: string | null | undefined,
  plan: NumberingPlan,
  rule: ValidationRule | undefined,
): { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; parsed: ParsedMobile } {
  const text = (typed ?? '').trim();
  if (text === '') return { kind: 'missing' };
  const parsed = parseMobile(text, plan);
  if (!parsed || checkField(parsed.local, rule ?? DEFAULT_MOBILE_RULE, true)) {
    return { kind: 'invalid' };
  }
  return { kind: 'ok', parsed };
}
