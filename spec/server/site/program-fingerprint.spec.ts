import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeFolders, programFingerprint } from '../../../server/site/program-fingerprint.ts';

describe('programFingerprint', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'portfolio-agent-code-'));
    mkdirSync(join(root, 'search'));
    writeFileSync(join(root, 'search', 'word-lists.ts'), "export const WORDS = ['fee', 'rate'];\n");
    writeFileSync(join(root, 'notes.md'), 'not code\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is the same for the same files, and changes when a module file is edited (a word list of the same length included)', () => {
    const before = programFingerprint([root]);
    expect(programFingerprint([root])).to.equal(before);
    writeFileSync(join(root, 'search', 'word-lists.ts'), "export const WORDS = ['fee', 'cost'];\n");
    utimesSync(join(root, 'search', 'word-lists.ts'), new Date(), new Date(Date.now() + 5000));
    expect(programFingerprint([root])).to.not.equal(before);
  });

  it('changes when a module file is added, and not for files that are not code', () => {
    const before = programFingerprint([root]);
    writeFileSync(join(root, 'notes.md'), 'still not code, but longer\n');
    expect(programFingerprint([root])).to.equal(before);
    writeFileSync(join(root, 'search', 'more-words.js'), 'export {};\n');
    expect(programFingerprint([root])).to.not.equal(before);
  });

  it('reads the running code by default', () => {
    expect(programFingerprint())
      .to.match(/^[0-9a-f]{64}$/)
      .and.not.equal(programFingerprint([root]));
  });
});

describe('codeFolders', () => {
  it('names server/ and tools/ beside each other for code laid out module by module (sources or tsc output)', () => {
    expect(codeFolders(join('/app', 'server', 'site'))).to.deep.equal([join('/app', 'server'), join('/app', 'tools')]);
    expect(codeFolders(join('/app', 'dist', 'server', 'site'))).to.deep.equal([join('/app', 'dist', 'server'), join('/app', 'dist', 'tools')]);
  });

  it('names only the folder of a bundle, whatever folders lie above it', () => {
    expect(codeFolders(join('/srv', 'server', 'app', 'dist', 'cli'))).to.deep.equal([join('/srv', 'server', 'app', 'dist', 'cli')]);
  });
});
