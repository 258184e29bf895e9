/**
 * Writes a set of values as a CRON field: `*` for everything, `a/n` for a step that runs to the end of the
 * range, `a-b` for runs of three or more, otherwise a list. Never a wrapping range (many tools misread them).
 */
export function compactValues(values: readonly number[], min: number, max: number): string {
  // one value (a time's minute or hour, a day): the common case, written as it is
  if (values.length === 1 && max > min) return String(values[0]);
  const v = distinctAscending(values);
  if (v.length === 0) throw new Error('compactValues: empty set');
  if (v.length === max - min + 1) return '*';
  if (v.length >= 3) {
    const step = (v[1] as number) - (v[0] as number);
    let progression = step >= 2;
    for (let i = 2; progression && i < v.length; i++) progression = (v[i] as number) - (v[i - 1] as number) === step;
    if (progression && (v[v.length - 1] as number) + step > max) return `${v[0]}/${step}`;
  }
  const parts: string[] = [];
  for (let i = 0; i < v.length; ) {
    let j = i;
    while (j + 1 < v.length && (v[j + 1] as number) === (v[j] as number) + 1) j++;
    if (j - i >= 2) parts.push(`${v[i]}-${v[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(v[k]));
    i = j + 1;
  }
  return parts.join(',');
}

/**
 * The values once each, ascending, as `[...new Set(values)].sort((a, b) => a - b)` gives them: an insertion sort
 * of a copy, then repeats dropped (fields hold at most 60 values). Anything but whole numbers takes the Set.
 */
function distinctAscending(values: readonly number[]): number[] {
  const v = values.slice();
  for (let i = 0; i < v.length; i++) {
    const x = v[i] as number;
    if (!Number.isInteger(x)) return [...new Set(values)].sort((a, b) => a - b);
    let j = i - 1;
    while (j >= 0 && (v[j] as number) > x) {
      v[j + 1] = v[j] as number;
      j--;
    }
    v[j + 1] = x;
  }
  let k = 0;
  for (let i = 0; i < v.length; i++) if (k === 0 || v[i] !== v[k - 1]) v[k++] = v[i] as number;
  v.length = k;
  return v;
}
