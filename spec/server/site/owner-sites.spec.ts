/**
 * Sites of owners who are not the sample: a French/English illustrator and an English-only
 * architect (spec/fixtures/sites/), served for real. Every channel carries their terms and
 * only theirs, French pages speak French, `/` honours Accept-Language and defaultLanguage,
 * and anchors keep their letters.
 */
import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { RunningServer } from '../../../server/cli/start-server.ts';
import { exportSite } from '../../../server/cli/export-site.ts';
import { markdownPath } from '../../../server/site/resolve-address.ts';
import { fixtureDir, site } from '../../helpers/sites.ts';
import { startTestServer } from '../../helpers/test-server.ts';

const illustrator = () => site(fixtureDir('illustrator-fr'));
const architect = () => site(fixtureDir('architect-en'));

/** Wording the sample's owner configured and nobody else did. */
const SAMPLE_WORDING = /UrhG|44b|German Copyright|Urheberrecht|photographs are protected|Fotografien|Mira|Albrecht|awards|she won|Hamburg/i;

async function everyDocument(server: RunningServer, paths: string[]): Promise<Record<string, { status: number; text: string; headers: Headers }>> {
  const out: Record<string, { status: number; text: string; headers: Headers }> = {};
  for (const path of paths) {
    const res = await fetch(server.url + path, { headers: { accept: path.endsWith('/') ? 'text/html' : '*/*' } });
    out[path] = { status: res.status, text: await res.text(), headers: res.headers };
  }
  return out;
}

async function profile(server: RunningServer, lang: string): Promise<Record<string, unknown>> {
  const client = new Client({ name: 'owner-sites', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  try {
    const result = await client.callTool({ name: 'get_profile', arguments: { lang } });
    return result.structuredContent as Record<string, unknown>;
  } finally {
    await client.close();
  }
}

const CHANNELS = ['/llms.txt', '/llms-full.txt', '/agents.md', '/robots.txt', '/.well-known/tdmrep.json', '/openapi.json', '/.well-known/agent-skills/index.json'];

describe("an owner's site that is not the sample", function () {
  this.timeout(120_000);
  let fr: RunningServer;
  let en: RunningServer;

  before(async () => {
    fr = await startTestServer(illustrator());
    en = await startTestServer(architect());
  });
  after(async () => {
    await fr?.close();
    await en?.close();
  });

  const pathsOf = (s: ReturnType<typeof illustrator>) => [...CHANNELS, ...s.languages.map((l) => `/${l}/llms.txt`), ...s.pages.flatMap((p) => [p.path, markdownPath(p.path)])];

  describe('terms', () => {
    it("the illustrator's site carries no wording she did not configure, on any channel", async () => {
      const docs = await everyDocument(fr, pathsOf(illustrator()));
      for (const [path, doc] of Object.entries(docs)) {
        expect(doc.status, path).to.equal(200);
        expect(doc.text, path).to.not.match(SAMPLE_WORDING);
      }
      const skillIndex = JSON.parse(docs['/.well-known/agent-skills/index.json'].text) as { skills: { url: string }[] };
      for (const skill of skillIndex.skills) expect(await (await fetch(new URL(new URL(skill.url).pathname, fr.url))).text()).to.not.match(SAMPLE_WORDING);
      for (const lang of ['fr', 'en']) expect(JSON.stringify(await profile(fr, lang))).to.not.match(SAMPLE_WORDING);
    });

    it("the illustrator's French pages state her own wording; English pages the generated terms with the basis she named", async () => {
      const frMd = await (await fetch(`${fr.url}/fr/oeuvres.md`)).text();
      expect(frMd).to.contain('article L. 122-5-3 du Code de la propriété intellectuelle');
      expect(frMd).to.not.contain('2019/790');
      const enMd = await (await fetch(`${fr.url}/en/works.md`)).text();
      expect(enMd).to.contain('Text and data mining and training AI models on this content are not allowed (reservation of use under Art. 4(3) of Directive (EU) 2019/790).');
      expect(enMd).to.not.match(/photograph/i);
      const p = await profile(fr, 'fr');
      expect(p.rights).to.deep.include({ tdmReservation: true, aiTraining: 'reserved', creditText: 'Illustration : Camille Roux' });
      expect((p.rights as { statement: string }).statement).to.contain('L. 122-5-3');
    });

    it("the illustrator's reservation is machine-readable: headers, meta, tdmrep.json, robots.txt", async () => {
      const res = await fetch(`${fr.url}/fr/`, { headers: { accept: 'text/html' } });
      expect(res.headers.get('tdm-reservation')).to.equal('1');
      expect(res.headers.get('content-signal')).to.equal('search=yes, ai-input=yes, ai-train=no');
      expect(await res.text()).to.contain('<meta name="tdm-reservation" content="1">');
      expect(await (await fetch(`${fr.url}/.well-known/tdmrep.json`)).json()).to.deep.equal([{ location: '/*', 'tdm-reservation': 1, 'tdm-policy': 'https://www.camille-roux.example/en/terms/' }]);
      expect(await (await fetch(`${fr.url}/robots.txt`)).text()).to.match(/User-agent: GPTBot[\s\S]*Disallow: \//);
    });

    it('the architect, who reserved nothing and named no law, gets no reservation anywhere', async () => {
      const docs = await everyDocument(en, pathsOf(architect()));
      for (const [path, doc] of Object.entries(docs)) {
        expect(doc.status, path).to.equal(200);
        expect(doc.text, path).to.not.match(SAMPLE_WORDING);
        // The OpenAPI schemas describe the profile's fields ("reserved or allowed"), so only its prose is checked.
        const prose = path === '/openapi.json' ? (JSON.parse(doc.text) as { info: { description: string } }).info.description : doc.text;
        expect(prose, path).to.not.match(/not allowed|reservation|reserved|permission/i);
        expect(doc.headers.get('tdm-reservation'), path).to.equal(null);
        expect(doc.headers.get('content-signal'), path).to.equal('search=yes, ai-input=yes');
      }
      expect(JSON.parse(docs['/.well-known/tdmrep.json'].text)).to.deep.equal([]);
      expect(docs['/robots.txt'].text).to.not.contain('Disallow');
      expect(docs['/en/projects.md'].text).to.contain('Assistants may fetch individual pages on behalf of a person, summarise them, quote short passages with a link and link to them');
      const p = await profile(en, 'en');
      expect(p.rights).to.deep.include({ tdmReservation: false, notAllowed: '' });
      expect(p.rights).to.not.have.property('aiTraining');
    });
  });

  describe('interface words', () => {
    it('French pages speak French: search, terms, language switch, dates, 404, search results', async () => {
      const html = await (await fetch(`${fr.url}/fr/oeuvres/`, { headers: { accept: 'text/html' } })).text();
      expect(html).to.contain('<html lang="fr">');
      expect(html).to.contain('>Chercher</a>'); // the owner's override of "Rechercher"
      expect(html).to.contain('<strong>Conditions d’utilisation :</strong>'.replace(' :', ':'));
      expect(html).to.match(/<a class="lang" href="\/en\/works\/" hreflang="en" lang="en">English<\/a>/);
      expect(html).to.contain('Dernière mise à jour: <time datetime="2026-10-01">1 octobre 2026</time>');
      expect(html).to.not.match(/>Search<|Terms of use|Skip to content/);
      const md = await (await fetch(`${fr.url}/fr/oeuvres.md`)).text();
      expect(md).to.contain('- Langue: français (fr)').and.contain('- Autre langue: anglais (en): https://www.camille-roux.example/en/works/');
      const search = await (await fetch(`${fr.url}/fr/search/?q=aquarelle`, { headers: { accept: 'text/html' } })).text();
      expect(search)
        .to.match(/\d+ résultats?/)
        .and.contain('Posez une question sur ce site');
      const missing = await fetch(`${fr.url}/fr/nulle-part/`, { headers: { accept: 'text/html' } });
      expect(missing.status).to.equal(404);
      expect(await missing.text()).to.contain('Page introuvable');
    });

    it('English pages of the same site stay English, and their switch reads Français', async () => {
      const html = await (await fetch(`${fr.url}/en/works/`, { headers: { accept: 'text/html' } })).text();
      expect(html).to.contain('>Search</a>').and.contain('>Français</a>');
    });

    it('generates the developer pages and console in each language, in that language', async () => {
      const page = await (await fetch(`${fr.url}/fr/developers/`, { headers: { accept: 'text/html' } })).text();
      expect(page).to.contain('<h1>Pour les développeurs et les agents d’IA</h1>').and.contain('id="console"').and.contain('Essayer');
      expect(page).to.contain('src="/console.js"');
      const enPage = await fetch(`${en.url}/en/developers/`, { headers: { accept: 'text/html' } });
      expect(enPage.status).to.equal(200);
      expect(await enPage.text()).to.contain('id="console"');
    });
  });

  describe('/', () => {
    const root = async (server: RunningServer, acceptLanguage?: string) =>
      (await fetch(`${server.url}/`, { redirect: 'manual', headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } })).headers.get('location');

    it('goes to defaultLanguage without Accept-Language or without a match, else to the best match', async () => {
      expect(await root(fr)).to.equal('/fr/');
      expect(await root(fr, '*')).to.equal('/fr/');
      expect(await root(fr, 'de-DE, de;q=0.9')).to.equal('/fr/');
      expect(await root(fr, 'en-GB, en;q=0.9')).to.equal('/en/');
      expect(await root(fr, 'de, en;q=0.5, fr;q=0.4')).to.equal('/en/');
      expect(await root(fr, 'fr-CH')).to.equal('/fr/');
      expect(await root(en, 'fr')).to.equal('/en/');
    });

    it("the export's index.html agrees: the browser's languages pick, the default without a match or JavaScript", async () => {
      const out = mkdtempSync(join(tmpdir(), 'owner-export-'));
      try {
        await exportSite(illustrator(), out);
        const index = readFileSync(join(out, 'index.html'), 'utf8');
        expect(index).to.contain('<script src="/choose-language.js"></script>').and.contain('url=/fr/');
        const script = readFileSync(join(out, 'choose-language.js'), 'utf8');
        const pick = (languages: string[]) => {
          let target = '';
          runInNewContext(script, { navigator: { languages }, location: { replace: (to: string) => (target = to) } });
          return target;
        };
        expect(pick(['en-US', 'en'])).to.equal('/en/');
        expect(pick(['de-DE'])).to.equal('/fr/');
        expect(pick(['fr-CA', 'en'])).to.equal('/fr/');
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    });
  });

  describe('anchors', () => {
    it('keep their letters: transliterated Latin, Cyrillic, kept Japanese, a number only without letters', async () => {
      expect(
        illustrator()
          .byPath.get('/fr/oeuvres/')!
          .sections.map((s) => s.id),
      ).to.deep.equal(['top', 'oeuvres-et-coeur', 'aero-island']);
      expect(
        architect()
          .byPath.get('/en/projects/')!
          .sections.map((s) => s.id),
      ).to.deep.equal(['top', 'aero-island', 'lodz-office', '日本語の見出し', 'privet-mir', 'section']);
      const html = await (await fetch(`${en.url}/en/projects/`, { headers: { accept: 'text/html' } })).text();
      expect(html).to.contain('<h2 id="lodz-office">Łódź office</h2>').and.contain('<h2 id="日本語の見出し">');
    });
  });
});
