import { expect } from 'chai';
import { randomUuid } from '../../facade/random-uuid.ts';

describe('randomUuid', () => {
  it('makes version 4 UUIDs of the RFC variant, as crypto.randomUUID does', () => {
    for (let i = 0; i < 300; i++) expect(randomUuid()).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('makes a different one each time, across refills of its random bytes', () => {
    const made = new Set<string>();
    for (let i = 0; i < 1000; i++) made.add(randomUuid());
    expect(made.size).to.equal(1000);
  });

  it('returns strings that later calls do not change', () => {
    const first = randomUuid();
    const copy = `${first}`;
    randomUuid();
    expect(first).to.equal(copy);
  });
});
