import { Command, InvalidArgumentError, Option } from 'commander';
import {
  DEFAULT_RUNTIME_CONFIG,
  runBuild,
  runDev,
  runList,
  runNew,
  runServe,
  runTypes,
  runValidate,
} from './actions.ts';
import { parseStatus, runApprove, runReject, runWithdrawals } from './platform.ts';
import { collectBrand, runKeysCreate, runKeysList, runKeysRevoke } from './platform-keys.ts';
import { runSyncGames } from './platform-games.ts';
import { runVendorCheck } from './platform-vendors.ts';
import {
  parseAt,
  parseKind,
  parsePeriod,
  parseTerms,
  runContractOffer,
  runSettle,
} from './platform-contracts.ts';

/** `serve` listens here by default, and the `platform` commands talk to it here. */
const SERVE_PORT = 8080;
/** Where `serve` keeps its embedded database by default (and `platform keys` finds it). */
const SERVE_DATA_DIR = '.data/platform';

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) {
    throw new InvalidArgumentError('A port is a whole number from 0 to 65535.');
  }
  return n;
}

const brandsDir = () =>
  new Option('--brands-dir <dir>', 'folder holding one folder per brand').default('brands');
const outDir = () => new Option('--out <dir>', 'output folder of built sites').default('dist');
const runtimeConfig = () =>
  new Option(
    '--runtime-config <file>',
    'Vite config of the runtime; its folder decides the cache hash',
  ).default(DEFAULT_RUNTIME_CONFIG);

export function createProgram(): Command {
  const program = new Command('whitelabel')
    .description(
      'Configuration-driven white-label sites: validate brands, build them on one shared runtime, serve them with the reference platform.',
    )
    .version('0.1.0')
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureHelp({ showGlobalOptions: true });

  program
    .command('validate')
    .description(
      'Check brand.json and platform.json against the schemas and cross-checks; print every problem with file:line:column, JSON pointer and a hint. Exit 1 on any problem.',
    )
    .option('--brand <id>', 'check one brand')
    .option('--all', 'check every brand (the default)')
    .addOption(brandsDir())
    .action(runValidate);

  program
    .command('types')
    .description('Generate contract/generated/*.ts from schema/*.schema.json.')
    .option('--check', 'do not write; exit 1 when the generated files are stale', false)
    .action(runTypes);

  program
    .command('build')
    .description(
      'Validate, build the runtime once (cached by content hash in <out>/.runtime), then render each brand into <out>/<id>/ with build-report.json.',
    )
    .option('--brand <id>', 'build one brand')
    .option('--all', 'build every brand')
    .addOption(outDir())
    .addOption(brandsDir())
    .addOption(runtimeConfig())
    .action(runBuild);

  program
    .command('serve')
    .description(
      'Serve built sites and the reference platform on one origin; builds brands whose <out>/<id>/index.html is missing. With --all the brand is picked by host or Merchant header.',
    )
    .option('--brand <id>', 'serve one brand')
    .option('--all', 'serve every brand from one server')
    .addOption(new Option('--port <n>', 'port to listen on').default(SERVE_PORT).argParser(port))
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option(
      '--data-dir <dir>',
      'embedded PGlite database folder (ignored when DATABASE_URL is set)',
      SERVE_DATA_DIR,
    )
    .option('--reseed', 'overwrite merchants in the database from brands/<id>/platform.json', false)
    .option(
      '--sandbox',
      'sandbox mode: SMS/email outboxes, sandbox social sign-in and payments stand in for providers not configured (WL_* variables), plus demo agents; never on a public site',
      false,
    )
    .addOption(outDir())
    .addOption(brandsDir())
    .addOption(runtimeConfig())
    .action(runServe);

  program
    .command('dev')
    .description(
      'Vite dev server with hot reload for one brand, plus the platform API on port+1 (proxied under /wps and /lgw).',
    )
    .requiredOption('--brand <id>', 'the brand to develop')
    .addOption(
      new Option('--port <n>', 'dev server port; the API uses port+1')
        .default(5173)
        .argParser(port),
    )
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option(
      '--data-dir <dir>',
      'embedded PGlite database folder (ignored when DATABASE_URL is set)',
      '.data/platform',
    )
    .addOption(brandsDir())
    .addOption(runtimeConfig())
    .action(runDev);

  program
    .command('new')
    .description(
      'Create a valid new brand by copying an existing one: new id, merchant code (id upper-cased), name (id title-cased), domain <id>.localhost.',
    )
    .argument('<id>', 'the new brand id (lower-case letters, digits, dashes)')
    .option('--from <id>', 'brand to copy', 'aurora')
    .addOption(brandsDir())
    .action(runNew);

  program
    .command('list')
    .description('List brands: id, name, merchant, default language, languages and whether built.')
    .addOption(brandsDir())
    .addOption(outDir())
    .action(runList);

  addPlatformCommands(program);
  return program;
}

/**
 * `whitelabel platform …`: the operator's back-office over HTTP to a running `serve`, and the
 * operator keys it accepts, managed in the platform's database.
 */
function addPlatformCommands(program: Command): void {
  const platform = program
    .command('platform')
    .description(
      'Operate a running platform: list withdrawals, approve or reject them (operator key from --key or WL_OPERATOR_KEY), and manage operator keys.',
    );
  addKeyCommands(platform);
  platform
    .command('sync-games')
    .description(
      "Sync the game catalogue from each vendor (in the brand's currency) into the platform database, applying platform.json gameOverrides; games a vendor dropped are retired.",
    )
    .option(
      '--brand <id>',
      'a brand to sync (repeat for several; default: every brand)',
      collectBrand,
    )
    .option(
      '--sandbox',
      'sync from the sandbox game vendors (as "serve --sandbox" mounts them)',
      false,
    )
    .option(
      '--data-dir <dir>',
      'embedded PGlite database folder of "whitelabel serve" (ignored when DATABASE_URL is set)',
      SERVE_DATA_DIR,
    )
    .addOption(brandsDir())
    .action(runSyncGames);
  const withdrawals = [
    platform
      .command('withdrawals')
      .description('List withdrawals, oldest first.')
      .addOption(
        new Option('--status <status>', 'only those in this status (e.g. PENDING)').argParser(
          parseStatus,
        ),
      )
      .action(runWithdrawals),
    platform
      .command('approve')
      .description('Approve a PENDING withdrawal: the held money is paid out.')
      .argument('<id>', 'the withdrawal id (12 or W12)')
      .action(runApprove),
    platform
      .command('reject')
      .description('Reject a PENDING withdrawal: the held money goes back to the member.')
      .argument('<id>', 'the withdrawal id (12 or W12)')
      .requiredOption('--reason <text>', 'why, shown to the member')
      .action(runReject),
    platform
      .command('check-vendors')
      .description(
        "Compare each member's transfer-vendor wallet in the books with what the vendor holds (after pulling its bet records); exits 1 on an unexplained drift.",
      )
      .option('--vendor <code>', 'only this vendor (e.g. HARBOR)')
      .action(runVendorCheck),
    platform
      .command('contracts')
      .description('Agent contracts paid by the house (docs/agent-contracts.md).')
      .command('offer')
      .description(
        'Offer a top-level agent a contract with the house; it is signed when the agent accepts.',
      )
      .argument('<account>', 'the top-level agent (role 1)')
      .requiredOption(
        '--terms <json>',
        'the terms, e.g. {"kind":"DAILY_SALARY","tiers":[…]}',
        parseTerms,
      )
      .action(runContractOffer),
    platform
      .command('settle')
      .description(
        'Settle one kind of contract for the period containing --at, by hand (a missed period); run with --dry-run first. A period already settled is never paid again.',
      )
      .requiredOption(
        '--kind <kind>',
        'DIVIDEND, DAILY_SALARY, HOURLY_SALARY or REALTIME_SALARY',
        parseKind,
      )
      .requiredOption(
        '--at <iso>',
        'any instant inside the period, e.g. 2026-11-23T12:00:00Z',
        parseAt,
      )
      .option('--period <p>', 'DIVIDEND only: D, W, H or M', parsePeriod)
      .option('--dry-run', 'answer what would be paid and change nothing', false)
      .action(runSettle),
  ];
  // Each talks to a running platform for one brand; these options come after its own in help.
  for (const command of withdrawals) {
    command
      .requiredOption('--brand <id>', 'the brand (merchant) to operate')
      .option('--api <url>', 'the running platform', `http://localhost:${SERVE_PORT}`)
      .option('--key <key>', 'the operator key (default: WL_OPERATOR_KEY)')
      .addOption(brandsDir());
  }
}

/** `whitelabel platform keys …`: straight on the database `serve` uses (bootstraps the first key). */
function addKeyCommands(platform: Command): void {
  const keys = platform
    .command('keys')
    .description(
      'Manage operator keys in the platform database (the --data-dir of serve, or DATABASE_URL); keys are shared by every server on that database.',
    );
  keys
    .command('create')
    .description(
      'Create an operator key for the given brands; prints it once (stdout), stores only its hash.',
    )
    .option('--brand <id>', 'a brand the key may act on (repeat for several)', collectBrand)
    .option('--label <text>', 'what the key is for, shown by "keys list"', '')
    .action(runKeysCreate);
  keys.command('list').description('List operator keys (never their secrets).').action(runKeysList);
  keys
    .command('revoke')
    .description('Revoke an operator key: every server on the database refuses it at once.')
    .argument('<id>', 'the key id shown by "keys list" (or the whole key)')
    .action(runKeysRevoke);
  // Each works straight on the database serve uses; these options come after its own in help.
  for (const command of keys.commands) {
    command
      .option(
        '--data-dir <dir>',
        'embedded PGlite database folder of "whitelabel serve" (ignored when DATABASE_URL is set)',
        SERVE_DATA_DIR,
      )
      .addOption(brandsDir());
  }
}
