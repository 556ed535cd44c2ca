import { expect } from 'chai';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexDigest, loadOrBuildSearchIndex, snapshotFile } from '../../../server/search/index-cache.ts';
import { decodeSnapshot, encodeSnapshot, readSnapshotHeader, SnapshotError } from '../../../server/search/index-snapshot.ts';
import { buildCounter } from '../../../server/search/search-index.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { fixtureDir, sample } from '../../helpers/sites.ts';
import { lexiconBuilds, lexiconOf } from '../../../server/search/translation-lexicon.ts';

function recorder() {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) } };
}

const answers = (index: Parameters<typeof searchIndex>[0], query: string) => searchIndex(index, { query }).hits.map((h) => `${h.section.path} ${h.score}`);

describe('loadOrBuildSearchIndex', () => {
  let cacheDir: string;
  beforeEach(() => (cacheDir = mkdtempSync(join(tmpdir(), 'portfolio-agent-index-'))));
  afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('builds once and reads the snapshot on the next start of unchanged content', () => {
    const before = buildCounter.count;
    const first = loadSite(fixtureDir('minimal'), { cacheDir });
    expect(buildCounter.count - before).to.equal(1);
    expect(readdirSync(join(cacheDir, 'index')).filter((f) => f.endsWith('.idx'))).to.have.length(1);
    const second = loadSite(fixtureDir('minimal'), { cacheDir });
    expect(buildCounter.count - before).to.equal(1);
    for (const q of ['credit line', 'Bildnachweis', 'credti', 'Photo agency']) expect(answers(second.search, q)).to.deep.equal(answers(first.search, q));
  });

  it("answers the sample site's questions the same from a snapshot as from a fresh build", () => {
    const site = sample();
    const { log } = recorder();
    loadOrBuildSearchIndex(site, { cacheDir, log });
    const before = buildCounter.count;
    const loaded = loadOrBuildSearchIndex(site, { cacheDir, log });
    expect(buildCounter.count).to.equal(before);
    for (const q of ['Which awards has she won?', 'Pressefotos herunterladen', 'exhibitoins', 'Hochwasser']) expect(answers(loaded, q)).to.deep.equal(answers(site.search, q));
  });

  it('stores the translation lexicons with the index: a restart and its questions build none, and they are the ones a build makes', () => {
    const site = sample();
    const fresh = [...lexiconOf(site.search, 'de', 'en')];
    expect(fresh.length).to.be.greaterThan(0);
    const { log } = recorder();
    loadOrBuildSearchIndex(site, { cacheDir, log });
    const loaded = loadOrBuildSearchIndex(site, { cacheDir, log });
    for (const q of ['Which awards has she won?', 'Pressefotos herunterladen', 'Wo kann ich ihre Ausstellungen sehen?']) searchIndex(loaded, { query: q, lang: 'en' });
    expect([...lexiconOf(loaded, 'de', 'en')]).to.deep.equal(fresh);
    expect(lexiconBuilds(loaded)).to.equal(0);
  });

  it('builds a large site in a child process that writes the snapshot, then reads it (the same answers)', function () {
    this.timeout(120_000);
    const site = sample();
    const { lines, log } = recorder();
    const before = buildCounter.count;
    const index = loadOrBuildSearchIndex(site, { cacheDir, log, childBuildMinSections: 1 });
    expect(buildCounter.count - before).to.equal(1);
    expect(lines).to.include('info search index loaded from cache');
    expect(readdirSync(join(cacheDir, 'index')).filter((f) => f.endsWith('.idx'))).to.have.length(1);
    for (const q of ['Which awards has she won?', 'Pressefotos herunterladen', 'exhibitoins']) expect(answers(index, q)).to.deep.equal(answers(site.search, q));
    // The build process made the translation lexicons too (on its own thread): the same ones, none built here.
    const expected = [...lexiconOf(site.search, 'en', 'de')];
    expect([...lexiconOf(index, 'en', 'de')]).to.deep.equal(expected);
    expect(lexiconBuilds(index)).to.equal(0);
  });

  it('rebuilds when the content changes (another digest, another file)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portfolio-agent-content-'));
    try {
      cpSync(fixtureDir('minimal'), dir, { recursive: true });
      const first = loadSite(dir, { cacheDir });
      appendFileSync(join(dir, 'en', 'licensing.md'), '\n## Zeppelins\n\nA new section about zeppelins.\n');
      const before = buildCounter.count;
      const second = loadSite(dir, { cacheDir });
      expect(buildCounter.count - before).to.equal(1);
      expect(indexDigest(second)).to.not.equal(indexDigest(first));
      expect(searchIndex(second.search, { query: 'zeppelins' }).hits[0].section.name).to.equal('Zeppelins');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rebuilds with a log line when the file under its name was built from other content', () => {
    const site = loadSite(fixtureDir('minimal'));
    const file = snapshotFile(cacheDir, indexDigest(site));
    loadOrBuildSearchIndex(site, { cacheDir, log: recorder().log });
    const { packed } = decodeSnapshot(readFileSync(file));
    writeFileSync(file, encodeSnapshot('0'.repeat(64), packed));
    const { lines, log } = recorder();
    const before = buildCounter.count;
    const index = loadOrBuildSearchIndex(site, { cacheDir, log });
    expect(buildCounter.count - before).to.equal(1);
    expect(lines.some((l) => l.startsWith('warn') && /does not match/.test(l))).to.equal(true);
    expect(answers(index, 'credit line')).to.deep.equal(answers(site.search, 'credit line'));
    // The rebuilt index replaced the file: the next start reads it.
    loadOrBuildSearchIndex(site, { cacheDir, log });
    expect(buildCounter.count - before).to.equal(1);
  });

  for (const [name, damage] of [
    ['truncated', (b: Buffer) => b.subarray(0, Math.floor(b.length / 2))],
    ['garbage', (b: Buffer) => Buffer.alloc(b.length, 0x41)],
    [
      'with a posting out of range',
      (b: Buffer) => {
        const { header, dataStart } = readSnapshotHeader(b);
        const copy = Buffer.from(b);
        copy.writeInt32LE(0x7fffffff, dataStart + header.languages[0].arrays.postDocs.offset);
        return copy;
      },
    ],
    ['empty', () => Buffer.alloc(0)],
  ] as [string, (b: Buffer) => Buffer][]) {
    it(`rebuilds with a log line when the file is ${name}`, () => {
      const site = loadSite(fixtureDir('minimal'));
      const file = snapshotFile(cacheDir, indexDigest(site));
      loadOrBuildSearchIndex(site, { cacheDir, log: recorder().log });
      writeFileSync(file, damage(readFileSync(file)));
      const { lines, log } = recorder();
      const before = buildCounter.count;
      const index = loadOrBuildSearchIndex(site, { cacheDir, log });
      expect(buildCounter.count - before).to.equal(1);
      expect(lines.filter((l) => l.startsWith('warn'))).to.have.length(1);
      expect(answers(index, 'credit line')).to.deep.equal(answers(site.search, 'credit line'));
    });
  }

  it('goes on in memory with a log line when the location cannot be written', () => {
    const blocker = join(cacheDir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const site = loadSite(fixtureDir('minimal'));
    const { lines, log } = recorder();
    const index = loadOrBuildSearchIndex(site, { cacheDir: join(blocker, 'cache'), log });
    expect(lines.filter((l) => l.startsWith('warn'))).to.have.length(1);
    expect(lines[0]).to.match(/not persisted/);
    expect(answers(index, 'credit line')).to.deep.equal(answers(site.search, 'credit line'));
    expect(readdirSync(cacheDir)).to.deep.equal(['a-file']);
  });

  it('persists nothing without a cache folder', () => {
    const before = buildCounter.count;
    loadOrBuildSearchIndex(loadSite(fixtureDir('minimal')), {});
    loadOrBuildSearchIndex(loadSite(fixtureDir('minimal')), {});
    expect(buildCounter.count - before).to.equal(4);
  });
});

describe('decodeSnapshot', () => {
  it('refuses bytes that are not a snapshot', () => {
    expect(() => decodeSnapshot(new TextEncoder().encode('{"format":1}'))).to.throw(SnapshotError);
  });
});

describe('encodeSnapshot', () => {
  it("keeps each language's packed passages, and a reader refuses passages that point out of range", () => {
    const packed = [...loadSite(fixtureDir('minimal')).search.byLang.values()].map((li) => ({ ...li }));
    const back = decodeSnapshot(encodeSnapshot('d', packed)).packed;
    back.forEach((p, i) => {
      expect([...p.passages!.base]).to.deep.equal([...packed[i].passages!.base]);
      expect([...p.passages!.meta]).to.deep.equal([...packed[i].passages!.meta]);
      expect([...p.passages!.terms]).to.deep.equal([...packed[i].passages!.terms]);
    });
    const broken = packed.map((p) => ({ ...p, passages: { ...p.passages!, base: p.passages!.base.map(() => 1e9) } }));
    expect(() => decodeSnapshot(encodeSnapshot('d', broken))).to.throw(SnapshotError, /passage/);
  });
});
