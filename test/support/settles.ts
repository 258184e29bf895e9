/**
 * Whether `work` settles within `ms`. For claims of the form "does not wait for X": choose `ms` far below X (so
 * waiting for X fails) and far above anything a loaded machine adds (so the answer never depends on the load).
 */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
