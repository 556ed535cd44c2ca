import { expect } from 'chai';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedYaml, pageCacheCounter } from '../../../server/site/page-cache.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { packagePath } from '../../../server/package-root.ts';

const snapshot = (site: ReturnType<typeof loadSite>) => JSON.stringify(site.pages.map(({ photos: _photos, ...page }) => page));

describe('page cache (readPageCache, writePageCache)', () => {
  let cacheDir: string;
  let content: string;
  beforeEach(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'portfolio-agent-pages-'));
    content = mkdtempSync(join(tmpdir(), 'portfolio-agent-content-'));
    cpSync(packagePath('content'), content, { recursive: true });
  });
  afterEach(() => {
    rmSync(cacheDir, { recursive: true, force: true });
    rmSync(content, { recursive: true, force: true });
  });

  it('parses no page on a restart of unchanged content, and gives the same pages and sections', () => {
    const parsed = pageCacheCounter.parsed;
    const first = loadSite(content, { cacheDir });
    const pageFiles = first.pages.filter((p) => !p.generated).length;
    expect(pageCacheCounter.parsed - parsed).to.equal(pageFiles);
    expect(readdirSync(join(cacheDir, 'pages')).filter((f) => /^[0-9a-f]{64}\.json$/.test(f))).to.have.length(1);
    const fromCache = pageCacheCounter.fromCache;
    const second = loadSite(content, { cacheDir });
    expect(pageCacheCounter.parsed - parsed, 'no parse on the restart').to.equal(pageFiles);
    expect(pageCacheCounter.fromCache - fromCache).to.equal(pageFiles);
    expect(snapshot(second)).to.equal(snapshot(first));
    expect(snapshot(second)).to.equal(snapshot(loadSite(content)));
  });

  it('parses again when a file changes', () => {
    loadSite(content, { cacheDir });
    appendFileSync(join(content, 'en', 'about.md'), '\n## Zeppelins\n\nA new section about zeppelins.\n');
    const parsed = pageCacheCounter.parsed;
    const site = loadSite(content, { cacheDir });
    expect(pageCacheCounter.parsed - parsed).to.be.greaterThan(0);
    expect(site.byPath.get('/en/about/')!.sections.some((s) => s.name === 'Zeppelins')).to.equal(true);
    expect(readdirSync(join(cacheDir, 'pages')).filter((f) => /^[0-9a-f]{64}\.json$/.test(f))).to.have.length(2);
  });

  it('parses again when the cache file is damaged, and replaces it', () => {
    loadSite(content, { cacheDir });
    const [file] = readdirSync(join(cacheDir, 'pages'));
    writeFileSync(join(cacheDir, 'pages', file), '{"digest": "x", "pa');
    const parsed = pageCacheCounter.parsed;
    const site = loadSite(content, { cacheDir });
    expect(pageCacheCounter.parsed - parsed).to.be.greaterThan(0);
    expect(snapshot(site)).to.equal(snapshot(loadSite(content)));
    const fromCache = pageCacheCounter.fromCache;
    loadSite(content, { cacheDir });
    expect(pageCacheCounter.fromCache - fromCache).to.be.greaterThan(0);
  });
});

describe('cachedYaml', () => {
  it('keeps at most 8 parsed YAML files, the one just read among them, when only site.yaml changes', () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'portfolio-agent-yaml-'));
    try {
      for (let i = 0; i < 12; i++) expect(cachedYaml(cacheDir, `title: version ${i}\n`)).to.deep.equal({ title: `version ${i}` });
      const files = readdirSync(join(cacheDir, 'pages')).filter((f) => f.startsWith('yaml-'));
      expect(files).to.have.length(8);
      const before = pageCacheCounter.yamlParsed;
      expect(cachedYaml(cacheDir, 'title: version 11\n')).to.deep.equal({ title: 'version 11' });
      expect(pageCacheCounter.yamlParsed).to.equal(before);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
