/** What request() did with a trigger. */
export type QueueDecision = "started" | "queued" | "coalesced";

/**
 * Runs one job at a time and coalesces bursts: while a job runs, any number of requests collapse
 * into at most one queued run, which starts after the running job and so reads the content as
 * it is then (the newest). A build reads the whole dataset, so one later build covers every
 * change that arrived while the earlier one ran; building once per webhook would only queue work.
 */
export class CoalescingQueue<T> {
  private running: Promise<void> | null = null;
  private pending: { trigger: T } | null = null;
  private readonly job: (trigger: T) => Promise<void>;
  private readonly onJobError: (error: unknown) => void;
  private idleWaiters: (() => void)[] = [];

  /**
   * `job` runs once per started run with the trigger that started it (for a coalesced run, the
   * newest one). It should record its own failures; an exception it throws is passed to
   * `onJobError` and does not stop the queue.
   */
  constructor(job: (trigger: T) => Promise<void>, onJobError: (error: unknown) => void = () => {}) {
    this.job = job;
    this.onJobError = onJobError;
  }

  /**
   * Asks for a run. Returns "started" when nothing was running, "queued" when this request
   * created the one queued run, "coalesced" when a run was already queued (its trigger is
   * replaced by this newer one).
   */
  request(trigger: T): QueueDecision {
    if (!this.running) {
      this.start(trigger);
      return "started";
    }
    const decision = this.pending === null ? "queued" : "coalesced";
    this.pending = { trigger };
    return decision;
  }

  /** True while a run is in progress. */
  get busy(): boolean {
    return this.running !== null;
  }

  /** True when a run is waiting for the current one to finish. */
  get queued(): boolean {
    return this.pending !== null;
  }

  /** Resolves once nothing is running or queued (immediately when idle). */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private start(trigger: T) {
    this.running = (async () => {
      try {
        await this.job(trigger);
      } catch (error) {
        this.onJobError(error);
      }
    })().then(() => {
      const next = this.pending;
      this.pending = null;
      if (next) this.start(next.trigger);
      else {
        this.running = null;
        const waiters = this.idleWaiters;
        this.idleWaiters = [];
        waiters.forEach((resolve) => resolve());
      }
    });
  }
}
