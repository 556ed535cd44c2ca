import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CachedFacts, metadataCache } from '../../../server/images/metadata-cache.ts';

const facts = (n: number): CachedFacts => ({ size: n, mtimeMs: n, fingerprint: `f${n}` }) as CachedFacts;

describe('metadataCache', () => {
  let cache: string;
  beforeEach(() => (cache = mkdtempSync(join(tmpdir(), 'metadata-cache-'))));
  afterEach(() => rmSync(cache, { recursive: true, force: true }));
  const stored = () => Object.keys(JSON.parse(readFileSync(join(cache, 'images', 'metadata.json'), 'utf8')).entries).sort();

  it("keeps other folders' entries up to its bound, the most recently used first, and all of its own", () => {
    let clock = 1_000;
    const now = () => clock;
    for (const site of ['/a', '/b', '/c']) {
      const m = metadataCache(cache, site, { now, maxEntries: 5 });
      m.set('one.jpg', facts(1));
      m.set('two.jpg', facts(2));
      m.save();
      clock += 1_000;
    }
    // Six entries were made; the bound keeps c's two and the newest others (b's), then one of a's.
    expect(stored()).to.have.length(5);
    expect(stored().filter((k) => k.startsWith('/c/'))).to.have.length(2);
    expect(stored().filter((k) => k.startsWith('/b/'))).to.have.length(2);
    const d = metadataCache(cache, '/d', { now, maxEntries: 5 });
    for (let i = 0; i < 5; i++) d.set(`${i}.jpg`, facts(i));
    d.save();
    expect(stored().every((k) => k.startsWith('/d/'))).to.equal(true);
  });

  it('reads back what it kept, and does not write again when nothing changed (until a day has passed)', () => {
    let clock = 0;
    const now = () => clock;
    const first = metadataCache(cache, '/a', { now });
    first.set('x.jpg', facts(7));
    first.save();
    const again = metadataCache(cache, '/a', { now });
    expect(again.get('x.jpg', 7, 7)?.fingerprint).to.equal('f7');
    const before = readFileSync(join(cache, 'images', 'metadata.json'), 'utf8');
    clock = 1_000;
    again.save();
    expect(readFileSync(join(cache, 'images', 'metadata.json'), 'utf8')).to.equal(before);
    clock = 2 * 86_400_000;
    const later = metadataCache(cache, '/a', { now });
    later.get('x.jpg', 7, 7);
    later.save();
    expect(JSON.parse(readFileSync(join(cache, 'images', 'metadata.json'), 'utf8')).entries[`/a/x.jpg`].usedAt).to.equal(clock);
  });
});
