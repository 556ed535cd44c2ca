import { expect } from 'chai';
import { inSlices } from '../../../server/search/in-slices.ts';

const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('inSlices', () => {
  it('runs the steps after the current turn, until a step says it is done', async () => {
    let steps = 0;
    inSlices(() => ++steps < 10);
    expect(steps).to.equal(0);
    await turns(20);
    expect(steps).to.equal(10);
  });

  it('yields to the event loop between slices (a slice of 0 ms is one step)', async () => {
    let steps = 0;
    inSlices(() => ++steps < 1_000, 0);
    await turns(3);
    expect(steps).to.be.within(1, 10);
  });

  it('stops when asked and survives a step that throws', async () => {
    let steps = 0;
    const stop = inSlices(() => {
      steps++;
      if (steps === 2) throw new Error('one bad step');
      return true;
    }, 0);
    await turns(6);
    expect(steps).to.be.above(2);
    stop();
    const at = steps;
    await turns(6);
    expect(steps).to.be.at.most(at + 1);
  });
});
