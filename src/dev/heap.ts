/**
 * A binary min-heap on (at, seq): equal instants come out in the order they went in. Plain (not `#`) fields: the
 * test transform makes `#` fields slow, and a simulated year goes through here millions of times.
 */
export interface Timed {
  readonly at: number;
  readonly seq: number;
}

const before = (a: Timed, b: Timed) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

export class MinHeap<T extends Timed> {
  private readonly items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const h = this.items;
    h.push(item);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = h[parent] as T;
      if (!before(item, p)) break;
      h[i] = p;
      i = parent;
    }
    h[i] = item;
  }

  pop(): T | undefined {
    const h = this.items;
    const top = h[0];
    const last = h.pop();
    if (top === undefined || last === undefined || h.length === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= h.length) break;
      const r = l + 1;
      const child = r < h.length && before(h[r] as T, h[l] as T) ? r : l;
      if (!before(h[child] as T, last)) break;
      h[i] = h[child] as T;
      i = child;
    }
    h[i] = last;
    return top;
  }

  clear(): void {
    this.items.length = 0;
  }
}
