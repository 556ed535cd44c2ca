import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { watchSite } from '../../../server/cli/watch-site.ts';
import { createLogger } from '../../../facade/logger.ts';
import { tempSite } from '../../helpers/temp-site.ts';
import { startTestServer } from '../../helpers/test-server.ts';

describe('watchSite', () => {
  it('swaps in the edited content, and keeps the last good content when an edit is broken', async () => {
    const temp = tempSite();
    const lines: string[] = [];
    const watched = watchSite(temp.dir, {}, createLogger('info', (l) => lines.push(l)), 50);
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
});
