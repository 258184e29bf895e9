/**
 * Work still running after Slack got its ack (a confirm's POST, a modal being filled in). A clean shutdown waits
 * for it, so a creation is recorded before the store closes, instead of being left for the sweep to settle.
 */
export class InFlight {
  readonly #running = new Set<Promise<unknown>>();

  get size(): number {
    return this.#running.size;
  }

  /** Runs `work`, remembering it until it settles. */
  track<T>(work: Promise<T>): Promise<T> {
    this.#running.add(work);
    const forget = () => this.#running.delete(work);
    work.then(forget, forget);
    return work;
  }

  /** Resolves when everything tracked has settled, or after `timeoutMs`; returns how many were still running. */
  async idle(timeoutMs: number): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    // Work tracked while waiting joins the next round.
    while (this.#running.size > 0) {
      const settled = await Promise.race([
        Promise.allSettled([...this.#running]).then(() => true),
        timeout.then(() => false),
      ]);
      if (!settled) break;
    }
    clearTimeout(timer);
    return this.#running.size;
  }
}
