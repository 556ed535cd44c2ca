/** The coordinate-ascent tuner's folds and its list of weights. */
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HELD_OUT, VALIDATION } from '../../bench/held-out.ts';
import { folds } from '../../bench/tune-weights.ts';
import { TUNED_WEIGHTS } from '../../bench/tune-weights-list.ts';

const root = join(import.meta.dirname, '../..');

describe('folds', () => {
  it('leaves the validation block in force and the held-out sets out of both folds', () => {
    const { A, B } = folds();
    for (const blind of [...VALIDATION, ...HELD_OUT])
      expect(
        [...A, ...B].some((n) => n.startsWith(blind)),
        blind,
      ).to.equal(false);
    expect(A).to.include('public');
    expect([...A, ...B]).to.include('ninety-fifth-site');
  });
  it('leaves out the block it is given', () => {
    const { A, B } = folds(['ninety-fifth']);
    expect([...A, ...B]).to.not.include('ninety-fifth-site');
  });
  it('splits by site: no set in both folds', () => {
    const { A, B } = folds();
    expect(A.filter((n) => B.includes(n))).to.deep.equal([]);
  });
});

describe('TUNED_WEIGHTS', () => {
  it("lists the learned tables' weights (the pairs' LEARNED_WEIGHT, the learned dictionary's LEARNED_SHARE)", () => {
    const names = TUNED_WEIGHTS.map((w) => w.name);
    expect(names).to.include('LEARNED_WEIGHT').and.to.include('LEARNED_SHARE');
  });
  it('finds each weight exactly once in its file, within its range', () => {
    for (const w of TUNED_WEIGHTS) {
      const all = [...readFileSync(join(root, w.file), 'utf8').matchAll(new RegExp(w.pattern.source, 'g'))];
      expect(all, w.name).to.have.lengthOf(1);
      const v = Number(all[0][1]);
      expect(v >= w.min && v <= w.max, `${w.name}=${v}`).to.equal(true);
    }
  });
});
