import { expect } from 'chai';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentError, loadSite } from '../../../server/site/load-site.ts';
import type { Site } from '../../../server/site/site-types.ts';
import { readImageFacts } from '../../../server/images/photo-metadata.ts';
import { scanImages } from '../../../server/images/scan-images.ts';
import { getPage } from '../../../tools/get-page.ts';
import { searchSite } from '../../../tools/search-site.ts';
import { markdownView } from '../../../server/documents/markdown-view.ts';
import { loadHtmlRenderer, renderPage } from '../../../server/documents/render-html.ts';
import { pageJsonLd } from '../../../server/site/json-ld.ts';
import { derivativeStore } from '../../../server/images/derivative-store.ts';
import { parseDerivativePath } from '../../../server/images/derivative-names.ts';
import { GRETA, jpegWith, photoSite } from '../../helpers/photo-site.ts';
import { startTestServer } from '../../helpers/test-server.ts';
import { sample } from '../../helpers/sites.ts';

const DMI = 'http://ns.useplus.org/ldf/vocab/DMI-PROHIBITED-AIMLTRAINING';

function problemsOf(dir: string) {
  try {
    return loadSite(dir).warnings ?? [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe('readImageFacts', () => {
  it('reads the embedded XMP: captions by language, credit, rights, Data Mining, place, people', async () => {
    const facts = readImageFacts(await jpegWith(GRETA));
    expect(facts).to.include({ format: 'image/jpeg', width: 1200, height: 800 });
    expect(facts.embedded.caption).to.deep.equal({ 'x-default': GRETA.caption!.en, en: GRETA.caption!.en, de: GRETA.caption!.de });
    expect(facts.embedded).to.include({
      creator: 'Test Person',
      creditLine: 'Test Person / Agentur',
      copyrightNotice: '© 2023 Test Person',
      dateCreated: '2023-03-04',
      city: 'Langeneß',
      countryCode: 'DE',
      webStatement: 'https://www.test.example/en/licensing/',
      dataMining: DMI,
    });
    expect(facts.embedded.people).to.deep.equal(['Greta Hansen']);
  });

  it('reads IPTC IIM (UTF-8) when a JPEG has no XMP', async () => {
    const { insertApp13, buildIptcApp13 } = await import('../../../server/images/xmp-packet.ts');
    const plain = await jpegWith(undefined);
    const facts = readImageFacts(insertApp13(plain, buildIptcApp13(GRETA)));
    expect(facts.embedded).to.include({ city: 'Langeneß', creditLine: 'Test Person / Agentur', copyrightNotice: '© 2023 Test Person', dateCreated: '2023-03-04' });
    expect(facts.embedded.caption).to.deep.equal({ 'x-default': GRETA.caption!.en });
  });

  it('says so when the bytes are no picture', () => {
    expect(readImageFacts(Buffer.from('not a picture')).format).to.equal(undefined);
  });
});

describe('scanImages', () => {
  it('finds images outside code, with their section and whether they stand alone', () => {
    const refs = scanImages('Intro ![a](/assets/a.jpg) text\n\n## One\n\n![b \\] c](/assets/b.jpg "Title")\n\n```\n![no](/assets/no.jpg)\n```\n\n### Two\n\n![d](</assets/d.jpg>)\n');
    expect(refs.map((r) => [r.src, r.alt, r.headingIndex, r.standalone, r.title])).to.deep.equal([
      ['/assets/a.jpg', 'a', 0, false, undefined],
      ['/assets/b.jpg', 'b ] c', 1, true, 'Title'],
      ['/assets/d.jpg', 'd', 2, true, undefined],
    ]);
  });
});

describe('photographs of a content folder', function () {
  this.timeout(60_000);
  let fixture: Awaited<ReturnType<typeof photoSite>>;
  let site: Site;
  before(async () => {
    fixture = await photoSite();
    site = loadSite(fixture.dir);
    await loadHtmlRenderer();
  });
  after(() => fixture.remove());

  it("loads each page's photographs with the embedded fields in the page's language and the page's overrides", () => {
    const en = site.byPath.get('/en/gallery/')!;
    const de = site.byPath.get('/de/galerie/')!;
    expect(en.photos!.map((p) => p.id)).to.deep.equal(['photo-greta', 'photo-ferry']);
    expect(en.photos![0]).to.include({ caption: GRETA.caption!.en, credit: 'Test Person / Agentur', alt: 'An old woman at a window.', name: 'Greta', dataMining: DMI, section: 'photographs' });
    expect(en.photos![1]).to.include({ caption: 'The morning ferry leaves the harbour.', credit: 'Photo: Test Person' });
    expect(en.photos![1].people).to.deep.equal(['Hauke']);
    expect(de.photos![0]).to.include({ caption: GRETA.caption!.de, name: 'Greta am Fenster', alt: 'Eine alte Frau am Fenster.' });
  });

  it('appends one photo section per photograph, found by search by its caption, first, with its ImageObject', () => {
    const sections = site.byPath.get('/en/gallery/')!.sections;
    const greta = sections.find((s) => s.id === 'photo-greta')!;
    expect(greta).to.include({ kind: 'photo', path: '/en/gallery/#photo-greta', parent: 'Photographs' });
    expect(greta.text).to.contain('Langeneß').and.contain('2023-03-04').and.contain('Greta Hansen');
    const outcome = searchSite(site, { query: 'house she was born in', lang: 'en' });
    if (!outcome.ok) throw new Error(outcome.message);
    const [first] = outcome.value.results;
    expect(first.url).to.equal('https://www.test.example/en/gallery/#photo-greta');
    expect(first.schema_object).to.include({ '@type': 'ImageObject', caption: GRETA.caption!.en, creditText: 'Test Person / Agentur', license: 'https://www.test.example/en/licensing/' });
    expect(JSON.stringify(first.schema_object)).to.contain(DMI);
  });

  it('get_page lists the images (caption, credit, licence, Data Mining) and the photo sections', () => {
    const outcome = getPage(site, { path: '/en/gallery/' });
    if (!outcome.ok) throw new Error(outcome.message);
    const page = outcome.value;
    expect(page.images.map((i) => i.id)).to.deep.equal(['photo-greta', 'photo-ferry']);
    expect(page.images[0]).to.include({
      caption: GRETA.caption!.en,
      credit: 'Test Person / Agentur',
      license: 'https://www.test.example/en/licensing/',
      contentUrl: 'https://www.test.example/assets/photos/greta.jpg',
      dataMining: 'prohibited for AI/ML training (DMI-PROHIBITED-AIMLTRAINING)',
      width: 1200,
      height: 800,
    });
    expect(page.sections.filter((s) => s.kind === 'photo').map((s) => s.id)).to.deep.equal(['photo-greta', 'photo-ferry']);
    const one = getPage(site, { path: '/en/gallery/#photo-greta' });
    if (!one.ok) throw new Error(one.message);
    expect(one.value.images.map((i) => i.id)).to.deep.equal(['photo-greta']);
    expect(one.value.markdown).to.contain(GRETA.caption!.en);
  });

  it('the Markdown view lists each photo with alt text, caption, credit, licence, Data Mining and address', () => {
    const md = markdownView(site, '/en/gallery/')!;
    expect(md).to.contain('![An old woman at a window.](https://www.test.example/assets/photos/greta.jpg "Greta")');
    expect(md).to.contain(GRETA.caption!.en).and.contain('Credit: Test Person / Agentur · © 2023 Test Person');
    expect(md).to.contain('Licence: https://www.test.example/en/licensing/');
    expect(md).to.contain('prohibited for AI/ML training (DMI-PROHIBITED-AIMLTRAINING)');
    expect(md).to.contain('Address: https://www.test.example/en/gallery/#photo-greta');
  });

  it('the HTML page shows figures with caption, credit, licence and Data Mining, srcset, size and anchors', () => {
    const html = renderPage(site, site.byPath.get('/en/gallery/')!);
    expect(html).to.contain('<figure class="photo" id="photo-greta">');
    expect(html).to.contain(`<span class="caption">${GRETA.caption!.en}</span>`);
    expect(html).to.contain('Test Person / Agentur · © 2023 Test Person');
    expect(html).to.contain('rel="license"').and.contain(`data-data-mining="${DMI}"`);
    expect(html).to.match(/<source type="image\/webp" srcset="\/images\/[0-9a-f]{16}a-480\.webp 480w, \/images\/[0-9a-f]{16}a-960\.webp 960w, \/images\/[0-9a-f]{16}a-1200\.webp 1200w"/);
    expect(html).to.contain('width="1200" height="800"').and.contain('loading="lazy"');
    expect(html).to.contain('<a href="/assets/photos/greta.jpg" class="full"');
    expect(html).to.contain('<meta property="og:image" content="https://www.test.example/images/');
    expect(html).to.contain('<meta name="twitter:card" content="summary_large_image">');
    // Headings keep their anchors although photo sections follow them in the list.
    expect(html).to.contain('<h2 id="about-the-series">');
  });

  it('every ImageObject in the JSON-LD carries license, acquireLicensePage, creditText, creator and copyrightNotice', () => {
    for (const s of [site, sample()]) {
      for (const page of s.pages) {
        const images = (pageJsonLd(s, page).image ?? []) as Record<string, unknown>[];
        expect(images.length).to.equal(page.photos?.length ?? 0);
        for (const image of images) {
          for (const field of ['license', 'acquireLicensePage', 'creditText', 'creator', 'copyrightNotice', 'contentUrl', 'thumbnailUrl', 'caption', 'encodingFormat', 'width', 'height']) {
            expect(image, `${page.path} ${image['@id']} ${field}`).to.have.property(field);
          }
        }
      }
    }
  });
});

describe('check knows photographs', function () {
  this.timeout(60_000);

  it('reports a missing file, missing alt text and a missing caption, each naming page and image', async () => {
    const fixture = await photoSite({
      'en/broken.md': '---\ntitle: Broken\ndescription: A page with broken pictures.\n---\n\n![](/assets/photos/plain.jpg)\n\n![Gone](/assets/photos/gone.jpg)\n\n![Text](/assets/notes.txt)\n',
    });
    try {
      fixture.write('assets/photos/plain.jpg', await jpegWith(undefined));
      fixture.write('assets/notes.txt', Buffer.from('hello'));
      const problems = problemsOf(fixture.dir).filter((p) => p.file === 'en/broken.md');
      const about = (src: string) => problems.filter((p) => p.field === `image ${src}`).map((p) => `${p.severity ?? 'error'}: ${p.message}`);
      expect(about('/assets/photos/gone.jpg')).to.deep.equal(['error: is missing: there is no file assets/photos/gone.jpg in the content folder']);
      expect(about('/assets/notes.txt')[0]).to.match(/^error: is not a supported picture format/);
      const plain = about('/assets/photos/plain.jpg');
      expect(plain.some((m) => /^warning: has no alt text/.test(m))).to.equal(true);
      expect(plain.some((m) => /^warning: has no caption/.test(m))).to.equal(true);
      expect(plain.some((m) => /^warning: has no credit/.test(m))).to.equal(true);
      expect(plain.some((m) => /^warning: assets\/photos\/plain\.jpg: the site reserves text and data mining, but the file's PLUS Data Mining value is missing/.test(m))).to.equal(true);
    } finally {
      fixture.remove();
    }
  });

  it('warns, without stopping start-up, when a photo allows data mining and the site reserves it', async () => {
    const fixture = await photoSite();
    try {
      fixture.write('assets/photos/ferry.jpg', await jpegWith({ ...GRETA, dataMining: 'http://ns.useplus.org/ldf/vocab/DMI-ALLOWED' }));
      const warnings = loadSite(fixture.dir).warnings!;
      expect(warnings.map((w) => [w.file, w.severity, w.message.slice(0, 96)])).to.deep.equal([
        ['en/gallery.md', 'warning', "assets/photos/ferry.jpg: the site reserves text and data mining, but the file's PLUS Data Mining"],
      ]);
      expect(warnings[0].message).to.contain('says "DMI-ALLOWED"');
    } finally {
      fixture.remove();
    }
  });

  it('refuses a symbolic link that leads out of the content folder, naming it', async () => {
    const fixture = await photoSite();
    try {
      symlinkSync('/etc/passwd', join(fixture.dir, 'assets', 'link'));
      const problems = problemsOf(fixture.dir);
      expect(problems).to.deep.include({ file: 'assets/link', field: '(symbolic link)', message: problems.find((p) => p.file === 'assets/link')!.message });
      expect(() => loadSite(fixture.dir)).to.throw(ContentError, /assets\/link/);
    } finally {
      fixture.remove();
    }
  });

  it('keeps a symbolic link that stays inside the folder', async () => {
    const fixture = await photoSite();
    try {
      symlinkSync(join(fixture.dir, 'assets', 'photos', 'greta.jpg'), join(fixture.dir, 'assets', 'greta-link.jpg'));
      expect(problemsOf(fixture.dir).filter((p) => p.file.includes('link'))).to.deep.equal([]);
    } finally {
      fixture.remove();
    }
  });

  it('persists the picture facts in the cache folder: a second load reads no picture', async () => {
    const fixture = await photoSite();
    const cacheDir = mkdtempSync(join(tmpdir(), 'portfolio-agent-cache-'));
    try {
      const { attachPhotos } = await import('../../../server/images/load-photos.ts');
      const first = loadSite(fixture.dir, { cacheDir });
      const again = attachPhotos(
        fixture.dir,
        first.pages.map((p) => ({ ...p, sections: [...p.sections] })),
        [],
        { cacheDir },
      );
      expect(again.files).to.equal(2);
      expect(again.cached).to.equal(2);
    } finally {
      fixture.remove();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it("keeps two sites apart in one cache folder: each one's second load reads no picture", async () => {
    const one = await photoSite();
    const two = await photoSite();
    const cacheDir = mkdtempSync(join(tmpdir(), 'portfolio-agent-cache-'));
    try {
      const { attachPhotos } = await import('../../../server/images/load-photos.ts');
      const again = (dir: string) =>
        attachPhotos(
          dir,
          loadSite(dir).pages.map((p) => ({ ...p, sections: [] })),
          [],
          { cacheDir },
        );
      again(one.dir);
      again(two.dir);
      expect(again(one.dir).cached).to.equal(2);
      expect(again(two.dir).cached).to.equal(2);
    } finally {
      one.remove();
      two.remove();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('picture responses', function () {
  this.timeout(90_000);
  let fixture: Awaited<ReturnType<typeof photoSite>>;
  let site: Site;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const images = () => derivativeStore(() => site);
  let store: ReturnType<typeof images>;
  before(async () => {
    fixture = await photoSite();
    site = loadSite(fixture.dir);
    store = images();
    server = await startTestServer(site, { images: store });
  });
  after(async () => {
    await server.close();
    fixture.remove();
  });

  const versionOf = (width: number, ext: string) => `/images/${site.byPath.get('/en/gallery/')!.photos![0].fingerprint}a-${width}.${ext}`;

  it('makes a version once on first request (concurrent requests share it), then serves it immutable with a strong ETag', async () => {
    const path = versionOf(480, 'webp');
    const responses = await Promise.all([1, 2, 3].map(() => fetch(server.url + path)));
    expect(responses.map((r) => r.status)).to.deep.equal([200, 200, 200]);
    expect(store.stats.made).to.equal(1);
    const r = responses[0];
    expect(r.headers.get('content-type')).to.equal('image/webp');
    expect(r.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(r.headers.get('etag')).to.equal(`"${path.slice(8)}"`);
    expect(r.headers.get('tdm-reservation')).to.equal('1');
    expect(r.headers.get('link')).to.contain('rel="license"');
    const bytes = Buffer.from(await r.arrayBuffer());
    expect(readImageFacts(bytes)).to.include({ width: 480, height: 320, format: 'image/webp' });
    const again = await fetch(server.url + path, { headers: { 'If-None-Match': r.headers.get('etag')! } });
    expect(again.status).to.equal(304);
    expect(store.stats.made).to.equal(1);
  });

  it('answers byte ranges, and 404 for a version no photograph has', async () => {
    const ranged = await fetch(server.url + versionOf(480, 'jpg'), { headers: { Range: 'bytes=0-9' } });
    expect(ranged.status).to.equal(206);
    expect(ranged.headers.get('content-range')).to.match(/^bytes 0-9\/\d+$/);
    expect((await ranged.arrayBuffer()).byteLength).to.equal(10);
    expect((await fetch(server.url + versionOf(481, 'jpg'))).status).to.equal(404);
    expect((await fetch(server.url + '/images/0000000000000000a-480.jpg')).status).to.equal(404);
    expect(parseDerivativePath('/images/../../etc/passwd')).to.equal(undefined);
  });

  it('serves originals with the rights headers, ETag and ranges', async () => {
    const r = await fetch(server.url + '/assets/photos/greta.jpg', { headers: { Range: 'bytes=2-3' } });
    expect(r.status).to.equal(206);
    expect(r.headers.get('etag')).to.equal(`"${site.byPath.get('/en/gallery/')!.photos![0].fingerprint}"`);
    expect(r.headers.get('tdm-reservation')).to.equal('1');
    expect(r.headers.get('content-signal')).to.contain('ai-train=no');
    expect(r.headers.get('link')).to.equal('<https://www.test.example/en/licensing/>; rel="license"');
    expect((await fetch(server.url + '/assets/photos/nothing.jpg')).status).to.equal(404);
  });

  it('never follows a link out of the content folder: /assets/link -> /etc/passwd is refused', async () => {
    symlinkSync('/etc/passwd', join(fixture.dir, 'assets', 'link'));
    const r = await fetch(server.url + '/assets/link');
    expect(r.status).to.equal(404);
    expect(await r.text()).not.to.contain('root:');
  });

  it('serves a favicon and a sitemap with image entries named in robots.txt', async () => {
    const ico = await fetch(server.url + '/favicon.ico');
    expect(ico.status).to.equal(200);
    expect(ico.headers.get('content-type')).to.equal('image/x-icon');
    expect((await fetch(server.url + '/favicon.svg')).headers.get('content-type')).to.equal('image/svg+xml');
    const sitemap = await (await fetch(server.url + '/sitemap.xml')).text();
    expect(sitemap).to.contain('<loc>https://www.test.example/en/gallery/</loc>');
    expect(sitemap).to.contain('<image:loc>https://www.test.example/assets/photos/greta.jpg</image:loc>');
    expect(await (await fetch(server.url + '/robots.txt')).text()).to.contain('Sitemap: https://www.test.example/sitemap.xml');
  });
});
