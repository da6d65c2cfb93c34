import { el, gameCall, type PageFacts } from './frame.ts';

/**
 * The fairness panel every sandbox game page shows: the hash of the server seed the next round
 * will use (committed before the player bets), the client seed the player may change, the
 * nonce, a rotate button that reveals the current server seed, and the verify page's link.
 */

export interface FairInfo {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface FairPanel {
  element: HTMLElement;
  update(fair: FairInfo, lastProofUrl?: string): void;
}

export function fairPanel(
  facts: PageFacts,
  initial: FairInfo,
  verifyUrl: string,
  revealAfter: number,
): FairPanel {
  const hash = el('code', 'fp-hash');
  const nonce = el('span', 'fp-nonce');
  const input = el('input', 'fp-input');
  input.maxLength = 64;
  input.spellcheck = false;
  const save = el('button', 'fp-button', 'Set');
  save.type = 'button';
  const rotate = el('button', 'fp-button', 'Rotate seed');
  rotate.type = 'button';
  const revealed = el('p', 'fp-revealed');
  const note = el('p', 'fp-note');
  const verify = el('a', 'fp-link', 'Verify a round');
  verify.href = verifyUrl;
  verify.target = '_blank';
  verify.rel = 'noopener';
  const last = el('a', 'fp-link', '');
  last.target = '_blank';
  last.rel = 'noopener';

  const update = (fair: FairInfo, lastProofUrl?: string): void => {
    hash.textContent = fair.serverSeedHash;
    nonce.textContent = String(fair.nonce);
    if (document.activeElement !== input) input.value = fair.clientSeed;
    if (lastProofUrl) {
      last.href = lastProofUrl;
      last.textContent = 'Proof of the last round';
    }
  };
  save.addEventListener('click', () => {
    gameCall<{ fair: FairInfo }>(facts, 'client-seed', { clientSeed: input.value.trim() })
      .then(({ fair }) => {
        note.textContent = 'Client seed saved: it takes part in the next round.';
        input.blur();
        update(fair);
      })
      .catch((error: unknown) => {
        note.textContent = error instanceof Error ? error.message : 'Could not save.';
      });
  });
  rotate.addEventListener('click', () => {
    gameCall<{ revealed: string; revealedHash: string; fair: FairInfo }>(facts, 'rotate')
      .then((answer) => {
        revealed.textContent = `Revealed server seed: ${answer.revealed} (sha256 ${answer.revealedHash.slice(0, 16)}…)`;
        update(answer.fair);
      })
      .catch(() => {
        note.textContent = 'Could not rotate now.';
      });
  });

  const element = el(
    'aside',
    'fair-panel',
    el('h2', '', 'Provably fair'),
    el('p', 'fp-row', 'Next server seed (sha256): ', hash),
    el('p', 'fp-row', 'Nonce: ', nonce),
    el('label', 'fp-row', 'Client seed ', input, save),
    el('p', 'fp-row', rotate),
    revealed,
    note,
    el(
      'p',
      'fp-help',
      `The server seed is revealed when you rotate it, or after ${revealAfter} rounds.`,
    ),
    el('p', 'fp-row', verify, ' ', last),
  );
  update(initial);
  return { element, update };
}
