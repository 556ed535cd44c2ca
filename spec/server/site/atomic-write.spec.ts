import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replaceFileAtomic, tempFileFor, writeJsonAtomic } from '../../../server/site/atomic-write.ts';

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
