import fc from 'fast-check';
import type { AnyEndpoint } from '../../../contract/endpoint.ts';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, hostileValue } from './hostile-values.ts';
import { arbitraryOf } from './valibot-arbitrary.ts';

/**
 * One request of the fuzz, before it is sent. `payload` is what the server will see after
 * parsing the body or the query (so the test can tell a schema-valid input from an invalid
 * one); undefined when the request is too broken to say (invalid JSON, odd encodings).
 */
export interface FuzzCase {
  label: string;
  /** Query string including "?", or "". */
  query: string;
  /** The raw body, or undefined for none. */
  body?: string;
  contentType?: string;
  /** Seal `payload` as an E payload at send time (the body is then the sealed JSON). */
  seal?: boolean;
  payload?: unknown;
}

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';

const inQuery = (endpoint: AnyEndpoint) =>
  endpoint.method === 'GET' || endpoint.method === 'DELETE';

/** A scalar as a query string carries it; structured values have no query form. */
function queryText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function asQuery(payload: unknown): { query: string; seen: Record<string, string> } {
  const params = new URLSearchParams();
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
    for (const [key, value] of Object.entries(payload)) {
      const text = queryText(value);
      if (text !== undefined) params.set(key, text);
    }
  }
  const query = params.toString();
  // Read back as the server reads it: a lone surrogate, for one, has become U+FFFD on the way.
  const seen = Object.fromEntries(new URLSearchParams(query));
  return { query: query ? `?${query}` : '', seen };
}

/** Parsed the way the server parses it: what JSON can carry (no undefined, no -0, no Infinity). */
function roundTrip(payload: unknown): unknown {
  const text = JSON.stringify(payload);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

function payloadCase(endpoint: AnyEndpoint, label: string, payload: unknown): FuzzCase {
  if (inQuery(endpoint)) {
    const { query, seen } = asQuery(payload);
    return { label, query, payload: seen };
  }
  if (endpoint.formEncoded) {
    const { query, seen } = asQuery(payload);
    return { label, query: '', body: query.slice(1), contentType: FORM_TYPE, payload: seen };
  }
  const body = JSON.stringify(payload) ?? '';
  return {
    label,
    query: '',
    body,
    contentType: JSON_TYPE,
    seal: endpoint.encrypted,
    payload: body.trim() === '' ? {} : roundTrip(payload),
  };
}

function keysOf(value: unknown): string[] {
  return typeof value === 'object' && value !== null ? Object.keys(value) : [];
}

/** Percent-encoded; a lone surrogate becomes the bytes of one (invalid UTF-8, on purpose). */
function encodeRaw(text: string): string {
  return [...text]
    .map((ch) => (/\p{Cs}/u.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
    .join('');
}

/** Raw requests no schema-driven value can express: broken bodies and encodings. */
function rawCases(endpoint: AnyEndpoint, keys: readonly string[]): FuzzCase[] {
  if (inQuery(endpoint)) {
    const key = keys[0] ?? 'id';
    return [
      { label: 'bare %', query: '?%' },
      { label: 'truncated escape', query: `?${key}=%E0%A4%A` },
      { label: 'encoded NUL', query: `?${key}=%00` },
      { label: 'repeated key', query: `?${key}=1&${key}=2&${key}=%00` },
      { label: 'empty key', query: '?=1&&=' },
      ...HOSTILE_STRINGS.slice(0, 12).map((text, i) => ({
        label: `hostile query ${i}`,
        query: `?${keys.map((k) => `${k}=${encodeRaw(text)}`).join('&') || 'x=1'}`,
      })),
    ];
  }
  const type = endpoint.formEncoded ? FORM_TYPE : JSON_TYPE;
  const bodies = [
    '',
    '   ',
    'null',
    '[]',
    '"x"',
    '1',
    '{',
    '{"a":',
    '\u0000',
    '{"x":1e999}',
    'a=1&b',
  ];
  for (const key of keys) bodies.push(`{"${key}":1e999}`, `{"${key}":"\\u0000"}`);
  return bodies.map((body, i) => ({ label: `raw body ${i}`, query: '', body, contentType: type }));
}

/** The same valid-shaped input under content types the endpoint must refuse (415). */
function contentTypeCases(endpoint: AnyEndpoint, payload: unknown): FuzzCase[] {
  if (inQuery(endpoint)) return [];
  const json = JSON.stringify(payload) ?? '{}';
  const form = asQuery(payload).query.slice(1);
  const wrong: [string | undefined, string][] = [
    ['text/plain', json],
    [undefined, json],
    ['multipart/form-data; boundary=x', json],
    ['application/jsonx', json],
    endpoint.formEncoded ? [JSON_TYPE, json] : [FORM_TYPE, form],
  ];
  return wrong.map(([contentType, body]) => ({
    label: `content type ${contentType ?? 'missing'}`,
    query: '',
    body,
    ...(contentType === undefined ? {} : { contentType }),
  }));
}

/**
 * Every request of one endpoint's batch: valid-shaped inputs, the same with one field
 * missing or replaced by a hostile value, hostile inputs throughout, raw broken requests and
 * wrong content types. Deterministic for a given seed.
 */
export function casesFor(endpoint: AnyEndpoint, seed: number, size: number): FuzzCase[] {
  const schema = endpoint.input;
  const valid = fc.sample(arbitraryOf(schema, 0), { numRuns: size, seed });
  const hostile = fc.sample(arbitraryOf(schema, 0.25), { numRuns: size, seed: seed + 1 });
  const replacements = fc.sample(hostileValue, { numRuns: 64, seed: seed + 2 });
  const cases: FuzzCase[] = [];
  valid.forEach((payload, i) => cases.push(payloadCase(endpoint, `valid-shaped ${i}`, payload)));
  hostile.forEach((payload, i) => cases.push(payloadCase(endpoint, `hostile ${i}`, payload)));

  const sample = valid[0] ?? {};
  const keys = keysOf(sample);
  keys.forEach((key, i) => {
    const rest = Object.fromEntries(Object.entries(sample as object).filter(([k]) => k !== key));
    cases.push(payloadCase(endpoint, `without ${key}`, rest));
    const replaced = { ...(sample as Record<string, unknown>), [key]: replacements[i % 64] };
    cases.push(payloadCase(endpoint, `${key} replaced`, replaced));
    for (const number of [1e308, 2 ** 53 + 1, 0.5, -1]) {
      const value = inQuery(endpoint) ? String(number) : number;
      cases.push(payloadCase(endpoint, `${key}=${number}`, { ...sample, [key]: value }));
    }
    cases.push(payloadCase(endpoint, `${key} with NUL`, { ...sample, [key]: 'a\u0000' }));
    if (!inQuery(endpoint))
      cases.push(
        payloadCase(endpoint, `${key} as array`, { ...sample, [key]: [sample[key as never]] }),
      );
  });
  for (const number of HOSTILE_NUMBERS.slice(0, 4)) {
    cases.push(payloadCase(endpoint, `whole input ${number}`, number));
  }
  cases.push(...rawCases(endpoint, keys), ...contentTypeCases(endpoint, sample));
  return cases;
}
