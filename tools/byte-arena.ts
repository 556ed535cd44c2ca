/**
 * Copies of small byte strings that are kept for long (a site's answer fragments), packed
 * one after another into slabs of their own. Buffer.from(string) takes a small result from
 * Node's shared 8 KiB pool, and a kept slice holds its whole slab, with whatever else was
 * cut from it (request and response bytes long dropped): at 10,000 sections the kept
 * fragments held ~780 slabs, 6 MB, for about half as many bytes of their own.
 */
export interface ByteArena {
  /** A copy of the bytes in the arena (or on their own when larger than an eighth of a slab). */
  copy(bytes: Buffer): Buffer;
  /** Slabs made (tests). */
  readonly slabs: number;
}

export const ARENA_SLAB_BYTES = 64 * 1024;

export function byteArena(slabBytes = ARENA_SLAB_BYTES): ByteArena {
  let slab: Buffer | undefined;
  let used = 0;
  let slabs = 0;
  return {
    copy(bytes) {
      // A large copy would waste up to its size at a slab's end: it gets its own memory.
      if (bytes.length > slabBytes / 8) {
        const own = Buffer.allocUnsafeSlow(bytes.length);
        bytes.copy(own);
        return own;
      }
      if (!slab || used + bytes.length > slabBytes) {
        slab = Buffer.allocUnsafeSlow(slabBytes);
        used = 0;
        slabs++;
      }
      bytes.copy(slab, used);
      used += bytes.length;
      return slab.subarray(used - bytes.length, used);
    },
    get slabs() {
      return slabs;
    },
  };
}
