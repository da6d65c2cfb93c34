import { PlatformError } from '../../../contract/errors.ts';
import type { PlatformSeed } from '../../../contract/generated/platform.ts';
import {
  checkMobile,
  localMobile as localTypedMobile,
  numberingPlanOf,
  parseMobile as parseTypedMobile,
  type NumberingPlan,
} from '../../../contract/mobile.ts';

/**
 * A mobile number in the one spelling the platform stores, limits and looks up: E.164
 * (`+84912345678`) when the merchant has a default country, else the typed digits. Only
 * `mobileOf` and `storedMobile` make one, so a raw string typed by a visitor can never reach
 * a limit key or a query by mistake.
 */
export type Mobile = string & { readonly __normalisedMobile: unique symbol };

export type { NumberingPlan };

export function numberingPlan(settings: PlatformSeed): NumberingPlan {
  return numberingPlanOf(settings.phoneNumbers);
}

export interface ParsedMobile {
  mobile: Mobile;
  /** As a local would dial it: `0912345678` at home, `0063912345678` for another country. */
  local: string;
}

/** contract/mobile.ts's parseMobile, its E.164 spelling marked as normalised. */
export function parseMobile(typed: string, plan: NumberingPlan): ParsedMobile | undefined {
  const parsed = parseTypedMobile(typed, plan);
  return parsed && { mobile: parsed.mobile as Mobile, local: parsed.local };
}

/**
 * The visitor's number in the merchant's spelling, checked against the merchant's mobileNum
 * rule in its local form (the rule describes what a local types). PHONE_MISSING for nothing,
 * PHONE_INVALID for anything else that is not a number the merchant accepts.
 */
export function mobileOf(settings: PlatformSeed, typed: string | null | undefined): Mobile {
  const verdict = checkMobile(typed, numberingPlan(settings), settings.register.rules.mobileNum);
  if (verdict.kind === 'missing') throw new PlatformError('PHONE_MISSING');
  if (verdict.kind === 'invalid') throw new PlatformError('PHONE_INVALID');
  return verdict.parsed.mobile as Mobile;
}

/** The local form of a typed number for the merchant's rule check, or the text as typed. */
export function localMobile(settings: PlatformSeed, typed: string): string {
  return localTypedMobile(typed, numberingPlan(settings));
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
