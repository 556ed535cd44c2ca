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

  it('runs works in arrival order, back to back, before any caller continues, while the budget lasts', async () => {
    const turn = fairTurns({ budgetMs: 60_000 });
    const events: string[] = [];
    const done = [1, 2, 3].map((n) =>
      turn
        .run(() => {
          events.push(`work ${n}`);
          return n * 10;
        })
        .then((value) => events.push(`continue ${value}`)),
    );
    expect(turn.waiting).to.equal(3);
    await Promise.all(done);
    expect(events).to.deep.equal(['work 1', 'work 2', 'work 3', 'continue 10', 'continue 20', 'continue 30']);
    expect(turn.given).to.equal(3);
    expect(turn.waiting).to.equal(0);
  });

  it('rejects only the run whose work throws', async () => {
    const turn = fairTurns({ budgetMs: 60_000 });
    const settled = await Promise.allSettled([
      turn.run(() => 1),
      turn.run(() => {
        throw new Error('no');
      }),
      turn.run(() => 3),
    ]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).to.deep.equal([1, 'no', 3]);
  });

  it('runs one work per iteration without a budget, and leaves the rest for the next iteration once a work has used the budget up', async () => {
    for (const budgetMs of [0, 1]) {
      const turn = fairTurns({ budgetMs });
      const order: number[] = [];
      const done = [1, 2, 3].map((n) =>
        turn.run(() => {
          order.push(n);
          const until = performance.now() + 2;
          while (performance.now() < until);
        }),
      );
      await iterations(1);
      expect(order, `budget ${budgetMs}`).to.deep.equal([1]);
      await iterations(1);
      expect(order, `budget ${budgetMs}`).to.deep.equal([1, 2]);
      await Promise.all(done);
      expect(turn.waiting).to.equal(0);
    }
  });

  it('gives plain turns and runs in one queue, in arrival order', async () => {
    const turn = fairTurns({ budgetMs: 60_000 });
    const order: string[] = [];
    await Promise.all([turn.run(() => order.push('run 1')), turn().then(() => order.push('turn 2')), turn.run(() => order.push('run 3')), turn().then(() => order.push('turn 4'))]);
    expect(order).to.deep.equal(['run 1', 'turn 2', 'run 3', 'turn 4']);
    expect(turn.given).to.equal(4);
  });
});
