import { expect } from 'chai';
import { byteArena } from '../../tools/byte-arena.ts';

describe('byteArena', () => {
  it('copies small byte strings one after another into slabs of its own', () => {
    const arena = byteArena(1024);
    const sources = Array.from({ length: 30 }, (_, i) => Buffer.from(`fragment ${i} `.repeat(5)));
    const copies = sources.map((b) => arena.copy(b));
    expect(copies.map(String)).to.deep.equal(sources.map(String));
    const total = sources.reduce((n, b) => n + b.length, 0);
    expect(arena.slabs)
      .to.be.at.least(Math.ceil(total / 1024))
      .and.at.most(Math.ceil(total / 1024) + 1);
    // Slabs of the arena's size, not Node's shared pool; the copies do not alias their sources.
    expect(copies.every((c) => c.buffer.byteLength === 1024)).to.equal(true);
    sources[0].fill(0);
    expect(String(copies[0])).to.equal('fragment 0 '.repeat(5));
  });

  it('gives a byte string larger than an eighth of a slab memory of its own', () => {
    const arena = byteArena(1024);
    const large = Buffer.alloc(200, 7);
    const copy = arena.copy(large);
    expect(copy.equals(large)).to.equal(true);
    expect(copy.buffer.byteLength).to.equal(200);
    expect(arena.slabs).to.equal(0);
  });
});
