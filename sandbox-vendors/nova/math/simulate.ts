/**
 * Monte-Carlo helper of the RTP tests: the mean return per unit staked over `rounds` rounds
 * and its standard error from the sample's own spread, so a test's tolerance is a stated
 * number of standard errors rather than a guess.
 */
export function simulate(
  rounds: number,
  round: () => number,
): { mean: number; standardError: number } {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const x = round();
    sum += x;
    squares += x * x;
  }
  const mean = sum / rounds;
  const variance = Math.max(0, squares / rounds - mean * mean);
  return { mean, standardError: Math.sqrt(variance / rounds) };
}
