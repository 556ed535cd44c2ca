/**
 * Refreshes docs/console.png, the README's picture of the developer console: the sample
 * site's English developer page after a search, in Debian's Chromium (npm run docs:screenshot).
 * The end-to-end test takes the same picture into a temporary folder and never writes here.
 */
import { fileURLToPath } from 'node:url';
import { loadSite } from '../server/site/load-site.ts';
import { launchBrowser } from '../spec/helpers/browser.ts';
import { startTestServer } from '../spec/helpers/test-server.ts';

const OUT = fileURLToPath(new URL('../docs/console.png', import.meta.url));
const server = await startTestServer(loadSite(fileURLToPath(new URL('../content', import.meta.url))));
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext({ viewport: { width: 1100, height: 800 } })).newPage();
  await page.goto(`${server.url}/en/developers/`);
  await page.waitForSelector('#console.live');
  await page.fill('#console-q', 'credit line');
  await page.click('#console form.ask button[type=submit]');
  await page.waitForSelector('#console ol.results li');
  await page.locator('#console').scrollIntoViewIfNeeded();
  await page.screenshot({ path: OUT, fullPage: false });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
  await server.close();
}
