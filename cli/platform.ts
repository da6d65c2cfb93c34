import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError } from '../generator/errors.ts';
import { requireBrand } from '../generator/validate.ts';
import {
  backofficeDecide,
  backofficeWithdrawals,
  type OperatorWithdrawal,
} from '../contract/backoffice.ts';
import { createClient, NOT_AN_ENVELOPE, type PlatformClient } from '../contract/client.ts';
import { PlatformError } from '../contract/errors.ts';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../contract/withdrawal.ts';
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

/**
 * The back-office through the platform client the runtime uses (contract/client.ts), with the
 * operator key instead of a member token. Its failures become Errors whose message is one
 * sentence: the platform's own message, or what to check when no platform answered.
 */
export async function operatorClient(opts: PlatformOpts): Promise<PlatformClient> {
  const key = clientOperatorKey(opts.key);
  const merchant = await merchantCode(opts.brandsDir, opts.brand);
  let origin: string;
  try {
    origin = new URL(opts.api).origin;
  } catch {
    throw new UsageError(`--api must be a URL such as http://localhost:8080, not "${opts.api}".`);
  }
  const client = createClient({
    apiBase: opts.api,
    merchant,
    timeout: 30_000,
    beforeSend: (outgoing) => {
      outgoing.headers.Authorization = `Operator ${key}`;
    },
  });
  return {
    call: (endpoint, input) =>
      client.call(endpoint, input).catch((e: unknown) => {
        throw oneSentence(e, origin);
      }),
  };
}

function oneSentence(e: unknown, origin: string): Error {
  if (!(e instanceof PlatformError)) return e instanceof Error ? e : new Error(String(e));
  if (e.status === 0 && (e.code === 'NETWORK' || e.code === 'SLOW_NETWORK')) {
    return new Error(
      `Cannot reach the platform at ${origin}; start it with "whitelabel serve" or pass --api.`,
    );
  }
  if (e.code === 'UNKNOWN' && e.message.endsWith(NOT_AN_ENVELOPE)) {
    return new Error(
      `${origin} answered HTTP ${e.status} without a platform answer; is --api the platform?`,
    );
  }
  if (e.code === 'UNKNOWN') {
    return new Error(
      `${origin} answered outside the contract; are the CLI and the platform the same version?`,
    );
  }
  return new Error(e.message);
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

export function parseStatus(text: string): WithdrawalStatus {
  const status = text.toUpperCase();
  if (!(WITHDRAWAL_STATUSES as readonly string[]).includes(status)) {
    throw new UsageError(`--status must be one of ${WITHDRAWAL_STATUSES.join(', ')}.`);
  }
  return status as WithdrawalStatus;
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
  const status = opts.status ? parseStatus(opts.status) : undefined;
  const client = await operatorClient(opts);
  const rows = await client.call(backofficeWithdrawals, status ? { status } : {});
  if (rows.length === 0) {
    out(`No ${status ? `${status} ` : ''}withdrawals for ${opts.brand}.`);
    return;
  }
  out(withdrawalTable(rows));
}

export async function runApprove(id: string, opts: PlatformOpts): Promise<void> {
  const withdrawal = withdrawalId(id);
  const client = await operatorClient(opts);
  const w = await client.call(backofficeDecide, { id: withdrawal, decision: 'APPROVE' });
  out(`Withdrawal W${w.id} approved: ${money(w.amount, w.currency)} to ${cardText(w)}.`);
}

export async function runReject(
  id: string,
  opts: PlatformOpts & { reason: string },
): Promise<void> {
  if (opts.reason.trim() === '') throw new UsageError('--reason must say why, for the member.');
  const withdrawal = withdrawalId(id);
  const client = await operatorClient(opts);
  const w = await client.call(backofficeDecide, {
    id: withdrawal,
    decision: 'REJECT',
    reason: opts.reason,
  });
  out(
    `Withdrawal W${w.id} rejected: ${money(w.amount, w.currency)} returned to ${w.account}'s main wallet.`,
  );
}
