import { UsageError } from '../generator/errors.ts';
import { parseOperatorKey } from '../server/src/backoffice/operator-keys.ts';

/** The environment variable that carries the operator key to the `platform` commands. */
export const OPERATOR_KEY_ENV = 'WL_OPERATOR_KEY';

/**
 * The key a `platform withdrawals/approve/reject` command sends: --key, else WL_OPERATOR_KEY.
 * Keys live in the platform's database (`whitelabel platform keys create`), never in a file
 * the CLI could read, so there is no third place to look.
 */
export function clientOperatorKey(
  option: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const key = option?.trim() || env[OPERATOR_KEY_ENV]?.trim();
  if (!key) {
    throw new UsageError(
      `No operator key: pass --key or set ${OPERATOR_KEY_ENV} (make one with "whitelabel platform keys create --brand <id>").`,
    );
  }
  if (!parseOperatorKey(key)) {
    throw new UsageError(
      `That is not an operator key (they read wlop_<id>_<secret>); make one with "whitelabel platform keys create --brand <id>".`,
    );
  }
  return key;
}
