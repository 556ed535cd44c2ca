import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { minimal } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { checkLinks } from '../helpers/link-check.ts';
import { openApiChecker } from '../helpers/openapi-check.ts';
import type { RunningServer } from '../../server/cli/start-server.ts';

describe('documentRoutes', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal())));
  after(() => server.close());
  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers });

  it('serves every document with its content type, an ETag that answers 304, and HEAD', async () => {
    const expected: Record<string, string> = {
      '/llms.txt': 'text/plain; charset=utf-8',
      '/llms-full.txt': 'text/plain; charset=utf-8',
      '/en/llms.txt': 'text/plain; charset=utf-8',
      '/de/llms.txt': 'text/plain; charset=utf-8',
      '/openapi.json': 'application/json; charset=utf-8',
      '/.well-known/api-catalog': 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
      '/.well-known/ai-catalog.json': 'application/json; charset=utf-8',
      '/.well-known/agent-skills/index.json': 'application/json; charset=utf-8',
      '/.well-known/tdmrep.json': 'application/json; charset=utf-8',
      '/agents.md': 'text/markdown; charset=utf-8',
      '/robots.txt': 'text/plain; charset=utf-8',
    };
    for (const [path, type] of Object.entries(expected)) {
      const res = await get(path);
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('content-type'), path).to.equal(type);
      const etag = res.headers.get('etag')!;
      expect(etag, path).to.match(/^"[\w-]+"$/);
      expect((await get(path, { 'if-none-match': etag })).status, path).to.equal(304);
      const head = await fetch(server.url + path, { method: 'HEAD' });
      expect(head.status, path).to.equal(200);
      expect(head.headers.get('etag'), path).to.equal(etag);
    }
  });

  it('follows llmstxt.org in every llms.txt: one H1, a blockquote, a terms paragraph, H2 lists of [title](address.md): description', async () => {
    for (const path of ['/llms.txt', '/en/llms.txt', '/de/llms.txt']) {
      const text = await (await get(path)).text();
      const lines = text.split('\n');
      expect(
        lines.filter((l) => /^# /.test(l)),
        path,
      ).to.have.length(1);
      expect(lines[0]).to.match(/^# /);
      expect(lines[2]).to.match(/^> /);
      expect(lines[4]).to.match(/(44b|TDM|mining)/i);
      const items = lines.filter((l) => l.startsWith('- '));
      expect(items.length).to.be.greaterThan(2);
      for (const item of items.filter((l) => l.includes('.md)'))) expect(item).to.match(/^- \[[^\]]+\]\(https?:\/\/[^)]+\.md\): .+/);
    }
    expect(await (await get('/de/llms.txt')).text())
      .to.contain('Nutzungsbedingungen')
      .and.not.contain('Terms of use');
    expect(await (await get('/en/llms.txt')).text())
      .to.contain('Terms of use')
      .and.not.contain('Nutzungsbedingungen');
  });

  it('puts every page Markdown into llms-full.txt', async () => {
    const full = await (await get('/llms-full.txt')).text();
    for (const page of minimal().pages) expect(full).to.contain(`# ${page.title}\n`);
  });

  it('serves an OpenAPI 3.1.0 description, version 1.0.0, that passes a real validator', async () => {
    const doc = await (await get('/openapi.json')).json();
    expect(doc.openapi).to.equal('3.1.0');
    expect(doc.info.version).to.equal('1.0.0');
    for (const path of ['/v1/ask', '/ask', '/mcp', '/mcp/server-card', '/llms.txt', '/agents.md']) expect(doc.paths, path).to.have.property(path);
    const result = await new Validator().validate(doc);
    expect(result.valid, JSON.stringify(result.errors)).to.equal(true);
  });

  it('catches a response that does not fit the description (the checker can fail)', async () => {
    const check = openApiChecker(await (await get('/openapi.json')).json());
    expect(check({ method: 'GET', path: '/v1/ask', status: 200, type: 'application/json', body: { results: 'none' } })).to.be.a('string');
    expect(check({ method: 'GET', path: '/v1/ask', status: 400, type: 'application/json', body: { error: { code: 'x', message: 'y' } } })).to.equal(undefined);
  });

  it('lists the APIs in the RFC 9727 api-catalog, with a Link header on HEAD', async () => {
    const catalog = await (await get('/.well-known/api-catalog')).json();
    const [index, ask] = catalog.linkset;
    expect(index.item.map((i: { href: string }) => i.href)).to.include('https://www.test.example/v1/ask');
    expect(ask['service-desc'][0].href).to.equal('https://www.test.example/openapi.json');
    expect(ask).to.have.property('service-doc').and.to.have.property('length');
    expect(ask['service-meta'][0].href).to.equal('https://www.test.example/en/licensing/');
    const head = await fetch(`${server.url}/.well-known/api-catalog`, { method: 'HEAD' });
    expect(head.headers.get('link')).to.equal('</.well-known/api-catalog>; rel="api-catalog"');
  });

  it('lists the server card, the OpenAPI and the agent skills in the AI catalog', async () => {
    const catalog = await (await get('/.well-known/ai-catalog.json')).json();
    expect(catalog).to.include.keys('specVersion', 'host', 'entries');
    expect(catalog.entries.map((e: { url: string }) => e.url)).to.include.members([
      'https://www.test.example/mcp/server-card',
      'https://www.test.example/openapi.json',
      'https://www.test.example/.well-known/agent-skills/index.json',
    ]);
    for (const entry of catalog.entries) expect(entry).to.include.keys('identifier', 'type', 'url');
  });

  it('gives agent skills digests equal to the SHA-256 of the bytes the server sends', async () => {
    const index = await (await get('/.well-known/agent-skills/index.json')).json();
    expect(index.$schema).to.contain('0.2.0');
    for (const skill of index.skills) {
      expect(skill).to.include.keys('name', 'type', 'description', 'url', 'digest');
      const bytes = Buffer.from(await (await get(new URL(skill.url).pathname)).arrayBuffer());
      expect(skill.digest).to.equal(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
      expect(bytes.toString())
        .to.match(/^---\nname: /)
        .and.contain('not allowed');
    }
  });

  it('states the usage rights machine-readably: headers, tdmrep.json, robots.txt with Content Signals', async () => {
    for (const path of ['/en/', '/v1/ask?query=x', '/llms.txt', '/nowhere']) {
      const res = await get(path);
      expect(res.headers.get('tdm-reservation'), path).to.equal('1');
      expect(res.headers.get('tdm-policy'), path).to.equal('https://www.test.example/en/licensing/');
      expect(res.headers.get('content-signal'), path).to.equal('search=yes, ai-input=yes, ai-train=no');
    }
    expect(await (await get('/.well-known/tdmrep.json')).json()).to.deep.equal([{ location: '/*', 'tdm-reservation': 1, 'tdm-policy': 'https://www.test.example/en/licensing/' }]);
    const robots = await (await get('/robots.txt')).text();
    expect(robots).to.match(/User-agent: GPTBot[\s\S]*?Disallow: \//);
    expect(robots).to.match(/User-agent: ChatGPT-User[\s\S]*?Allow: \//);
    expect(robots).to.contain('Content-Signal: search=yes, ai-input=yes, ai-train=no');
    const html = await (await get('/en/')).text();
    expect(html).to.contain('<meta name="tdm-reservation" content="1">');
  });

  it('tells agents which endpoint serves what in agents.md', async () => {
    const text = await (await get('/agents.md')).text();
    for (const word of ['/v1/ask', '/mcp', '.md', 'llms.txt', 'openapi.json', '44b']) expect(text).to.contain(word);
  });

  it('answers CORS preflight and allows any origin on read-only endpoints', async () => {
    const pre = await fetch(`${server.url}/v1/ask`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.status).to.equal(204);
    expect(pre.headers.get('access-control-allow-origin')).to.equal('*');
    expect((await get('/llms.txt', { origin: 'https://app.example' })).headers.get('access-control-allow-origin')).to.equal('*');
  });

  it('finds no broken link from the documents, pages and Markdown views', async () => {
    const start = ['/llms.txt', '/llms-full.txt', '/openapi.json', '/.well-known/api-catalog', '/.well-known/ai-catalog.json', '/.well-known/agent-skills/index.json', '/agents.md', '/robots.txt'];
    for (const page of minimal().pages) start.push(page.path, page.path.replace(/\/$/, '') + '.md');
    const { broken, checked } = await checkLinks(minimal(), server.url, start);
    expect(broken).to.deep.equal([]);
    expect(checked).to.be.greaterThan(15);
  });
});

describe('deprecationHeaders', () => {
  it('puts Deprecation, Sunset and Link rel="deprecation" on configured paths only', async () => {
    const server = await startTestServer(minimal(), { deprecations: [{ prefix: '/v1/', deprecatedAt: '2027-01-01', sunsetAt: '2027-07-01', link: 'https://www.test.example/en/developers/' }] });
    try {
      const res = await fetch(`${server.url}/v1/ask?query=credit`);
      expect(res.headers.get('deprecation')).to.equal(`@${Date.parse('2027-01-01') / 1000}`);
      expect(res.headers.get('sunset')).to.equal('Thu, 01 Jul 2027 00:00:00 GMT');
      expect(res.headers.get('link')).to.equal('<https://www.test.example/en/developers/>; rel="deprecation"; type="text/html"');
      const other = await fetch(`${server.url}/ask?query=credit`);
      expect(other.headers.get('deprecation')).to.equal(null);
    } finally {
      await server.close();
    }
  });
});
