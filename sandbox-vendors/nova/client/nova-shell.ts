import { fairPanel, type FairInfo, type FairPanel } from '../../kit/client/fair-panel.ts';
import {
  el,
  formatMoney,
  GameApiError,
  gameCall,
  notifyBalance,
  pageFacts,
  wireBackButton,
  type PageFacts,
} from '../../kit/client/frame.ts';
import type { TextKey } from '../../i18n/page-text.ts';
import { w } from './labels.ts';

/**
 * The frame every NOVA game page shares: title bar with the balance, the game's stage, a
 * message line, the bet selector with the action and auto buttons, and the fairness panel.
 * A game page hands it a stage and an `act(bet)` that plays one round and animates it.
 */

export interface GameState {
  mode: 'REAL' | 'FUN';
  demoAccount: boolean;
  currency: { code: string; minorUnits: number };
  balance: number | null;
  fair: FairInfo;
  revealAfterRounds: number;
  verifyUrl: string;
}

export interface GameInfo {
  bets: number[];
  credit: number;
  pool: number | null;
  poolPerSecond: number;
}

/** What a round answers (kit/seamless-round.ts RoundResult plus the proof link). */
export interface Played<T> {
  roundId: string;
  outcome: T;
  stake: number;
  payout: number;
  detail: string;
  balance: number | null;
  next: FairInfo;
  proofUrl: string;
}

export interface Shell {
  facts: PageFacts;
  state: GameState;
  info: GameInfo;
  fair: FairPanel;
  /** Credits of the chosen bet. */
  bet(): number;
  money(minor: number): string;
  message(text: string, tone?: 'win' | 'info' | 'error'): void;
  setBalance(minor: number | null): void;
  /** Plays a round at the chosen bet through the page's API action; null on a refusal. */
  play<T>(action: string, extra?: Record<string, unknown>): Promise<Played<T> | null>;
}

export interface ShellOptions {
  title: string;
  stage: HTMLElement;
  actionLabel: string;
  /** Plays and animates one round; resolves false to stop auto play. */
  act(shell: Shell): Promise<boolean>;
  /** Extra controls (e.g. the jackpot meter) above the stage. */
  banner?: HTMLElement;
  /** Hide the bet bar's action buttons (a game that acts by taps, like fishing). */
  tapToPlay?: boolean;
}

const REFUSALS: Record<string, TextKey> = {
  INSUFFICIENT_FUNDS: 'error.insufficientFunds',
  SESSION_EXPIRED: 'error.sessionExpired',
  SESSION_INVALID: 'error.sessionExpired',
  SESSION_NOT_FOUND: 'error.sessionExpired',
  PLATFORM_UNAVAILABLE: 'nova.unavailable',
  NETWORK: 'error.connectionLost',
};

export async function startShell(options: ShellOptions): Promise<Shell> {
  const facts = pageFacts();
  wireBackButton(facts);
  const [state, info] = await Promise.all([
    gameCall<GameState>(facts, 'state'),
    gameCall<GameInfo>(facts, 'info'),
  ]);
  // An amount is a left-to-right island (U+2066…2069), so "12.50 USD" reads right in Urdu too.
  const money = (minor: number): string =>
    `\u2066${formatMoney(minor, state.currency.minorUnits, state.currency.code)}\u2069`;
  const balance = el('output', 'nv-balance');
  const note = el('p', 'nv-message');
  let betIndex = 0;
  const betValue = el('output', 'nv-bet-value');
  const showBet = (): void => {
    betValue.textContent = money((info.bets[betIndex] ?? 0) * info.credit);
  };
  const stepper = (label: string, delta: number): HTMLButtonElement => {
    const button = el('button', 'nv-step', label);
    button.type = 'button';
    button.addEventListener('click', () => {
      betIndex = Math.min(info.bets.length - 1, Math.max(0, betIndex + delta));
      showBet();
    });
    return button;
  };
  const fair = fairPanel(facts, state.fair, state.verifyUrl, state.revealAfterRounds);
  fair.element.hidden = true;

  const shell: Shell = {
    facts,
    state,
    info,
    fair,
    bet: () => info.bets[betIndex] ?? 0,
    money,
    message(text, tone = 'info') {
      note.textContent = text;
      note.dataset['tone'] = tone;
    },
    setBalance(minor) {
      if (minor !== null) state.balance = minor;
      balance.textContent = state.balance === null ? '—' : money(state.balance);
    },
    async play<T>(action: string, extra: Record<string, unknown> = {}) {
      try {
        const played = await gameCall<Played<T>>(facts, action, { bet: shell.bet(), ...extra });
        fair.update(played.next, played.proofUrl);
        notifyBalance();
        return played;
      } catch (error: unknown) {
        const code = error instanceof GameApiError ? error.code : 'NETWORK';
        shell.message(
          // Worded by code; any other refusal gets the generic line in the player's language.
          w(REFUSALS[code] ?? 'error.generic'),
          'error',
        );
        return null;
      }
    },
  };

  const action = el('button', 'nv-action', options.actionLabel);
  action.type = 'button';
  const auto = el('button', 'nv-auto', autoLabel(0));
  auto.type = 'button';
  let busy = false;
  let autoLeft = 0;
  const run = async (): Promise<void> => {
    if (busy) return;
    busy = true;
    action.disabled = true;
    try {
      do {
        const go = await options.act(shell);
        autoLeft = go ? Math.max(0, autoLeft - 1) : 0;
        auto.textContent = autoLabel(autoLeft);
      } while (autoLeft > 0);
    } finally {
      busy = false;
      action.disabled = false;
    }
  };
  action.addEventListener('click', () => void run());
  auto.addEventListener('click', () => {
    autoLeft = autoLeft > 0 ? 0 : 10;
    auto.textContent = autoLabel(autoLeft);
    if (autoLeft > 0) void run();
  });
  const fairToggle = el('button', 'nv-fair-toggle', `⚖ ${w('fair.title')}`);
  fairToggle.type = 'button';
  fairToggle.addEventListener('click', () => {
    fair.element.hidden = !fair.element.hidden;
  });

  const badge = state.mode === 'FUN' ? w('kit.fun') : state.demoAccount ? w('kit.demo') : '';
  const root = document.getElementById('game') ?? document.body;
  root.className = 'nv-root';
  root.append(
    el(
      'header',
      'nv-top',
      el('h1', 'nv-title', options.title),
      badge ? el('span', 'nv-badge', badge) : '',
      el('span', 'nv-balance-wrap', `${w('balance')} `, balance),
    ),
    options.banner ?? '',
    el('section', 'nv-stage', options.stage),
    note,
    el(
      'footer',
      'nv-controls',
      el(
        'div',
        'nv-bet',
        el('span', 'nv-bet-label', w('bet')),
        stepper('−', -1),
        betValue,
        stepper('+', 1),
      ),
      options.tapToPlay ? el('span', 'nv-hint', options.actionLabel) : action,
      options.tapToPlay ? '' : auto,
      fairToggle,
    ),
    fair.element,
  );
  showBet();
  shell.setBalance(state.balance);
  document.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && !options.tapToPlay && event.target === document.body) {
      event.preventDefault();
      void run();
    }
  });
  return shell;
}

/** The auto button: `Auto ×10`, or `Stop (n)` while rounds are left. */
function autoLabel(left: number): string {
  return left > 0 ? `${w('stop')} (${left})` : `${w('auto')} ×10`;
}

/** Resolves after `ms` (animation pacing in the browser only). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
