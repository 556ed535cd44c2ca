/**
 * A small map bounded in entries and in bytes, keys counted (two bytes per UTF-16 unit).
 * When either bound would be passed it starts over: the caches it backs make a repeat
 * cheap and are never what makes a query affordable, so a full clear is good enough.
 */
export class BoundedCache<V> {
  private readonly map = new Map<string, V>();
  private bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number = () => 16,
  ) {}

  get(key: string): V | undefined {
    return this.map.get(key);
  }

  set(key: string, value: V): void {
    const cost = 2 * key.length + this.sizeOf(value) + 32;
    if (cost > this.maxBytes || this.map.has(key)) return;
    if (this.map.size >= this.maxEntries || this.bytes + cost > this.maxBytes) this.clear();
    this.map.set(key, value);
    this.bytes += cost;
  }

  clear(): void {
    this.map.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.map.size;
  }

  /** Bytes counted for keys and values (an estimate of what the cache holds). */
  get byteSize(): number {
    return this.bytes;
  }
}
