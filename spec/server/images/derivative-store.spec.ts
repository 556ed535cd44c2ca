import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { derivativeStore } from '../../../server/images/derivative-store.ts';
import { STALE_TEMP_MS, tempFileFor } from '../../../server/site/atomic-write.ts';
import { sample } from '../../helpers/sites.ts';

describe('derivativeStore', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'portfolio-agent-store-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('looks up the missing versions of the site served now, letting the event loop run between batches', async () => {
    const first = sample();
    let site = first;
    const store = derivativeStore(() => site, { cacheDir: dir });
    let turns = 0;
    const tick = () => {
      turns++;
      if (!done) setImmediate(tick);
    };
    let done = false;
    setImmediate(tick);
    const missing = await store.missing();
    done = true;
    const versions = first.pages.reduce((n, p) => n + new Set((p.photos ?? []).map((x) => x.fingerprint)).size, 0);
    expect(missing.length).to.be.greaterThan(32);
    expect(versions).to.be.greaterThan(0);
    // Other work ran while the files were looked up (16 at a time).
    expect(turns).to.be.greaterThan(1);
    // After a reload (serve --watch) it is the new site's list.
    site = { ...first, pages: first.pages.filter((p) => !p.photos?.length) };
    expect(await store.missing()).to.deep.equal([]);
  });

  it('removes the half-written versions a killed picture process left, before listing what is missing', async () => {
    const images = join(dir, 'images');
    mkdirSync(images, { recursive: true });
    const left = tempFileFor(join(images, 'x-a-960.webp'));
    writeFileSync(left, 'half a picture');
    const old = (Date.now() - STALE_TEMP_MS - 1000) / 1000;
    utimesSync(left, old, old);
    const store = derivativeStore(() => sample(), { cacheDir: dir });
    expect((await store.missing()).length).to.be.greaterThan(0);
    expect(readdirSync(images).filter((f) => f.endsWith('.tmp'))).to.deep.equal([]);
  });
});
