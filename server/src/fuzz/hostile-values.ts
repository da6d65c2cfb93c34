import fc from 'fast-check';

/** Strings that have broken platforms before: controls, encodings, numbers in disguise. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u001b[31m\u007f\u0085\u009f',
  'line\nbreak\r\n\ttab',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\u200b\ufeff',
  'e\u0301\u0301\u0301',
  '😀👨‍👩‍👧‍👦',
  '中文汉字',
  '0',
  '-1',
  '0.5',
  '1e308',
  '-1e308',
  '1e999',
  '9007199254740993',
  '2147483648',
  'NaN',
  'Infinity',
  'null',
  'true',
  '__proto__',
  'constructor',
  "' or '1'='1' --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  'x'.repeat(300),
  'x'.repeat(70_000),
];

/** Numbers at and beyond every boundary a schema or a column has. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53 - 1,
  2 ** 53 + 1,
  2 ** 63,
  Number.MIN_VALUE,
  1e-308,
];

/** Values of the wrong type for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  ['a'],
  [1, 2],
  {},
  { __proto__: null, constructor: { prototype: 1 } },
  JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
];

export const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
export const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);
/** Anything a hostile client could put where a scalar belongs. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(...WRONG_TYPES),
);
