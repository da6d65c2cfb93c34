import * as v from 'valibot';

/**
 * The building blocks of every contract input, so bad input never reaches a 500.
 * Whatever a client sends is refused here, as BAD_REQUEST naming the field, before it can
 * reach SQL or arithmetic: PostgreSQL refuses a NUL byte in text and a number out of its
 * column's range with an exception, which would otherwise surface as SYSTEM_ERROR.
 */

/** C0 and C1 control characters and DEL: never part of a name, code, address or password. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** The same, but line breaks and tabs are allowed (multi-line free text such as a reason). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/** A lone UTF-16 surrogate cannot be encoded as UTF-8: the database would store U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;

/** True for text that TextSchema would take (for routes outside the contract, e.g. sandbox pages). */
export function isCleanText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

const noControls = (allowed: RegExp) =>
  v.check((text: string) => !allowed.test(text), 'Control characters are not allowed.');
const wellFormed = v.check(
  (text: string) => !LONE_SURROGATE.test(text),
  'The text is not valid Unicode.',
);

/** Text of one line, kept as sent: no control characters, no broken UTF-16, at most `max`. */
export function TextSchema(max: number) {
  return v.pipe(v.string(), v.maxLength(max), noControls(CONTROL), wellFormed);
}

/** Text of one line with surrounding white space removed first (names, codes, addresses). */
export function TrimmedTextSchema(max: number) {
  return v.pipe(v.string(), noControls(CONTROL), wellFormed, v.trim(), v.maxLength(max));
}

/** Free text that may span lines (a reason, a remark): newlines and tabs allowed, no other controls. */
export function MultiLineTextSchema(max: number) {
  return v.pipe(v.string(), noControls(CONTROL_BUT_LINES), wellFormed, v.trim(), v.maxLength(max));
}

/** A password, fund password or other secret: kept as typed (no trim), one line, at most 128. */
export const SecretSchema = TextSchema(128);

/** The largest value of a PostgreSQL `integer` column (most ids: members, cards, withdrawals). */
export const MAX_INT_ID = 2_147_483_647;

/** An id of an `integer` column: a positive integer the column can hold (1..2^31-1). */
export const IdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_INT_ID));

/** An id of a `bigint` column (deposits, messages): a positive safe integer (1..2^53-1). */
export const BigIdSchema = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(1),
  v.maxValue(Number.MAX_SAFE_INTEGER),
);

/** Decimal digits only, no sign, point, exponent or leading zero: "0.5", "1e308", "-1" and "" are refused. */
const DIGITS = /^(?:0|[1-9][0-9]{0,15})$/;

/**
 * An integer from a query string (every GET field travels as text), parsed strictly, or a
 * number as the runtime's own call() passes it before it is written into the query.
 */
export function QueryIntSchema(min: number, max: number) {
  return v.pipe(
    v.union([
      v.number(),
      v.pipe(v.string(), v.regex(DIGITS, 'Expected a whole number.'), v.transform(Number)),
    ]),
    v.safeInteger(),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** An `integer` column's id in a query string. */
export const QueryIdSchema = QueryIntSchema(1, MAX_INT_ID);
/** A `bigint` column's id in a query string. */
export const QueryBigIdSchema = QueryIntSchema(1, Number.MAX_SAFE_INTEGER);

/** The last page anyone pages to; beyond it the offset is not worth a query. */
export const MAX_PAGE = 100_000;
/** Spec §9: at most 50 rows a page. */
export const MAX_PAGE_SIZE = 50;

/** A 1-based page number (query string), 1 when left out. */
export const PageSchema = v.optional(QueryIntSchema(1, MAX_PAGE), 1);
/** Rows per page (query string), 10 when left out. */
export const PageSizeSchema = v.optional(QueryIntSchema(1, MAX_PAGE_SIZE), 10);

/**
 * An amount of minor units as a member types it: any finite number. Whether it is a positive
 * safe integer is the platform's to say, as AMOUNT_INVALID (money.ts: a clearer message than
 * BAD_REQUEST, which the fuzz test holds every money call to for 0.5, -1, 2^53+1 and 1e308);
 * only what JSON cannot mean as money (`1e999`, read as Infinity) is refused here.
 */
export const AmountSchema = v.pipe(v.number(), v.finite());

/** A coordinate or duration of a gesture (slider track): finite and of a sane size. */
export const GestureNumberSchema = v.pipe(
  v.number(),
  v.minValue(-1_000_000),
  v.maxValue(1_000_000),
);
