import { expect } from 'chai';
import { fairTurns } from '../../facade/fair-turns.ts';

/** Resolves after `n` turns of the event loop (each setImmediate from an immediate runs one iteration later). */
const iterations = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : setImmediate(() => step(left - 1)));
    step(n);
  });

describe('fairTurns', () => {
  it('gives turns in arrival order, one per loop iteration', async () => {
    const turn = fairTurns();
    const order: number[] = [];
    const done = [1, 2, 3, 4].map((n) => turn().then(() => order.push(n)));
    expect(turn.waiting).to.equal(4);
    await iterations(1);
    expect(order).to.deep.equal([1]);
    await iterations(1);
    expect(order).to.deep.equal([1, 2]);
    await Promise.all(done);
    expect(order).to.deep.equal([1, 2, 3, 4]);
    expect(turn.waiting).to.equal(0);
    expect(turn.given).to.equal(4);
  });

  it('keeps no entry for a turn already given', async () => {
    const turn = fairTurns();
    for (let round = 0; round < 3; round++) await Promise.all(Array.from({ length: 2000 }, () => turn()));
    expect(turn.waiting).to.equal(0);
    expect(turn.given).to.equal(6000);
  });

  it('with a time budget, gives further turns in the same iteration, in arrival order, until the budget is spent', async () => {
    const turn = fairTurns({ budgetMs: 60_000 });
    const order: number[] = [];
    const done = [1, 2, 3, 4].map((n) => turn().then(() => order.push(n)));
    await iterations(1);
    expect(order).to.deep.equal([1, 2, 3, 4]);
    await Promise.all(done);
    expect(turn.given).to.equal(4);
  });

  it('with a time budget, leaves the rest for the next iteration once a turn has used it up', async () => {
    const turn = fairTurns({ budgetMs: 1 });
    const order: number[] = [];
    const busy = () => {
      const until = performance.now() + 2;
      while (performance.now() < until);
    };
    const done = [1, 2, 3].map((n) =>
      turn().then(() => {
        order.push(n);
        busy();
      }),
    );
    await iterations(1);
    expect(order).to.deep.equal([1]);
    await iterations(1);
    expect(order).to.deep.equal([1, 2]);
    await Promise.all(done);
    expect(order).to.deep.equal([1, 2, 3]);
    expect(turn.waiting).to.equal(0);
  });
});
