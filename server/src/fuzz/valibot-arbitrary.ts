import fc from 'fast-check';
import type * as v from 'valibot';
import { hostileValue } from './hostile-values.ts';

/**
 * fast-check arbitraries derived from a valibot schema, for the contract fuzz test. They walk
 * what valibot exposes at run time (`type`, `pipe`, `entries`, `options`, `wrapped`, `item`)
 * rather than a list of known endpoints, so a new endpoint's schema is covered as written.
 * The values are mostly of the right shape, with boundary and hostile leaves mixed in: the
 * point is to get past the first check and into the handler, where the 500s hide.
 */

/** The few fields of a valibot schema or action this walk reads. */
interface Node {
  readonly type: string;
  readonly pipe?: readonly Node[];
  readonly entries?: Readonly<Record<string, Node>>;
  readonly options?: readonly (Node | string | number)[];
  readonly wrapped?: Node;
  readonly item?: Node;
  readonly value?: Node;
  readonly literal?: unknown;
  readonly requirement?: unknown;
  readonly key?: unknown;
  readonly getter?: (input: unknown) => Node;
}

const DIGITS = [...'0123456789'];
const ALNUM = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', ...DIGITS];

/** The base schema and every action of its pipes (nested pipes flattened, in order). */
function unpipe(schema: Node): { base: Node; actions: Node[] } {
  if (!schema.pipe) return { base: schema, actions: [] };
  const [first, ...rest] = schema.pipe;
  if (!first || first === schema) return { base: schema, actions: rest };
  const inner = unpipe(first);
  return { base: inner.base, actions: [...inner.actions, ...rest] };
}

function requirementOf(actions: Node[], type: string): unknown {
  return actions.find((action) => action.type === type)?.requirement;
}

function numberRequirement(actions: Node[], type: string): number | undefined {
  const value = requirementOf(actions, type);
  return typeof value === 'number' ? value : undefined;
}

function stringArbitrary(actions: Node[]): fc.Arbitrary<string> {
  const regex = requirementOf(actions, 'regex');
  if (regex instanceof RegExp) {
    try {
      return fc.stringMatching(regex);
    } catch {
      // A pattern fast-check cannot invert (look-ahead, \p{…}): plain strings instead.
    }
  }
  if (actions.some((action) => action.type === 'email')) {
    // Plain addresses: fast-check's RFC-exotic ones are mostly refused by valibot's email().
    return fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z]{1,10}$/))
      .map(([local, domain]) => `${local}@${domain}.com`);
  }
  if (actions.some((action) => action.type === 'url')) return fc.webUrl();
  if (actions.some((action) => action.type === 'iso_date')) {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  const exact = numberRequirement(actions, 'length');
  const min = exact ?? numberRequirement(actions, 'min_length') ?? 0;
  const max = exact ?? Math.min(numberRequirement(actions, 'max_length') ?? 40, min + 40);
  const starts = requirementOf(actions, 'starts_with');
  const hi = Math.max(min, max);
  // Besides any text, the shapes most fields of this domain take: account names and codes
  // (letters and digits) and numbers (mobiles, ids), so checks written as v.check pass too.
  const short = { minLength: Math.max(min, Math.min(3, hi)), maxLength: Math.min(hi, 16) };
  const text = fc.oneof(
    {
      arbitrary: fc
        .string({ minLength: min, maxLength: hi, unit: 'grapheme' })
        .filter((s) => s.length <= hi),
      weight: 2,
    },
    { arbitrary: fc.string({ ...short, unit: fc.constantFrom(...ALNUM) }), weight: 2 },
    { arbitrary: fc.string({ ...short, unit: fc.constantFrom(...DIGITS) }), weight: 1 },
  );
  return typeof starts === 'string' ? text.map((rest) => starts + rest) : text;
}

function numberArbitrary(actions: Node[]): fc.Arbitrary<number> {
  const integer = actions.some((a) => a.type === 'integer' || a.type === 'safe_integer');
  const min = numberRequirement(actions, 'min_value') ?? -1_000_000;
  const max = numberRequirement(actions, 'max_value') ?? 1_000_000;
  const lo = Math.max(min, -1_000_000);
  const hi = Math.min(max, Math.max(lo, 1_000_000));
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values mostly valid for `schema`; `hostility` (0..1) is how often a leaf is replaced by a
 * hostile value, an optional field left out or an unexpected key added.
 */
export function arbitraryOf(schema: v.GenericSchema, hostility = 0.1): fc.Arbitrary<unknown> {
  return derive(schema as unknown as Node, hostility, 0);
}

function withHostility(arb: fc.Arbitrary<unknown>, hostility: number): fc.Arbitrary<unknown> {
  if (hostility <= 0) return arb;
  const weight = Math.max(1, Math.round(hostility * 100));
  return fc.oneof({ arbitrary: arb, weight: 100 - weight }, { arbitrary: hostileValue, weight });
}

function derive(
  schema: Node,
  hostility: number,
  depth: number,
  outer: readonly Node[] = [],
): fc.Arbitrary<unknown> {
  const unpiped = unpipe(schema);
  const { base } = unpiped;
  // A pipe around a union (v.pipe(v.union([...]), v.minValue(1))) constrains every option.
  const actions = [...unpiped.actions, ...outer];
  const leaf = (arb: fc.Arbitrary<unknown>) => withHostility(arb, hostility);
  switch (base.type) {
    case 'string':
      // Text that a pipe turns into a bounded number (a query-string integer): numbers as text.
      if (actions.some((a) => a.type === 'transform') && numberRequirement(actions, 'max_value')) {
        return leaf(numberArbitrary(actions).map(String));
      }
      return leaf(stringArbitrary(actions));
    case 'number':
      return leaf(numberArbitrary(actions));
    case 'boolean':
      return leaf(fc.boolean());
    case 'literal':
      return leaf(fc.constant(base.literal));
    case 'null':
      return leaf(fc.constant(null));
    case 'picklist':
    case 'enum':
      return leaf(fc.constantFrom(...((base.options ?? []) as unknown[])));
    case 'unknown':
    case 'any':
      // In this contract an unknown that is piped is a number travelling as text.
      return leaf(fc.oneof(numberArbitrary(actions), numberArbitrary(actions).map(String)));
    case 'optional':
    case 'nullish':
    case 'undefinedable':
      return fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 1 },
        { arbitrary: derive(base.wrapped as Node, hostility, depth), weight: 3 },
      );
    case 'nullable':
      return fc.oneof(fc.constant(null), derive(base.wrapped as Node, hostility, depth));
    case 'lazy':
      return depth > 3
        ? fc.constant([])
        : derive(base.getter?.(undefined) as Node, hostility, depth + 1);
    case 'union':
    case 'variant':
      return fc.oneof(
        ...(base.options as Node[]).map((option) => derive(option, hostility, depth + 1, actions)),
      );
    case 'array': {
      const max = Math.min(numberRequirement(actions, 'max_length') ?? 5, 8);
      const min = Math.min(numberRequirement(actions, 'min_length') ?? 0, max);
      return leaf(
        fc.array(derive(base.item as Node, hostility, depth + 1), {
          minLength: min,
          maxLength: max,
        }),
      );
    }
    case 'record':
      return leaf(
        fc.dictionary(
          fc.string({ maxLength: 8 }),
          derive(base.value as Node, hostility, depth + 1),
          {
            maxKeys: 3,
          },
        ),
      );
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return objectArbitrary(base, hostility, depth);
    default:
      return hostileValue;
  }
}

function objectArbitrary(base: Node, hostility: number, depth: number): fc.Arbitrary<unknown> {
  const entries = base.entries ?? {};
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, entry] of Object.entries(entries)) {
    fields[key] = derive(entry, hostility, depth + 1);
  }
  const record = fc.record(fields).map((value) => {
    const clean: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) if (field !== undefined) clean[key] = field;
    return clean;
  });
  if (hostility <= 0) return record;
  return fc
    .tuple(
      record,
      fc.option(
        fc.tuple(
          fc.constantFrom('__proto__', 'constructor', 'extra', 'x'.repeat(200)),
          hostileValue,
        ),
        { freq: 8 },
      ),
    )
    .map(([value, extra]) => {
      if (!extra) return value;
      // defineProperty: an own "__proto__" key, as JSON.parse of a hostile body would make.
      Object.defineProperty(value, extra[0], {
        value: extra[1],
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return value;
    });
}
