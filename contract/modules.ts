/** Module ids of the whitelabel module tree that the runtime reads (kept in step with schema/platform.schema.json). */
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
  captcha: 'CAPTCHA',
  games: 'GAMES',
  promotion: 'PROMOTION',
  pointMall: 'POINTMALL',
  appDownload: 'APPDOWNLOAD',
  memberCenter: 'MEMBERCENTER',
  agentCenter: 'AGENTCENTER',
  referral: 'REFERRAL',
  mission: 'MISSION',
  chatRoom: 'CHATROOM',
  feedback: 'FEEDBACK',
  winners: 'WINNERS',
  help: 'HELP',
  join: 'JOIN',
  speedTest: 'SPEEDTEST',
  /** The member centre deposit page and its calls; the server turns it off without a payment gateway. */
  deposit: 'DEPOSIT',
  /** Forgot password by email; the server turns it off without an email provider. */
  forgotPassword: 'FORGOTPWD',
} as const;

export const GAME_CATEGORIES = [
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ELOTT',
  'LOTT',
  'ESPORTS',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export interface ModuleNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: ModuleNode[];
}

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
