import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportSite, fileFor } from '../../../server/cli/export-site.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { startTestServer } from '../../helpers/test-server.ts';
import { tempSite } from '../../helpers/temp-site.ts';

describe('exportSite', () => {
  it('writes every document byte for byte as the server sends it, with headers for a static host', async () => {
    const temp = tempSite({ 'assets/img/photo.txt': 'pixels' });
    const site = loadSite(temp.dir);
    const out = mkdtempSync(join(tmpdir(), 'portfolio-export-'));
    const server = await startTestServer(site);
    try {
      const files = await exportSite(site, out);
      const addresses = files.map((f) => f.address);
      for (const expected of [
        '/llms.txt',
        '/llms-full.txt',
        '/en/llms.txt',
        '/openapi.json',
        '/.well-known/api-catalog',
        '/.well-known/ai-catalog.json',
        '/.well-known/agent-skills/index.json',
        '/.well-known/tdmrep.json',
        '/agents.md',
        '/robots.txt',
        '/mcp/server-card',
        '/en/licensing/',
        '/en/licensing.md',
        '/de/',
        '/de.md',
        '/assets/img/photo.txt',
      ]) {
        expect(addresses, expected).to.include(expected);
      }
      for (const file of files) {
        const served = Buffer.from(await (await fetch(server.url + file.address, { headers: { accept: file.address.endsWith('/') ? 'text/html' : '*/*' } })).arrayBuffer());
        expect(readFileSync(join(out, file.file)).equals(served), file.address).to.equal(true);
      }
      for (const extra of ['_headers', 'HEADERS.md', 'index.html', '404.html']) expect(existsSync(join(out, extra)), extra).to.equal(true);
      expect(readFileSync(join(out, '_headers'), 'utf8'))
        .to.contain('tdm-reservation: 1')
        .and.contain('Content-Type: application/mcp-server-card+json');
    } finally {
      await server.close();
      rmSync(out, { recursive: true, force: true });
      temp.remove();
    }
  });
});

describe('fileFor', () => {
  it('puts addresses with a trailing slash into index.html', () => {
    expect(fileFor('/en/press/')).to.equal('en/press/index.html');
    expect(fileFor('/en/press.md')).to.equal('en/press.md');
    expect(fileFor('/.well-known/api-catalog')).to.equal('.well-known/api-catalog');
  });
});
