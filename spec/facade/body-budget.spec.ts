import { expect } from 'chai';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { bodyBudget } from '../../facade/body-budget.ts';

const response = () => new EventEmitter() as unknown as ServerResponse;

describe('bodyBudget', () => {
  it('reserves bodies up to the bound, refuses the one that does not fit, and counts it', () => {
    const budget = bodyBudget(100);
    expect(budget.reserve(60, response())).to.equal(true);
    expect(budget.reserve(40, response())).to.equal(true);
    expect(budget.reserve(1, response())).to.equal(false);
    expect(budget.reserve(0, response())).to.equal(true);
    expect(budget.stats()).to.deep.equal({ reserved: 100, maxBytes: 100, refused: 1 });
  });

  it('gives the bytes back once, when the response finishes or closes (both may be emitted)', () => {
    const budget = bodyBudget(100);
    const a = response();
    const b = response();
    budget.reserve(70, a);
    budget.reserve(30, b);
    (a as unknown as EventEmitter).emit('finish');
    (a as unknown as EventEmitter).emit('close');
    expect(budget.stats().reserved).to.equal(30);
    (b as unknown as EventEmitter).emit('close');
    expect(budget.stats().reserved).to.equal(0);
    expect(budget.reserve(100, response())).to.equal(true);
    expect((a as unknown as EventEmitter).listenerCount('finish') + (a as unknown as EventEmitter).listenerCount('close')).to.equal(0);
  });
});
