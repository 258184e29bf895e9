/**
 * The emulator's clock: the injected one (wall time by default) plus however far a test or a person moved it on.
 * Tokens, dates and the scheduler all read this one, so that moving it a year on is a year for everything.
 */
export class EmulatorClock {
  readonly #base: () => number;
  #offset = 0;

  constructor(base: () => number) {
    this.#base = base;
  }

  readonly now = (): number => this.#base() + this.#offset;

  /** Never backwards: runs already recorded cannot be undone. */
  shift(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new Error(`The emulator's clock moves forward only; got ${ms} ms.`);
    this.#offset += ms;
  }
}
