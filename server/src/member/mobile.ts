import { PlatformError } from '../../../contract/errors.ts';
import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import { checkField, type ValidationRule } from '../../../contract/validation.ts';

/**
 * A mobile number in the one spelling the platform stores, limits and looks up: E.164
 * (`+84912345678`) when the merchant has a default country, else the typed digits. Only
 * `mobileOf` and `storedMobile` make one, so a raw string typed by a visitor can never reach
 * a limit key or a query by mistake.
 */
export type Mobile = string & { readonly __normalisedMobile: unique symbol };

/** The merchant's numbering plan (platform.json `phoneNumbers`). */
export interface NumberingPlan {
  callingCode: string | undefined;
  trunkPrefix: string;
}

/** Used when a merchant has no mobileNum rule: 6 to 15 digits. */
const DEFAULT_MOBILE_RULE: ValidationRule = {
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

export function numberingPlan(settings: PlatformSeed): NumberingPlan {
  return {
    callingCode: settings.phoneNumbers?.callingCode,
    trunkPrefix: settings.phoneNumbers?.trunkPrefix ?? '0',
  };
}

export interface ParsedMobile {
  mobile: Mobile;
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
    return NATIONAL.test(text) ? { mobile: text as Mobile, local: text } : undefined;
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
  return { mobile: `+${international}` as Mobile, local };
}

/**
 * The visitor's number in the merchant's spelling, checked against the merchant's mobileNum
 * rule in its local form (the rule describes what a local types). PHONE_MISSING for nothing,
 * PHONE_INVALID for anything else that is not a number the merchant accepts.
 */
export function mobileOf(settings: PlatformSeed, typed: string | null | undefined): Mobile {
  const text = (typed ?? '').trim();
  if (text === '') throw new PlatformError('PHONE_MISSING');
  const parsed = parseMobile(text, numberingPlan(settings));
  const rule = settings.register.rules['mobileNum'] ?? DEFAULT_MOBILE_RULE;
  if (!parsed || checkField(parsed.local, rule, true)) throw new PlatformError('PHONE_INVALID');
  return parsed.mobile;
}

/** The local form of a typed number for the merchant's rule check, or the text as typed. */
export function localMobile(settings: PlatformSeed, typed: string): string {
  return parseMobile(typed.trim(), numberingPlan(settings))?.local ?? typed;
}

/**
 * A number read back from the members table. Rows written before numbers were normalised may
 * hold a national spelling; they are normalised on the way when they can be.
 */
export function storedMobile(settings: PlatformSeed, stored: string): Mobile {
  return parseMobile(stored, numberingPlan(settings))?.mobile ?? (stored as Mobile);
}

/**
 * The spellings a member row written before normalisation may hold for this number: E.164,
 * the local form (`0912345678`) and the international one (`0084912345678`). Lookups accept
 * them all, so nobody registered earlier is lost, and no migration has to guess a country
 * for merchants whose settings had none when it ran. (Bare digits are left out: `84912…`
 * typed without a prefix is a national number, not this one.)
 */
export function storedSpellings(settings: PlatformSeed, mobile: Mobile): string[] {
  const parsed = parseMobile(mobile, numberingPlan(settings));
  if (!parsed || !mobile.startsWith('+')) return [mobile];
  return [...new Set([mobile, parsed.local, `00${mobile.slice(1)}`])];
}
