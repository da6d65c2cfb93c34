/**
 * Registration field validation of spec §5, shared by the platform (which decides) and the
 * runtime (which checks before sending, so the visitor sees the message at once).
 * A value passes when it matches the merchant's `acceptedPattern` (`*` = any) and its length
 * is within minLength..maxLength; `patternId` only picks the message shown.
 */
import type { FieldSetting, ValidationRule } from './generated/platform.ts';

export type { FieldSetting, ValidationRule };

export type FieldProblem =
  { kind: 'required' } | { kind: 'pattern'; patternId: number; min: number; max: number };

/**
 * The canonical pattern of each patternId (spec §5; id 11 is not specified). Operators may
 * write any acceptedPattern; these are what `whitelabel new` seeds and what the tests pin.
 * \p{Script=Han} covers Chinese characters.
 */
export const PATTERNS = {
  0: '^[\\s\\S]*$',
  1: '^[A-Za-z][A-Za-z0-9]*$',
  2: '^[A-Za-z0-9\\p{Script=Han}]+$',
  3: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  4: '^[A-Za-z0-9]+$',
  5: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  6: '^[0-9]+$',
  7: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  8: '^[A-Za-z ]+$',
  9: '^\\S+$',
  10: '^[\\p{Script=Han}\\p{P}]+$',
  12: '^(?=(?:.*[A-Za-z]){2})[A-Za-z ]+$',
} as const satisfies Record<ValidationRule['patternId'], string>;

export type PatternId = ValidationRule['patternId'];
export const PATTERN_IDS = Object.keys(PATTERNS).map(Number) as [PatternId, ...PatternId[]];

const compiled = new Map<string, RegExp>();
function regexOf(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    // `u` so \p{…} works and lengths count code points the way a person counts characters.
    re = new RegExp(source, 'u');
    compiled.set(source, re);
  }
  return re;
}

/** The problem with one value, or undefined when it is fine. Empty optional fields pass. */
export function checkField(
  value: string | undefined,
  rule: ValidationRule | undefined,
  required: boolean,
): FieldProblem | undefined {
  const text = value ?? '';
  if (text.length === 0) return required ? { kind: 'required' } : undefined;
  if (!rule) return undefined;
  const length = [...text].length;
  const patternOk = rule.acceptedPattern === '*' || regexOf(rule.acceptedPattern).test(text);
  if (!patternOk || length < rule.minLength || length > rule.maxLength) {
    return { kind: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  }
  return undefined;
}

/** The dictionary key of a problem's message; params are { field } or { min, max }. */
export function problemMessageKey(problem: FieldProblem): string {
  return problem.kind === 'required'
    ? 'validation.required'
    : `validation.pattern.${problem.patternId}`;
}
