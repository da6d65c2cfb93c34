import type { ModuleId, ModuleNode } from './generated/platform.ts';

export type { GameCategory, ModuleId, ModuleNode } from './generated/platform.ts';
export { GAME_CATEGORIES, MODULE_IDS } from './generated/platform.ts';

/**
 * Module ids by the name code reads them with. Every value is a schema module id (a typo or an
 * id dropped from schema/platform.schema.json fails to compile), and every schema id has a name
 * here (see AllModuleIdsNamed below), so the map and the schema cannot drift apart.
 */
export const MODULE = {
  directRegister: 'DIRECTREG3',
  usernameRegister: 'USERNAMEREG',
  mobileRegister: 'MOBILEREG',
  mobileRegisterPassword: 'MOBILEREGPWD',
  smsVerify: 'SMSVERIFY',
  smsLogin: 'SMSLOGIN',
  freePlay: 'FREEPLAY',
  forcePasswordChange: 'FORCEPWDCHANGE',
  googleLogin: 'GOOGLELOGIN',
  facebookLogin: 'FACEBOOKLOGIN',
  games: 'GAMES',
  live: 'LIVE',
  sports: 'SPORTS',
  fish: 'FISH',
  rng: 'RNG',
  pvp: 'PVP',
  eLottery: 'ELOTT',
  lottery: 'LOTT',
  eSports: 'ESPORTS',
  /** The cockfighting book: its nav tab and calls, only where the brand turns it on. */
  cockfight: 'COCKFIGHT',
  promotion: 'PROMOTION',
  pointMall: 'POINTMALL',
  appDownload: 'APPDOWNLOAD',
  memberCenter: 'MEMBERCENTER',
  agentCenter: 'AGENTCENTER',
  referral: 'REFERRAL',
  mission: 'MISSION',
  help: 'HELP',
  join: 'JOIN',
  speedTest: 'SPEEDTEST',
  /** The member centre deposit page and its calls; the server turns it off without a payment gateway. */
  deposit: 'DEPOSIT',
  /** Forgot password by email; the server turns it off without an email provider. */
  forgotPassword: 'FORGOTPWD',
} as const satisfies Record<string, ModuleId>;

/** Compiles only while every schema module id has a name in MODULE. */
type Unnamed = Exclude<ModuleId, (typeof MODULE)[keyof typeof MODULE]>;
const allModuleIdsNamed: [Unnamed] extends [never] ? true : { unnamed: Unnamed } = true;
void allModuleIdsNamed;

/** The ids of every module that is on, counting a node as on only when all its ancestors are. */
export function enabledModules(tree: readonly ModuleNode[]): Set<string> {
  const on = new Set<string>();
  const walk = (nodes: readonly ModuleNode[]) => {
    for (const node of nodes) {
      if (node.enabled !== '1') continue;
      on.add(node.modId);
      if (node.childrenNodes) walk(node.childrenNodes);
    }
  };
  walk(tree);
  return on;
}
