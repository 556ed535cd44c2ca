import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeStaleTemps, replaceFileAtomic, STALE_TEMP_MS, tempFileFor, writeJsonAtomic } from '../../../server/site/atomic-write.ts';

describe('writeJsonAtomic', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'atomic-write-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the JSON (making the folder) and replaces an older file whole, leaving no temporary file', () => {
    const file = join(root, 'a', 'b', 'x.json');
    writeJsonAtomic(file, { n: 1 });
    writeJsonAtomic(file, { n: 2 });
    expect(JSON.parse(readFileSync(file, 'utf8'))).to.deep.equal({ n: 2 });
    expect(readdirSync(join(root, 'a', 'b'))).to.deep.equal(['x.json']);
  });

  it('throws when it cannot write, and leaves neither the file nor a temporary one', () => {
    const file = join(root, 'dir-in-the-way');
    mkdirSync(file);
    writeFileSync(join(file, 'keep'), '');
    expect(() => writeJsonAtomic(file, { n: 1 })).to.throw();
    expect(readdirSync(root)).to.deep.equal(['dir-in-the-way']);
  });
});

describe('replaceFileAtomic', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'atomic-write-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("renames what the writer made, and removes a failed writer's half-written file", async () => {
    const file = join(root, 'p.webp');
    await replaceFileAtomic(file, async (temp) => writeFileSync(temp, 'picture'));
    expect(readFileSync(file, 'utf8')).to.equal('picture');
    let failed = false;
    await replaceFileAtomic(join(root, 'q.webp'), async (temp) => {
      writeFileSync(temp, 'half');
      throw new Error('encoder failed');
    }).catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(readdirSync(root)).to.deep.equal(['p.webp']);
  });
});

describe('tempFileFor', () => {
  it('names a different temporary file on every call (two writers never share one)', () => {
    const names = new Set(Array.from({ length: 100 }, () => tempFileFor('/x/y.json')));
    expect(names.size).to.equal(100);
    for (const name of names) expect(name).to.match(/^\/x\/y\.json\.\d+-[a-z0-9]+\.tmp$/);
  });
});

describe('removeStaleTemps', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'atomic-write-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("removes temporary files older than any writer takes, and nothing else (a live writer's file, other files, folders)", () => {
    const old = (Date.now() - STALE_TEMP_MS - 60_000) / 1000;
    const left = tempFileFor(join(root, 'a.webp'));
    writeFileSync(left, 'half');
    utimesSync(left, old, old);
    const live = tempFileFor(join(root, 'b.webp'));
    writeFileSync(live, 'being written');
    writeFileSync(join(root, 'c.webp'), 'a version');
    utimesSync(join(root, 'c.webp'), old, old);
    mkdirSync(join(root, 'd.tmp'));
    utimesSync(join(root, 'd.tmp'), old, old);
    expect(removeStaleTemps(root)).to.equal(1);
    expect(readdirSync(root).sort()).to.deep.equal(['c.webp', 'd.tmp', live.slice(root.length + 1)].sort());
  });

  it('is quiet about a folder that does not exist', () => {
    expect(removeStaleTemps(join(root, 'none'))).to.equal(0);
  });
});
