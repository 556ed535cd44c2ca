/**
 * Operator errors through the command line's main(), in this process: one line that says
 * what to do, and exit code 3.
 */
import { expect } from 'chai';
import { createServer, type AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../../server/cli/cli.ts';
import { operatorMessage, EXIT_ENVIRONMENT } from '../../../server/cli/operator-error.ts';
import { fixtureDir } from '../../helpers/sites.ts';
import { tempSite } from '../../helpers/temp-site.ts';

async function run(args: string[]): Promise<{ code: number; err: string }> {
  const chunks: string[] = [];
  const writes = [process.stdout.write, process.stderr.write];
  const capture = ((chunk: string) => (chunks.push(String(chunk)), true)) as typeof process.stderr.write;
  process.stdout.write = capture;
  process.stderr.write = capture;
  try {
    return { code: await main(args, { ...process.env, LOG_LEVEL: 'silent' }), err: chunks.join('') };
  } finally {
    [process.stdout.write, process.stderr.write] = writes;
  }
}

describe('operator errors', function () {
  this.timeout(60_000);

  it('a port in use: one line saying to stop the other server or choose another port, exit 3', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const { code, err } = await run(['serve', '--port', String(port), '--host', '127.0.0.1', '--log-level', 'silent', '--content', fixtureDir('minimal')]);
      expect(code).to.equal(EXIT_ENVIRONMENT);
      expect(err.trim().split('\n')).to.have.length(1);
      expect(err).to.contain(`portfolio-agent serve: port ${port} on 127.0.0.1 is already in use: stop the other server, or choose another port with --port`);
      expect(err).to.not.match(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });

  it('a content folder that cannot be read as expected (site.yaml is a folder): one line, exit 3', async () => {
    const temp = tempSite({ 'site.yaml': null });
    mkdirSync(join(temp.dir, 'site.yaml'));
    try {
      const { code, err } = await run(['check', '--content', temp.dir]);
      expect(code).to.equal(EXIT_ENVIRONMENT);
      expect(err).to.match(/^portfolio-agent check: a folder was found where a file was expected \(site\.yaml and pages are files\): rename or remove it\n$/);
    } finally {
      temp.remove();
    }
  });

  it('an export folder that cannot be written: one line, exit 3', async () => {
    const { code, err } = await run(['export', '--out', '/dev/null/out', '--content', fixtureDir('minimal')]);
    expect(code).to.equal(EXIT_ENVIRONMENT);
    expect(err).to.match(/^portfolio-agent export: \/dev\/null\/out.* is not a folder: give a folder/);
  });

  it('says what to do for permissions and privileged ports', () => {
    expect(operatorMessage(Object.assign(new Error('x'), { code: 'EACCES', path: '/srv/site' }))).to.equal(
      'permission denied on /srv/site: make it readable (and, for --out, writable) by this user, e.g. chmod -R u+rwX /srv/site',
    );
    expect(operatorMessage(Object.assign(new Error('x'), { code: 'EACCES', syscall: 'listen', port: 80, address: '0.0.0.0' }))).to.contain('use a port above 1023');
    expect(operatorMessage(new Error('plain'))).to.equal(undefined);
  });
});
