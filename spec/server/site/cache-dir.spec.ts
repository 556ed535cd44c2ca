import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeFolders, type FolderFs } from '../../../server/site/cache-dir.ts';

describe('makeFolders', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'make-folders-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('makes every missing level and leaves existing ones alone', () => {
    makeFolders(join(root, 'a', 'b', 'c'));
    expect(statSync(join(root, 'a', 'b', 'c')).isDirectory()).to.equal(true);
    makeFolders(join(root, 'a', 'b', 'c'));
  });

  it('takes a folder another process made between its look and its mkdir (EEXIST)', () => {
    const target = join(root, 'x', 'y');
    let raced = 0;
    // Another worker makes each folder right after this one looked and found it missing.
    const fs: FolderFs = {
      existsSync,
      statSync,
      mkdirSync: (path) => {
        mkdirSync(path);
        raced++;
        return mkdirSync(path);
      },
    };
    makeFolders(target, fs);
    expect(raced).to.equal(2);
    expect(statSync(target).isDirectory()).to.equal(true);
  });

  it('still fails when a file stands where a folder should be', () => {
    writeFileSync(join(root, 'file'), '');
    expect(() => makeFolders(join(root, 'file', 'sub'))).to.throw();
    // A file made in the race is not taken for a folder either.
    const fs: FolderFs = { existsSync, statSync, mkdirSync: (path) => (writeFileSync(path, ''), mkdirSync(path)) };
    expect(() => makeFolders(join(root, 'other'), fs)).to.throw(/EEXIST/);
  });
});
