import { checkField, type ValidationRule } from '../contract/validation.ts';
import { locate, type JsonDocument } from './load-json.ts';
import type { Problem } from './problem.ts';
import { LANGUAGE_NAMES, SAMPLE_NAMES } from './sample-names.ts';

/**
 * The register rules that hold a person's name. The schema has no nickname rule today (the
 * nickname is the account); it is listed so a rule added later is checked without a change here.
 */
const NAME_RULES: Readonly<Record<string, string>> = {
  payeeName: 'real-name',
  nickname: 'nickname',
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function ruleOf(value: unknown): ValidationRule | undefined {
  if (!isObject(value)) return undefined;
  const { patternId, acceptedPattern, minLength, maxLength } = value;
  if (typeof acceptedPattern !== 'string' || typeof minLength !== 'number') return undefined;
  if (typeof maxLength !== 'number' || typeof patternId !== 'number') return undefined;
  return { patternId, acceptedPattern, minLength, maxLength } as ValidationRule;
}

/** The first sample name of `language` the rule refuses, judged as the form and server judge. */
export function refusedSample(rule: ValidationRule, language: string): string | undefined {
  return (SAMPLE_NAMES[language] ?? []).find((name) => {
    try {
      return checkField(name, rule, true) !== undefined;
    } catch {
      // An invalid pattern is reported as a problem by platformCrossChecks.
      return false;
    }
  });
}

/**
 * Warnings, not problems: a brand may choose Latin-only names (say, to match bank records),
 * so the build goes on, but the operator learns which players the rule turns away.
 */
export function nameRuleWarnings(platform: JsonDocument, defaultLanguage: string): Problem[] {
  const seed = isObject(platform.data) ? platform.data : {};
  const register = isObject(seed.register) ? seed.register : {};
  const rules = isObject(register.rules) ? register.rules : {};
  const warnings: Problem[] = [];
  for (const [field, what] of Object.entries(NAME_RULES)) {
    const rule = ruleOf(rules[field]);
    if (!rule) continue;
    const refused = refusedSample(rule, defaultLanguage);
    if (refused === undefined) continue;
    const pointer = `/register/rules/${field}/acceptedPattern`;
    const language = LANGUAGE_NAMES[defaultLanguage] ?? defaultLanguage;
    warnings.push({
      file: platform.file,
      pointer,
      ...locate(platform, pointer),
      message: `the ${what} rule (${field}) refuses the ${language} name "${refused}", and ${language} is the brand's default language.`,
      hint: 'accept letters of every script and their marks, e.g. ^(?=(?:.*\\p{L}){2})[\\p{L}\\p{M} ]+$',
    });
  }
  return warnings;
}
