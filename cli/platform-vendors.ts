import { backofficeVendorCheck } from '../contract/backoffice.ts';
import { UsageError } from '../generator/errors.ts';
import { operatorClient, type PlatformOpts } from './platform.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `whitelabel platform check-vendors`: the transfer wallet's reconciliation check on a running
 * platform. Exits 1 when a vendor could not be checked or a wallet drifts with no transfer
 * pending to explain it (a drift beside a pending transfer clears when the reconciler runs).
 */
export async function runVendorCheck(opts: PlatformOpts & { vendor?: string }): Promise<void> {
  const vendor = opts.vendor?.toUpperCase();
  if (vendor !== undefined && !/^[A-Z0-9_]{2,32}$/.test(vendor)) {
    throw new UsageError(`--vendor must be a vendor code such as HARBOR, not "${opts.vendor}".`);
  }
  const client = await operatorClient(opts);
  const results = await client.call(backofficeVendorCheck, vendor ? { vendor } : {});
  if (results.length === 0) {
    out(`${opts.brand} has no transfer-wallet vendor on this platform: nothing to check.`);
    return;
  }
  let trouble = false;
  for (const result of results) {
    if (result.unavailable !== null) {
      trouble = true;
      out(`${result.vendor}: not checked, the vendor did not answer (${result.unavailable}).`);
      continue;
    }
    if (result.drifts.length === 0) {
      out(`${result.vendor}: the books match the vendor for every wallet.`);
      continue;
    }
    for (const drift of result.drifts) {
      const explained = drift.pendingTransfers > 0;
      if (!explained) trouble = true;
      const atVendor = drift.atVendor === null ? 'no answer' : String(drift.atVendor);
      out(
        `${result.vendor} ${drift.account}: books ${drift.ledger}, vendor ${atVendor}` +
          (explained ? ` (${drift.pendingTransfers} transfer(s) pending)` : ' (unexplained)'),
      );
    }
  }
  if (trouble) process.exitCode = 1;
}
