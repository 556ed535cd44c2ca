import { expect } from 'chai';
import { mkdtempSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { versionsInChild } from '../../../server/images/versions-in-child.ts';
import { isVersionFailure, versionFailureLine } from '../../../server/images/version-failure.ts';
import { derivativeStore } from '../../../server/images/derivative-store.ts';
import { sample } from '../../helpers/sites.ts';

describe('versionsInChild', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'portfolio-agent-versions-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("makes the store's missing versions in another process, and reports a picture it cannot encode", async function () {
    this.timeout(120_000);
    const site = sample();
    const store = derivativeStore(() => site, { cacheDir: dir });
    const missing = await store.missing();
    expect(missing.length).to.be.greaterThan(0);
    const jobs = missing.slice(0, 2);
    const broken = join(dir, 'broken.jpg');
    writeFileSync(broken, 'not a picture');
    const warnings: string[] = [];
    const outcome = await versionsInChild([...jobs, { input: broken, width: 480, ext: 'jpg', path: join(dir, 'broken-480.jpg') }], { warn: (m) => warnings.push(m) });
    expect(outcome).to.deep.equal({ ended: true, failed: 1, timedOut: false });
    expect(warnings).to.deep.equal(['image version failed']);
    for (const job of jobs) expect(statSync(job.path).size).to.be.greaterThan(0);
    // Made elsewhere, they are no longer missing here; no temporary file is left behind.
    expect((await store.missing()).length).to.equal(missing.length - 2);
    expect(readdirSync(join(dir, 'images')).filter((f) => f.endsWith('.tmp'))).to.deep.equal([]);
    expect(store.stats.made).to.equal(0);
  });

  it('stops a process that takes longer than its time limit (the caller makes the rest)', async () => {
    const warnings: string[] = [];
    const site = sample();
    const jobs = await derivativeStore(() => site, { cacheDir: dir }).missing();
    const outcome = await versionsInChild(jobs, { warn: (m) => warnings.push(m) }, 1);
    expect(outcome).to.deep.equal({ ended: false, failed: 0, timedOut: true });
    expect(warnings).to.deep.equal(['image versions: the process took too long and was stopped; the rest are made on first request']);
  });
});

describe('isVersionFailure', () => {
  it("counts the process's tagged failure lines only, not a runtime's warnings on the same stream", () => {
    expect(isVersionFailure(versionFailureLine({ file: 'a.jpg', width: 480, ext: 'jpg', error: 'bad' }).trim())).to.deep.include({ file: 'a.jpg', error: 'bad' });
    expect(isVersionFailure('(node:12) ExperimentalWarning: CommonJS module is loading ES Module')).to.equal(undefined);
    expect(isVersionFailure('{"file":"a.jpg","error":"bad"}')).to.equal(undefined);
    expect(isVersionFailure('{"versionFailed":true,')).to.equal(undefined);
  });
});
