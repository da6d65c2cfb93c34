import { secretChecks, type SecretKind } from '../src/limits/secret-checks.ts';

/** How many guesses a burst sends at once: 40 wrong ones and, in the middle, the right one. */
export const BURST_GUESSES = 41;

/**
 * Sends a burst of guesses at once (`attempt(true)` once, in the middle) and answers how many
 * secrets of `kind` the server compared meanwhile and how many of the calls succeeded: the
 * limiter must count each attempt before the secret is checked, or a burst slips past it.
 */
export async function guessBurst(
  kind: SecretKind,
  attempt: (right: boolean, index: number) => Promise<{ body: { success: boolean } }>,
): Promise<{ checked: number; succeeded: number }> {
  const before = secretChecks(kind);
  const answers = await Promise.all(
    Array.from({ length: BURST_GUESSES }, (_, i) => attempt(i === 20, i)),
  );
  return {
    checked: secretChecks(kind) - before,
    succeeded: answers.filter((a) => a.body.success).length,
  };
}
