/** Hundredths of a percent: 0 … 10000. */
export const FULL = 10_000;

export interface ProgressThrottle {
  /** At least this many hundredths more than the last write (default 500: every 5 %). */
  stepHundredths?: number;
  /** Or this long since the last write (default 1 s). */
  everyMs?: number;
  now?: () => number;
}

/**
 * Writes a growing progress without a database write per ffmpeg line: a value is written when it moved a step
 * on or a second passed since the last write, and 100 % always. Writes run one after another, in order; `write`
 * answers false when the claim was lost, which `lost` then says (the work stops at its next step).
 */
export class ThrottledProgress {
  private lastWritten = 0;
  private lastAt: number;
  private pending: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  lost = false;

  constructor(
    private readonly write: (hundredths: number) => Promise<boolean>,
    private readonly options: ProgressThrottle = {},
  ) {
    this.lastAt = this.clock();
  }

  private clock(): number {
    return (this.options.now ?? Date.now)();
  }

  /** A new value in hundredths; ignored unless it is above the last one written and due. */
  report(hundredths: number): void {
    const value = Math.max(0, Math.min(FULL, Math.round(hundredths)));
    if (value <= this.lastWritten) return;
    const due =
      value === FULL ||
      value - this.lastWritten >= (this.options.stepHundredths ?? 500) ||
      this.clock() - this.lastAt >= (this.options.everyMs ?? 1000);
    if (!due) return;
    this.lastWritten = value;
    this.lastAt = this.clock();
    this.pending = this.pending.then(async () => {
      if (this.lost || this.failure) return;
      try {
        if (!(await this.write(value))) this.lost = true;
      } catch (err) {
        this.failure = err;
      }
    });
  }

  /** Waits for the writes queued so far; rethrows a write's failure. */
  async flush(): Promise<void> {
    await this.pending;
    if (this.failure) throw this.failure;
  }
}
