/**
 * The live console on the developer pages, in a real (headless) Chromium: the /v1/ask
 * search, the language switch, the MCP tab, the form without JavaScript, and the
 * screenshot the README shows.
 */
import { expect } from 'chai';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { loadSite } from '../../server/site/load-site.ts';
import type { RunningServer } from '../../server/cli/start-server.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { tempSite } from '../helpers/temp-site.ts';
import { startTestServer } from '../helpers/test-server.ts';

// Tests never write tracked files: the screenshot goes to a temporary folder.
// `npm run docs:screenshot` (scripts/console-screenshot.ts) refreshes docs/console.png.
const SCREENSHOT = join(mkdtempSync(join(tmpdir(), 'console-e2e-')), 'console.png');
const VIEWPORT = { width: 1100, height: 800 };

const DEVELOPER_PAGES = {
  'en/developers.md': `---
title: Developers
description: Search this site and call its MCP tools from your own code.
translationKey: developers
type: TechArticle
---

This site answers questions over HTTP (/v1/ask) and the Model Context Protocol (/mcp).
`,
  'de/developers.md': `---
title: Entwickler
description: Diese Website aus eigenem Code durchsuchen und ihre MCP-Werkzeuge aufrufen.
translationKey: developers
type: TechArticle
---

Diese Website beantwortet Fragen über HTTP (/v1/ask) und das Model Context Protocol (/mcp).
`,
};

/** Everything the page complains about: console errors (CSP violations among them), uncaught errors, and CSP violation events. */
interface Problems {
  list(): Promise<string[]>;
}

async function watch(page: Page): Promise<Problems> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium asks for /favicon.ico on its own; the site has none and the page does not link one.
    if (new URL(message.location().url || 'about:blank').pathname === '/favicon.ico') return;
    seen.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    async list() {
      const csp = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [] as string[]);
      return [...seen, ...csp.map((v) => `csp: ${v}`)];
    },
  };
}

async function ask(page: Page, query: string): Promise<void> {
  await page.fill('#console-q', query);
  await page.click('#console form.ask button[type=submit]');
  await page.waitForSelector('#console ol.results li');
}

describe('developer console', function () {
  this.timeout(60000);

  let browser: Browser;
  let server: RunningServer;
  let temp: { dir: string; remove(): void };
  const contexts: BrowserContext[] = [];

  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: VIEWPORT, ...options });
    contexts.push(context);
    return context.newPage();
  }

  before(async () => {
    temp = tempSite(DEVELOPER_PAGES);
    server = await startTestServer(loadSite(temp.dir));
    browser = await launchBrowser();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    temp?.remove();
  });

  it('asks /v1/ask and lists the results, without CSP violations or console errors', async () => {
    const page = await newPage();
    const problems = await watch(page);
    const response = await page.goto(`${server.url}/en/developers/`);
    expect(response?.status()).to.equal(200);
    expect(response?.headers()['content-security-policy']).to.match(/script-src 'self'/);
    await page.waitForSelector('#console.live');
    await ask(page, 'credit line');
    const first = page.locator('#console ol.results li').first();
    expect(await first.locator('a').getAttribute('href')).to.equal('/en/licensing/#credit-line');
    expect(await first.locator('.score').count()).to.equal(1);
    expect(await first.locator('.description').count()).to.equal(1);
    expect(await page.textContent('#console .console-status')).to.match(/^\d+ · query_id \S+/);
    expect(await problems.list()).to.deep.equal([]);
  });

  it('follows the language switch to the German page, which asks in German', async () => {
    const page = await newPage();
    const problems = await watch(page);
    await page.goto(`${server.url}/en/developers/`);
    await Promise.all([page.waitForURL(`${server.url}/de/developers/`), page.click('a.lang')]);
    expect(await page.getAttribute('html', 'lang')).to.equal('de');
    await page.waitForSelector('#console.live');
    await ask(page, 'Fotos');
    const href = await page.locator('#console ol.results li a').first().getAttribute('href');
    expect(href).to.match(/^\/de\//);
    expect(await problems.list()).to.deep.equal([]);
  });

  it('calls an MCP tool from the second tab and prints the JSON', async () => {
    const page = await newPage();
    const problems = await watch(page);
    await page.goto(`${server.url}/en/developers/`);
    await page.waitForSelector('#console.live');
    expect(await page.isVisible('#console form.mcp')).to.equal(false);
    await page.click('#tab-mcp');
    await page.waitForSelector('#console form.mcp', { state: 'visible' });
    await page.selectOption('#console-tool', 'search_site');
    await page.fill('#console-args', '{"query":"credit line","lang":"en"}');
    await page.click('#console form.mcp button[type=submit]');
    await page.waitForFunction(() => document.querySelector('pre.mcp-output')?.textContent?.includes('credit-line'));
    const output = (await page.textContent('pre.mcp-output')) ?? '';
    expect(() => JSON.parse(output)).to.not.throw();
    expect(output).to.contain('credit-line');
    expect(await problems.list()).to.deep.equal([]);
  });

  it('without JavaScript, submits to the HTML search page', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/en/developers/`);
    await page.fill('#console-q', 'credit line');
    await Promise.all([page.waitForURL(/\/en\/search\/\?q=/), page.click('#console form.ask button[type=submit]')]);
    expect(new URL(page.url()).searchParams.get('q')).to.equal('credit line');
    await page.waitForSelector('ol.results li');
    const hrefs = await page.locator('ol.results li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.some((h) => h !== null && /\/en\/licensing\/#credit-line$/.test(h))).to.equal(true, JSON.stringify(hrefs));
  });

  it('takes a screenshot of the English page after a search (as docs/console.png shows it)', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/en/developers/`);
    await page.waitForSelector('#console.live');
    await ask(page, 'credit line');
    await page.locator('#console').scrollIntoViewIfNeeded();
    mkdirSync(dirname(SCREENSHOT), { recursive: true });
    const png = await page.screenshot({ path: SCREENSHOT, fullPage: false });
    expect(png.subarray(1, 4).toString()).to.equal('PNG');
    expect(png.readUInt32BE(16)).to.equal(VIEWPORT.width);
    expect(png.readUInt32BE(20)).to.equal(VIEWPORT.height);
  });
});
