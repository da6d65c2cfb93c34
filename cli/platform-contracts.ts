import * as v from 'valibot';
import {
  CONTRACT_KINDS,
  ContractTermsSchema,
  DIVIDEND_PERIODS,
  houseContractOffer,
  settleContracts,
  type ContractKind,
  type DividendPeriod,
} from '../contract/agent-contracts.ts';
import { UsageError } from '../generator/errors.ts';
import { operatorClient, type PlatformOpts } from './platform.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

export function parseKind(text: string): ContractKind {
  const kind = text.toUpperCase().replace(/-/g, '_');
  if (!(CONTRACT_KINDS as readonly string[]).includes(kind)) {
    throw new UsageError(`--kind must be one of ${CONTRACT_KINDS.join(', ')}.`);
  }
  return kind as ContractKind;
}

export function parsePeriod(text: string): DividendPeriod {
  const period = text.toUpperCase();
  if (!(DIVIDEND_PERIODS as readonly string[]).includes(period)) {
    throw new UsageError(`--period must be one of ${DIVIDEND_PERIODS.join(', ')}.`);
  }
  return period as DividendPeriod;
}

export function parseAt(text: string): string {
  const time = Date.parse(text);
  if (!Number.isFinite(time)) {
    throw new UsageError(`--at must be an instant such as 2026-11-23T12:00:00Z, not "${text}".`);
  }
  return new Date(time).toISOString();
}

/** `--terms` as JSON, checked against the contract before anything is sent. */
export function parseTerms(text: string): v.InferOutput<typeof ContractTermsSchema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError('--terms must be JSON, e.g. {"kind":"DAILY_SALARY","tiers":[…]}.');
  }
  const parsed = v.safeParse(ContractTermsSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new UsageError(`--terms ${where ? `${where}: ` : ''}${issue.message}`);
  }
  return parsed.output;
}

/** `whitelabel platform contracts offer <account> --terms <json>`: the house offers a top-level agent. */
export async function runContractOffer(
  account: string,
  opts: PlatformOpts & { terms: ReturnType<typeof parseTerms> },
): Promise<void> {
  const client = await operatorClient(opts);
  const contract = await client.call(houseContractOffer, { account, terms: opts.terms });
  out(
    `Contract ${contract.id} (${contract.kind}) offered to ${account}; it is signed when the agent accepts it.`,
  );
}

/**
 * `whitelabel platform settle`: settles one kind's period by hand. Run it with --dry-run first:
 * it answers what would be paid and changes nothing.
 */
export async function runSettle(
  opts: PlatformOpts & {
    kind: ContractKind;
    at: string;
    period?: DividendPeriod;
    dryRun?: boolean;
  },
): Promise<void> {
  const client = await operatorClient(opts);
  const dryRun = opts.dryRun ?? false;
  const answer = await client.call(settleContracts, {
    kind: opts.kind,
    at: opts.at,
    dryRun,
    ...(opts.period ? { period: opts.period } : {}),
  });
  out(
    `${dryRun ? 'Dry run: ' : ''}${opts.kind} period ${answer.periodStart} – ${answer.periodEnd} (UTC), ${answer.payments.length} contract(s).`,
  );
  for (const p of answer.payments) {
    out(`  #${p.contractId}  ${p.payer ?? 'HOUSE'} → ${p.payee}  ${p.amount}  ${p.status}`);
  }
  if (dryRun) out('Nothing was changed; run again without --dry-run to pay.');
}
