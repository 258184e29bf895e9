/** Runs `work` once for any number of concurrent callers; the next call after it settles runs it again. */
export class SingleFlight<T> {
  #running: Promise<T> | undefined;

  run(work: () => Promise<T>): Promise<T> {
    if (!this.#running) {
      this.#running = work().finally(() => {
        this.#running = undefined;
      });
    }
    return this.#running;
  }
}
