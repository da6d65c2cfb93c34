/**
 * The withdrawal area's clock. Every time it writes (request, decision, receipt deadline) and
 * every deadline it checks comes from here rather than the database's now(), so a test can
 * move time forward past a receipt deadline instead of waiting for it.
 */
let clock: () => Date = () => new Date();

export function withdrawalNow(): Date {
  return clock();
}

/** Tests only: answers a function that restores the real clock. */
export function setWithdrawalClockForTests(next: () => Date): () => void {
  clock = next;
  return () => {
    clock = () => new Date();
  };
}
