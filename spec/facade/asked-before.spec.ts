import { expect } from 'chai';
import { ASKED_SLOTS, askedBefore } from '../../facade/asked-before.ts';

describe('askedBefore', () => {
  it('says no to a key the first time and yes after', () => {
    const asked = askedBefore();
    expect(asked('5:hello0:')).to.equal(false);
    expect(asked('5:hello0:')).to.equal(true);
    expect(asked('5:hallo0:')).to.equal(false);
  });

  it('remembers most of as many keys as it has slots, and forgets what later keys displaced, in a table that never grows', () => {
    const asked = askedBefore(1024);
    const keys = Array.from({ length: 512 }, (_, i) => `question ${i}`);
    for (const key of keys) asked(key);
    const remembered = keys.filter((key) => asked(key)).length;
    // Half full, most keep their slot (a key keeps it unless a later key took it; asking again re-records a forgotten one, which may displace another).
    expect(remembered).to.be.within(250, 512);
    for (let i = 0; i < 100_000; i++) asked(`other ${i}`);
    expect(keys.filter((key) => asked(key)).length).to.be.below(20);
    expect(ASKED_SLOTS * 4).to.equal(256 * 1024);
  });
});
