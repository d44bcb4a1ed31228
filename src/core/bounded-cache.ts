/**
 * A map emptied whole when an entry would take it past its budget: each entry weighs 1 by default,
 * or what `weigh` says (a key's characters). Clearing whole keeps the hot path to one `Map` lookup.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  private used = 0;

  constructor(
    private readonly budget: number,
    private readonly weigh: (key: K) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    const weight = this.weigh(key);
    if (this.used + weight > this.budget) {
      this.entries.clear();
      this.used = 0;
    }
    this.entries.set(key, value);
    this.used += weight;
  }

  get size(): number {
    return this.entries.size;
  }
}
