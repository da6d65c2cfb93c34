import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { UsageError } from '../generator/errors.ts';
import { requireBrand } from '../generator/validate.ts';
import {
  BACKOFFICE_DECIDE_PATH,
  BACKOFFICE_WITHDRAWALS_PATH,
  OperatorWithdrawalSchema,
  type OperatorWithdrawal,
} from '../server/src/backoffice/backoffice-shapes.ts';
import { WITHDRAWAL_STATUSES } from '../contract/withdrawal.ts';
import { clientOperatorKey } from './operator-key.ts';

/** Options every `whitelabel platform …` command takes. */
export interface PlatformOpts {
  brand: string;
  api: string;
  key?: string;
  brandsDir: string;
}

const out = (line: string) => process.stdout.write(`${line}\n`);

/** The brand's merchant code (brand.json), which picks the merchant on the platform. */
async function merchantCode(brandsDir: string, brand: string): Promise<string> {
  const dir = await requireBrand(brandsDir, brand);
  const parsed = JSON.parse(await readFile(join(dir, 'brand.json'), 'utf8')) as {
    merchantCode?: unknown;
  };
  if (typeof parsed.merchantCode !== 'string') {
    throw new UsageError(`${join(dir, 'brand.json')} has no merchantCode.`);
  }
  return parsed.merchantCode;
}

const EnvelopeSchema = v.variant('success', [
  v.object({ success: v.literal(true), value: v.unknown() }),
  v.object({ success: v.literal(false), code: v.string(), message: v.string() }),
]);

/** One back-office call; any failure becomes an Error whose message is one sentence. */
async function backoffice(
  opts: PlatformOpts,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const key = clientOperatorKey(opts.key);
  const code = await merchantCode(opts.brandsDir, opts.brand);
  let url: URL;
  try {
    url = new URL(path, opts.api);
  } catch {
    throw new UsageError(`--api must be a URL such as http://localhost:8080, not "${opts.api}".`);
  }
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: {
        Merchant: code,
        Authorization: `Operator ${key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    throw new Error(
      `Cannot reach the platform at ${url.origin}; start it with "whitelabel serve" or pass --api.`,
    );
  }
  const text = await res.text();
  let parsed: v.SafeParseResult<typeof EnvelopeSchema>;
  try {
    parsed = v.safeParse(EnvelopeSchema, JSON.parse(text));
  } catch {
    parsed = v.safeParse(EnvelopeSchema, undefined);
  }
  if (!parsed.success) {
    throw new Error(
      `${url.origin} answered HTTP ${res.status} without a platform answer; is --api the platform?`,
    );
  }
  if (!parsed.output.success) throw new Error(parsed.output.message);
  return parsed.output.value;
}

function money(amount: number, currency: OperatorWithdrawal['currency']): string {
  const digits = currency.minorUnits;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}

const cardText = (w: OperatorWithdrawal) => `${w.card.bankName} ••••${w.card.last4}`;

/** "12", "W12" or "w12" → 12. */
export function withdrawalId(text: string): number {
  const match = /^[Ww]?([1-9][0-9]{0,14})$/.exec(text.trim());
  if (!match?.[1]) throw new UsageError(`"${text}" is not a withdrawal id such as 12 or W12.`);
  return Number(match[1]);
}

export function parseStatus(text: string): string {
  const status = text.toUpperCase();
  if (!(WITHDRAWAL_STATUSES as readonly string[]).includes(status)) {
    throw new UsageError(`--status must be one of ${WITHDRAWAL_STATUSES.join(', ')}.`);
  }
  return status;
}

/** Columns padded to their widest cell; the amount right-aligned. */
export function withdrawalTable(rows: readonly OperatorWithdrawal[]): string {
  const head = ['ID', 'ACCOUNT', 'AMOUNT', 'CARD', 'STATUS', 'REQUESTED (UTC)'];
  const cells = rows.map((w) => [
    `W${w.id}`,
    w.account,
    money(w.amount, w.currency),
    cardText(w),
    w.status,
    w.createdAt.slice(0, 16).replace('T', ' '),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i === 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), ...cells.map(line)].join('\n');
}

export async function runWithdrawals(opts: PlatformOpts & { status?: string }): Promise<void> {
  const query = opts.status ? `?status=${encodeURIComponent(opts.status)}` : '';
  const value = await backoffice(opts, 'GET', `${BACKOFFICE_WITHDRAWALS_PATH}${query}`);
  const rows = v.parse(v.array(OperatorWithdrawalSchema), value);
  if (rows.length === 0) {
    out(`No ${opts.status ? `${opts.status} ` : ''}withdrawals for ${opts.brand}.`);
    return;
  }
  out(withdrawalTable(rows));
}

export async function runApprove(id: string, opts: PlatformOpts): Promise<void> {
  const value = await backoffice(opts, 'POST', BACKOFFICE_DECIDE_PATH, {
    id: withdrawalId(id),
    decision: 'APPROVE',
  });
  const w = v.parse(OperatorWithdrawalSchema, value);
  out(`Withdrawal W${w.id} approved: ${money(w.amount, w.currency)} to ${cardText(w)}.`);
}

export async function runReject(
  id: string,
  opts: PlatformOpts & { reason: string },
): Promise<void> {
  if (opts.reason.trim() === '') throw new UsageError('--reason must say why, for the member.');
  const value = await backoffice(opts, 'POST', BACKOFFICE_DECIDE_PATH, {
    id: withdrawalId(id),
    decision: 'REJECT',
    reason: opts.reason,
  });
  const w = v.parse(OperatorWithdrawalSchema, value);
  out(
    `Withdrawal W${w.id} rejected: ${money(w.amount, w.currency)} returned to ${w.account}'s main wallet.`,
  );
}
