/**
 * npm run bench:photos — what the photographs cost: bytes in the repository, time at load
 * (reading IPTC/XMP and hashing, cold and from the persisted cache, against the whole load
 * in the same run, interleaved), and the picture versions' sizes and time to make them all.
 * `--no-versions` skips making the versions.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import { attachPhotos } from '../server/images/load-photos.ts';
import { derivativeStore } from '../server/images/derivative-store.ts';
import { derivativeWidths, DERIVATIVE_TYPES, type DerivativeExt } from '../server/images/derivative-names.ts';
import type { Page } from '../server/site/site-types.ts';

const dir = process.argv.find((a, i) => i > 1 && !a.startsWith('--')) ?? 'content';
const rounds = 15;

function filesUnder(path: string): string[] {
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}`;

const assets = filesUnder(join(dir, 'assets'));
const assetBytes = assets.reduce((n, f) => n + statSync(f).size, 0);
console.log(`## Repository\n\n${assets.length} files in ${dir}/assets, ${kib(assetBytes)} (${(assetBytes / assets.length / 1024).toFixed(1)} KiB each on average)\n`);

const site = loadSite(dir);
const fresh = (): Page[] => site.pages.map((p) => ({ ...p, sections: p.sections.filter((s) => s.kind !== 'photo') }));
const cacheDir = mkdtempSync(join(tmpdir(), 'bench-photos-'));
attachPhotos(site.dir, fresh(), [], { cacheDir });
const load: number[] = [];
const cold: number[] = [];
const cached: number[] = [];
for (let i = 0; i < rounds; i++) {
  let t = performance.now();
  loadSite(dir);
  load.push(performance.now() - t);
  t = performance.now();
  attachPhotos(site.dir, fresh(), [], {});
  cold.push(performance.now() - t);
  t = performance.now();
  const stats = attachPhotos(site.dir, fresh(), [], { cacheDir });
  cached.push(performance.now() - t);
  if (stats.cached !== stats.files) throw new Error('cache missed');
}
const photos = site.pages.reduce((n, p) => n + (p.photos?.length ?? 0), 0);
console.log(`## Start-up (${rounds} rounds, interleaved, ms: median, range)\n`);
console.log('| step | median | range | share of the whole load |');
console.log('|---|---|---|---|');
console.log(`| whole loadSite (${site.pages.length} pages, ${photos} photographs, no cache folder) | ${median(load).toFixed(1)} | ${spread(load)} | 1.00 |`);
console.log(`| photographs, cold (read + IPTC/XMP + hash) | ${median(cold).toFixed(1)} | ${spread(cold)} | ${(median(cold) / median(load)).toFixed(2)} |`);
console.log(`| photographs, persisted facts (stat only) | ${median(cached).toFixed(1)} | ${spread(cached)} | ${(median(cached) / median(load)).toFixed(2)} |`);
console.log('');

if (!process.argv.includes('--no-versions')) {
  const out = mkdtempSync(join(tmpdir(), 'bench-versions-'));
  const store = derivativeStore(() => site, { cacheDir: out });
  const t = performance.now();
  await store.warm();
  const ms = performance.now() - t;
  const rows = new Map<string, number[]>();
  const unique = new Map(site.pages.flatMap((p) => p.photos ?? []).map((photo) => [photo.fingerprint, photo]));
  for (const photo of unique.values()) {
    for (const width of derivativeWidths(photo)) {
      for (const ext of Object.keys(DERIVATIVE_TYPES) as DerivativeExt[]) {
        const made = await store.get({ fingerprint: photo.fingerprint, recipe: 'a', width, ext });
        const key = `${width} ${ext}`;
        if (made) rows.set(key, [...(rows.get(key) ?? []), made.size]);
      }
    }
  }
  console.log(`## Picture versions (${store.stats.made} made in ${(ms / 1000).toFixed(1)} s, one at a time)\n`);
  console.log('| width | format | count | average | median | largest | total |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [key, sizes] of [...rows].sort((a, b) => parseInt(a[0], 10) - parseInt(b[0], 10) || a[0].localeCompare(b[0]))) {
    const [width, ext] = key.split(' ');
    const xs = sizes;
    console.log(`| ${width} | ${ext} | ${xs.length} | ${kib(xs.reduce((a, b) => a + b, 0) / xs.length)} | ${kib(median(xs))} | ${kib(Math.max(...xs))} | ${kib(xs.reduce((a, b) => a + b, 0))} |`);
  }
  const onDisk = filesUnder(join(out, 'images')).reduce((n, f) => n + statSync(f).size, 0);
  console.log(`\nAll versions on disk: ${kib(onDisk)} (originals: ${kib(assetBytes)})`);
  rmSync(out, { recursive: true, force: true });
}
rmSync(cacheDir, { recursive: true, force: true });
