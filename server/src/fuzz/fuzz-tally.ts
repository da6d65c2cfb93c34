/** Counts of the contract fuzz, printed at the end so a run that tested nothing shows it. */
export class FuzzTally {
  private requests = 0;
  private fiveXxCount = 0;
  private ipSeq = 0;
  private changes = 0;
  private readonly codes = new Map<string, number>();
  private readonly reached = new Map<string, number>();
  private readonly seen = new Set<string>();

  /** A different address per request, so per-IP limits do not answer for the whole batch. */
  nextIp(): string {
    this.ipSeq += 1;
    return `198.18.${(this.ipSeq >> 8) & 255}.${this.ipSeq & 255}`;
  }

  /** One answer; `handled`: the input was schema-valid, so the handler itself answered. */
  count(endpointId: string, status: number, code: string, handled: boolean): void {
    this.requests += 1;
    this.seen.add(endpointId);
    const key = `${status} ${code}`;
    this.codes.set(key, (this.codes.get(key) ?? 0) + 1);
    if (handled) this.reached.set(endpointId, (this.reached.get(endpointId) ?? 0) + 1);
  }

  /** An accepted request changed business state: proof the snapshot can see a change. */
  stateChanged(): void {
    this.changes += 1;
  }

  fiveXx(count: number): void {
    this.fiveXxCount += count;
  }

  summary(endpointCount: number) {
    const handled = [...this.reached.values()].reduce((sum, n) => sum + n, 0);
    const unreached = [...this.seen].filter((id) => !this.reached.has(id)).sort();
    const codes = [...this.codes.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `${key}×${n}`)
      .join(', ');
    return {
      endpoints: this.seen.size,
      fiveXx: this.fiveXxCount,
      unreached,
      changes: this.changes,
      text:
        `${this.requests} requests to ${this.seen.size}/${endpointCount} endpoints, ` +
        `${this.fiveXxCount} answered 5xx, ${handled} schema-valid ones reached a handler ` +
        `(every endpoint but ${unreached.length}), ${this.changes} accepted ones changed ` +
        `business tables; answers: ${codes}`,
    };
  }
}
