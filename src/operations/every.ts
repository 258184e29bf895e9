/**
 * A background job's rhythm: `tick` every `intervalMs`, the first an interval after the start (a start asks nothing of
 * the portal beyond what it did before), never two at once (the next is timed from the end of the last). The timer
 * does not hold the process open; `cancel` stops the next tick (one in progress finishes on its own).
 */
export function every(intervalMs: number, tick: () => Promise<unknown>): { cancel(): void } {
  let cancelled = false;
  let timer: NodeJS.Timeout | undefined;
  const later = () => {
    if (cancelled) return;
    timer = setTimeout(loop, intervalMs);
    timer.unref();
  };
  const loop = () => {
    if (cancelled) return;
    // a tick says its own failures (the jobs log them); a rejection here must neither end the rhythm nor the process
    tick().then(later, later);
  };
  later();
  return {
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
