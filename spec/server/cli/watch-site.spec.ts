import { expect } from 'chai';
import { mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { join } from 'node:path';
import { watchSite } from '../../../server/cli/watch-site.ts';
import { createLogger } from '../../../facade/logger.ts';
import { tempSite } from '../../helpers/temp-site.ts';
import { startTestServer } from '../../helpers/test-server.ts';

describe('watchSite', function () {
  // each change is checked on a worker thread: seconds on a busy machine, so a generous limit (no timing is asserted).
  this.timeout(120_000);
  it('swaps in the edited content, and keeps the last good content when an edit is broken', async () => {
    const temp = tempSite();
    const lines: string[] = [];
    const watched = watchSite(
      temp.dir,
      {},
      createLogger('info', (l) => lines.push(l)),
      50,
    );
    const server = await startTestServer(watched.get);
    try {
      const title = async () => (await (await fetch(`${server.url}/en/licensing.md`)).text()).split('\n')[0];
      expect(await title()).to.equal('# Licensing');

      let reloaded = watched.reloaded();
      writeFileSync(join(temp.dir, 'en/licensing.md'), '---\ntitle: Licences\ndescription: New text.\ntranslationKey: licensing\n---\n\nNew.\n');
      expect(await reloaded).to.equal(true);
      expect(await title()).to.equal('# Licences');

      reloaded = watched.reloaded();
      writeFileSync(join(temp.dir, 'en/licensing.md'), '---\ndescription: The title is gone.\n---\n\nBroken.\n');
      expect(await reloaded).to.equal(false);
      expect(await title()).to.equal('# Licences');
      expect(lines.join('\n')).to.contain('en/licensing.md: title: is required');
    } finally {
      await server.close();
      watched.close();
      temp.remove();
    }
  });

  it("logs the new content's warnings after a reload, as at start, and tells its listeners", async () => {
    const temp = tempSite();
    const lines: string[] = [];
    const watched = watchSite(
      temp.dir,
      {},
      createLogger('info', (l) => lines.push(l)),
      50,
    );
    let swaps = 0;
    watched.onReload(() => swaps++);
    try {
      // A picture without alt text, caption or credit: loaded, with warnings.
      mkdirSync(join(temp.dir, 'assets'));
      await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .jpeg()
        .toFile(join(temp.dir, 'assets', 'p.jpg'));
      const reloaded = watched.reloaded();
      writeFileSync(join(temp.dir, 'en/licensing.md'), '---\ntitle: Licensing\ndescription: d\ntranslationKey: licensing\n---\n\n![](/assets/p.jpg)\n');
      while (!(await reloaded) && swaps === 0) await watched.reloaded();
      expect(swaps).to.equal(1);
      const warnings = lines.map((l) => JSON.parse(l)).filter((l) => l.message === 'content warning');
      expect(warnings.map((w) => w.problem).join('\n')).to.contain('has no alt text');
    } finally {
      watched.close();
      temp.remove();
    }
  });

  it('does not load on the main thread for a touch that changes nothing, or for a broken edit', async () => {
    const temp = tempSite();
    const watched = watchSite(temp.dir, {}, createLogger('silent'), 50);
    try {
      const before = watched.get();
      let reloaded = watched.reloaded();
      utimesSync(join(temp.dir, 'en/licensing.md'), new Date(), new Date());
      writeFileSync(join(temp.dir, 'site.yaml'), (await import('node:fs')).readFileSync(join(temp.dir, 'site.yaml')));
      expect(await reloaded).to.equal(false);
      reloaded = watched.reloaded();
      writeFileSync(join(temp.dir, 'en/licensing.md'), '---\ndescription: no title\n---\n\nBroken.\n');
      expect(await reloaded).to.equal(false);
      expect(watched.get()).to.equal(before);
      expect(watched.counts().loads).to.equal(0);
      expect(watched.counts().checks).to.be.at.least(2);
    } finally {
      watched.close();
      temp.remove();
    }
  });

  it('survives a deploy that replaces the content folder, and keeps watching the new one', async () => {
    const live = tempSite();
    const next = tempSite({ 'en/licensing.md': '---\ntitle: Deployed\ndescription: New release.\ntranslationKey: licensing\n---\n\nNew.\n' });
    const watched = watchSite(live.dir, {}, createLogger('silent'), 50);
    try {
      let reloaded = watched.reloaded();
      renameSync(live.dir, `${live.dir}.old`);
      renameSync(next.dir, live.dir);
      expect(await reloaded).to.equal(true);
      expect(watched.get().byPath.get('/en/licensing/')!.title).to.equal('Deployed');
      // The watch followed the new folder: an edit inside it is seen.
      reloaded = watched.reloaded();
      writeFileSync(join(live.dir, 'en/licensing.md'), '---\ntitle: Edited after deploy\ndescription: x\ntranslationKey: licensing\n---\n\nNew.\n');
      expect(await reloaded).to.equal(true);
      expect(watched.get().byPath.get('/en/licensing/')!.title).to.equal('Edited after deploy');
    } finally {
      watched.close();
      live.remove();
      rmSync(`${live.dir}.old`, { recursive: true, force: true });
      next.remove();
    }
  });
});
