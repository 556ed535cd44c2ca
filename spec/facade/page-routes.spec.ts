import { expect } from 'chai';
import { minimal } from '../helpers/sites.ts';
import { startTestServer } from '../helpers/test-server.ts';
import type { RunningServer } from '../../server/cli/start-server.ts';

describe('pageRoutes', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal())));
  after(() => server.close());
  const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: 'manual' });

  it('serves the same Markdown at address.md, with Accept: text/markdown and with ?mode=agent', async () => {
    const variants = [await get('/en/licensing.md'), await get('/en/licensing/', { accept: 'text/markdown' }), await get('/en/licensing/?mode=agent')];
    const bodies = await Promise.all(variants.map((r) => r.text()));
    for (const res of variants) {
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('text/markdown; charset=utf-8');
      expect(res.headers.get('vary')).to.match(/Accept/);
      expect(res.headers.get('link')).to.equal('<https://www.test.example/en/licensing/>; rel="canonical"; type="text/html"');
    }
    expect(bodies[1]).to.equal(bodies[0]);
    expect(bodies[2]).to.equal(bodies[0]);
    expect(bodies[0]).to.match(/^# Licensing\n\n> How to license photographs\.\n/);
    expect(bodies[0]).to.contain('- Other language: German (de): https://www.test.example/de/lizenzen/').and.contain('- Last updated: 2026-10-01');
    expect(bodies[0]).to.match(/\*\*Terms of use:\*\* .*44b/);
  });

  it('serves the home page Markdown at /en.md', async () => {
    const res = await get('/en.md');
    expect(res.status).to.equal(200);
    expect(await res.text()).to.match(/^# Home/);
  });

  it('writes the German view in German', async () => {
    const text = await (await get('/de/lizenzen.md')).text();
    expect(text).to.contain('- Andere Sprache: Englisch (en): https://www.test.example/en/licensing/').and.contain('**Nutzungsbedingungen:**');
  });

  it('serves HTML with lang, meta, hreflang, the Markdown alternate, JSON-LD, navigation and a language switch', async () => {
    const res = await get('/en/licensing/', { accept: 'text/html' });
    expect(res.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(res.headers.get('vary')).to.match(/Accept/);
    const html = await res.text();
    expect(html).to.contain('<html lang="en">');
    expect(html).to.contain('<meta name="description" content="How to license photographs.">');
    expect(html).to.contain('<link rel="alternate" hreflang="de" href="https://www.test.example/de/lizenzen/">');
    expect(html).to.contain('<link rel="alternate" type="text/markdown" href="/en/licensing.md">');
    expect(html).to.match(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"WebPage"/);
    expect(html).to.contain('<a class="lang" href="/de/lizenzen/" hreflang="de" lang="de">Deutsch</a>');
    expect(html).to.contain('<h2 id="credit-line">Credit line</h2>').and.contain('<h2 id="credit-line-1">').and.contain('<table>');
    expect(html).to.not.contain('<script src');
  });

  it('redirects an address without its trailing slash, keeping the query', async () => {
    const res = await get('/en/licensing?mode=agent');
    expect(res.status).to.equal(301);
    expect(res.headers.get('location')).to.equal('/en/licensing/?mode=agent');
  });

  it('redirects / by Accept-Language, with Vary', async () => {
    const en = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.status).to.equal(302);
    expect(en.headers.get('location')).to.equal('/en/');
    expect(en.headers.get('vary')).to.match(/Accept-Language/);
    expect((await get('/', { 'accept-language': 'de-DE' })).headers.get('location')).to.equal('/de/');
    expect((await get('/', { 'accept-language': 'fr' })).headers.get('location')).to.equal('/de/');
  });

  it('answers an unknown address with a 404 page for browsers and the JSON error otherwise', async () => {
    const html = await get('/en/nowhere/', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(html.status).to.equal(404);
    expect(html.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(await html.text()).to.contain('Page not found');
    const json = await get('/en/nowhere/', { accept: 'application/json' });
    expect(json.status).to.equal(404);
    expect((await json.json()).error.code).to.equal('not_found');
    expect((await get('/en/nowhere.md')).status).to.equal(404);
  });

  it('answers conditional requests for pages with 304', async () => {
    const first = await get('/de/');
    const again = await get('/de/', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).to.equal(304);
  });

  it('serves the stylesheet', async () => {
    const res = await get('/site.css');
    expect(res.headers.get('content-type')).to.equal('text/css; charset=utf-8');
  });
});

describe('searchPage route', () => {
  let server: RunningServer;
  before(async () => (server = await startTestServer(minimal())));
  after(() => server.close());

  it('answers /en/search/?q= and /de/suche/?q= with an HTML results page linked from the navigation', async () => {
    const en = await (await fetch(`${server.url}/en/search/?q=credit%20line`)).text();
    expect(en).to.contain('<ol class="results">').and.contain('<a href="/en/licensing/#credit-line">Credit line</a>');
    expect(en).to.contain('<a href="/en/search/" aria-current="page">Search</a>');
    const de = await (await fetch(`${server.url}/de/suche/?q=Fotos`)).text();
    expect(de).to.contain('<html lang="de">').and.contain('/de/lizenzen/');
    expect(await (await fetch(`${server.url}/de/`)).text()).to.contain('<a href="/de/suche/">Suche</a>');
  });

  it('never reflects the question unescaped', async () => {
    const evil = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await fetch(`${server.url}/en/search/?q=${encodeURIComponent(evil)}`);
    const html = await res.text();
    expect(html).to.not.contain('<script>alert').and.not.contain('<img src=x');
    expect(html).to.contain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.headers.get('content-security-policy')).to.contain("script-src 'self'").and.contain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(res.headers.get('referrer-policy')).to.equal('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).to.equal(null);
  });

  it('never reflects a requested path unescaped in the 404 page', async () => {
    const html = await (await fetch(`${server.url}/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E/`, { headers: { accept: 'text/html' } })).text();
    expect(html).to.not.contain('<script>alert');
  });
});
