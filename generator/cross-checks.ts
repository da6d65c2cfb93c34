import { readdir, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { parseColor } from './color.ts';
import { contrastFailures } from './contrast.ts';
import { closest } from './did-you-mean.ts';
import { locate, type JsonDocument } from './load-json.ts';
import type { Problem } from './problem.ts';
import { readSchema } from './schemas.ts';
import { findByDef } from './schema-walk.ts';

/**
 * Rules the JSON Schema cannot express. They read the document defensively because they run
 * even when the schema found problems: the operator gets every problem in one pass.
 */
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function problemAt(doc: JsonDocument, pointer: string, message: string, hint: string): Problem {
  return { file: doc.file, pointer, ...locate(doc, pointer), message, hint };
}

export async function brandCrossChecks(
  doc: JsonDocument,
  folderId: string,
  brandDir: string,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const brand = isObject(doc.data) ? doc.data : {};

  if (typeof brand.id === 'string' && brand.id !== folderId) {
    problems.push(
      problemAt(
        doc,
        '/id',
        `id "${brand.id}" differs from its folder name "${folderId}"`,
        `set "id": "${folderId}" or rename the folder`,
      ),
    );
  }

  problems.push(...duplicateLanguages(doc, asArray(brand.languages)));
  const offered = asArray(brand.languages)
    .map((l) => (isObject(l) ? l.type : undefined))
    .filter((t): t is string => typeof t === 'string');
  const defaultLanguage =
    typeof brand.defaultLanguage === 'string' ? brand.defaultLanguage : undefined;
  if (defaultLanguage && offered.length > 0 && !offered.includes(defaultLanguage)) {
    problems.push(
      problemAt(
        doc,
        '/defaultLanguage',
        `default language "${defaultLanguage}" is not among the offered languages`,
        `pick one of ${offered.join(', ')} or add ${defaultLanguage} to languages`,
      ),
    );
  }

  const schema = readSchema('brand');
  const texts = findByDef(schema, brand, 'LocalizedText').map((f): [string, unknown] => [
    f.pointer,
    f.value,
  ]);
  for (const [pointer, text] of texts) {
    if (defaultLanguage && isObject(text) && !(defaultLanguage in text)) {
      problems.push(
        problemAt(
          doc,
          pointer,
          `has no text in the default language "${defaultLanguage}"`,
          `add "${defaultLanguage}": "…"; visitors fall back to it`,
        ),
      );
    }
  }

  const assets = findByDef(schema, brand, 'AssetPath').map((f): [string, unknown] => [
    f.pointer,
    f.value,
  ]);
  for (const [pointer, path] of assets) {
    if (typeof path !== 'string') continue;
    const problem = await assetProblem(brandDir, path);
    if (problem) problems.push(problemAt(doc, pointer, problem.message, problem.hint));
  }

  const colors = findByDef(schema, brand, 'Color').map((f): [string, unknown] => [
    f.pointer,
    f.value,
  ]);
  for (const [pointer, value] of colors) {
    if (typeof value === 'string' && !parseColor(value)) {
      problems.push(
        problemAt(
          doc,
          pointer,
          `"${value}" is not a valid colour`,
          'use #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a) or hsl(h, s%, l%)',
        ),
      );
    }
  }

  const theme = isObject(brand.theme) ? brand.theme : {};
  const palette = isObject(theme.colors) ? theme.colors : {};
  for (const failure of contrastFailures(palette)) {
    problems.push(problemAt(doc, failure.pointer, failure.message, failure.hint));
  }
  return problems;
}

/**
 * The schema's uniqueItems compares whole entries, so two entries with one code and different
 * labels pass it; the switch would then show the language twice and one label would be dead.
 */
function duplicateLanguages(doc: JsonDocument, languages: unknown[]): Problem[] {
  const first = new Map<string, number>();
  const problems: Problem[] = [];
  languages.forEach((language, index) => {
    const code = isObject(language) ? language.type : undefined;
    if (typeof code !== 'string') return;
    const earlier = first.get(code);
    if (earlier === undefined) {
      first.set(code, index);
      return;
    }
    problems.push(
      problemAt(
        doc,
        `/languages/${index}/type`,
        `language "${code}" is already offered at /languages/${earlier}`,
        'remove one of the two entries: each language appears once in the language switch',
      ),
    );
  });
  return problems;
}

async function assetProblem(
  brandDir: string,
  path: string,
): Promise<{ message: string; hint: string } | undefined> {
  const full = resolve(brandDir, path);
  if (!full.startsWith(resolve(brandDir) + sep)) {
    return {
      message: `asset "${path}" points outside the brand folder`,
      hint: 'keep assets under assets/',
    };
  }
  try {
    if ((await stat(full)).isFile()) return undefined;
  } catch {
    // Missing: fall through to the hint below.
  }
  const present = await listFiles(join(brandDir, 'assets'));
  const guess = closest(
    path,
    present.map((f) => `assets/${f}`),
  );
  return {
    message: `asset "${path}" does not exist`,
    hint: guess
      ? `did you mean "${guess}"?`
      : present.length > 0
        ? `files in assets/: ${present.join(', ')}`
        : `add the file to ${relative(process.cwd(), join(brandDir, 'assets')) || 'assets'}/`,
  };
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

/** The schemes a customer-service path may use (the schema's pattern; the runtime agrees). */
const SERVICE_SCHEME = /^(https?:\/\/|tel:|mailto:)/;

/**
 * The schema's pattern checks the scheme; this checks that the rest is an address the browser
 * can open: a URL that parses, with a host for http(s), digits for tel:, an @ for mailto:.
 */
function customerServiceProblem(path: string): string | undefined {
  // Another scheme fails the schema's pattern, which reports it with the key's description.
  if (!SERVICE_SCHEME.test(path)) return undefined;
  let url: URL;
  try {
    url = new URL(path);
  } catch {
    return 'is not a valid URL';
  }
  if (url.protocol.startsWith('http') && url.hostname === '') return 'has no host';
  const rest = decoded(url.pathname);
  if (url.protocol === 'tel:' && !/^\+?[0-9][0-9 ().-]*$/.test(rest)) {
    return 'is not a phone number';
  }
  if (url.protocol === 'mailto:' && !/^[^@\s]+@[^@\s]+$/.test(rest)) {
    return 'is not an e-mail address';
  }
  return undefined;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function customerServiceProblems(doc: JsonDocument, entries: unknown[]): Problem[] {
  const problems: Problem[] = [];
  entries.forEach((entry, index) => {
    const path = isObject(entry) ? entry.path : undefined;
    if (typeof path !== 'string' || path === '') return;
    const problem = customerServiceProblem(path);
    if (!problem) return;
    problems.push(
      problemAt(
        doc,
        `/customerService/${index}/path`,
        `customer-service path "${path}" ${problem}`,
        'write https://host/…, http://host/…, tel:+84912345678 or mailto:help@example.com',
      ),
    );
  });
  return problems;
}

export function platformCrossChecks(doc: JsonDocument): Problem[] {
  const problems: Problem[] = [];
  const seed = isObject(doc.data) ? doc.data : {};
  problems.push(...customerServiceProblems(doc, asArray(seed.customerService)));
  const register = isObject(seed.register) ? seed.register : {};
  const rules = isObject(register.rules) ? register.rules : {};
  for (const [field, rule] of Object.entries(rules)) {
    if (!isObject(rule)) continue;
    const base = `/register/rules/${field}`;
    const pattern = rule.acceptedPattern;
    if (typeof pattern === 'string' && pattern !== '*') {
      try {
        // With `u`, as contract/validation.ts compiles it: \p{L} means letters only then.
        new RegExp(pattern, 'u');
      } catch (e: unknown) {
        const reason = e instanceof Error ? (e.message.split(': ').pop() ?? e.message) : String(e);
        problems.push(
          problemAt(
            doc,
            `${base}/acceptedPattern`,
            `acceptedPattern is not a valid regular expression (${reason})`,
            'write a JavaScript RegExp source without slashes, e.g. ^[a-z0-9]{6,12}$, or * for any value',
          ),
        );
      }
    }
    const { minLength, maxLength } = rule;
    if (typeof minLength === 'number' && typeof maxLength === 'number' && minLength > maxLength) {
      problems.push(
        problemAt(
          doc,
          `${base}/minLength`,
          `minLength ${minLength} is greater than maxLength ${maxLength}`,
          'no value could ever pass; lower minLength or raise maxLength',
        ),
      );
    }
  }
  return problems;
}
