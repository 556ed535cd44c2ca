/** The one list of blind sets that tuning and training scripts leave unread. */
import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HELD_OUT, heldOut, isHeldOut, readableSets, VALIDATION, validationBlock } from '../../bench/held-out.ts';

const evalDir = join(import.meta.dirname, '../../bench/eval');

describe('HELD_OUT', () => {
  it('names no set that has had its hold-out run (a set with a run file is a development set)', () => {
    for (const name of HELD_OUT) expect(existsSync(join(evalDir, `${name}-site-holdout-run.txt`)), name).to.equal(false);
  });
  it('names at least one set merged unrun (its questions are in bench/eval)', () => {
    expect(HELD_OUT.some((name) => existsSync(join(evalDir, `${name}-site-questions.json`)))).to.equal(true);
  });
});

describe('heldOut', () => {
  it('is HELD_OUT unless HELD names others', () => {
    expect(heldOut(undefined)).to.equal(HELD_OUT);
    expect(heldOut('eightieth,ninetieth')).to.deep.equal(['eightieth', 'ninetieth']);
  });
  it('refuses an empty list: the blind sets are never opened by a slip', () => {
    expect(() => heldOut('')).to.throw(/HELD/);
    expect(() => heldOut(',')).to.throw(/HELD/);
  });
});

describe('isHeldOut', () => {
  it('matches a set by its name prefix', () => {
    expect(isHeldOut('ninety-sixth-site', ['ninety-sixth'])).to.equal(true);
    expect(isHeldOut('ninety-fifth-site', ['ninety-sixth'])).to.equal(false);
    expect(isHeldOut('public', HELD_OUT)).to.equal(false);
  });
});

describe('readableSets', () => {
  const names = (options: Parameters<typeof readableSets>[1]) => readableSets(evalDir, options).map((s) => s.name);
  it('leaves out every held-out set and every set `skip` names', () => {
    const read = names({ content: 'content' });
    for (const held of HELD_OUT)
      expect(
        read.some((n) => n.startsWith(held)),
        held,
      ).to.equal(false);
    expect(read).to.include('ninety-fifth-site');
    expect(names({ skip: ['ninety-fifth'], content: 'content' })).to.not.include('ninety-fifth-site');
    expect(names({ held: ['ninety-fifth'] })).to.not.include('ninety-fifth-site');
  });
  it('reads `content` for a set without a site folder of its own (the public set), and leaves such a set out without it', () => {
    const withContent = readableSets(evalDir, { content: '/the/sample' });
    expect(withContent.find((s) => s.name === 'public')?.dir).to.equal('/the/sample');
    expect(withContent.find((s) => s.name === 'ninety-fifth-site')?.dir).to.equal(join(evalDir, 'ninety-fifth-site'));
    expect(names({})).to.not.include('public');
  });
});

describe('VALIDATION', () => {
  it("names the validation block in force (devval.py's `val`), none of it held out", () => {
    expect(VALIDATION)
      .to.have.lengthOf(18)
      .and.to.include('hundred-and-eighth')
      .and.to.include('hundred-and-thirteenth')
      .and.to.include('hundred-and-thirty-first')
      .and.to.include('hundred-and-thirty-seventh')
      .and.to.include('hundred-and-forty-third')
      .and.to.include('hundred-and-fifty-fifth');
    for (const name of VALIDATION) expect(isHeldOut(`${name}-site`), name).to.equal(false);
  });
});

describe('validationBlock', () => {
  it('is VALIDATION unless VAL or SKIP names others', () => {
    expect(validationBlock(undefined)).to.equal(VALIDATION);
    expect(validationBlock('eightieth,ninetieth')).to.deep.equal(['eightieth', 'ninetieth']);
  });
  it('refuses an empty list: a slip (VAL=) never opens the block to a mining script', () => {
    expect(() => validationBlock('')).to.throw(/VAL/);
    expect(() => validationBlock(',')).to.throw(/VAL/);
  });
  it('with readableSets, leaves the block out by default', () => {
    const read = readableSets(evalDir, { skip: validationBlock(undefined) }).map((s) => s.name);
    for (const name of VALIDATION) expect(read, name).to.not.include(`${name}-site`);
    expect(read).to.include('ninety-fifth-site');
  });
});
