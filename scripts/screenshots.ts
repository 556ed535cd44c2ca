/**
 * npm run screenshots — a story page at desktop and phone width, with Debian's Chromium
 * (/usr/bin/chromium via playwright-core; nothing downloaded), into docs/screenshots/.
 * Starts the server on a free loopback port with the sample site.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import { startServer } from '../server/cli/start-server.ts';
import { createLogger } from '../facade/logger.ts';
import { launchBrowser } from '../spec/helpers/browser.ts';

const out = resolve('docs/screenshots');
mkdirSync(out, { recursive: true });
const path = process.argv[2] ?? '/en/portfolio/salt-water/';
// Pictures and links on the page are site-relative, so the site's own base URL is fine here.
const site = loadSite('content');
const server = await startServer(site, { port: 0, host: '127.0.0.1', log: createLogger('warn'), handleSignals: false });
const browser = await launchBrowser();
try {
  const shots = [
    { name: 'story-desktop.png', viewport: { width: 1280, height: 1000 }, scale: 1 },
    { name: 'story-phone.png', viewport: { width: 390, height: 844 }, scale: 2 },
  ];
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: shot.viewport, deviceScaleFactor: shot.scale });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    // The gallery: scroll its heading to the top and wait for the pictures in view.
    await page.evaluate(() => document.querySelector('.gallery')?.previousElementSibling?.scrollIntoView());
    await page.waitForTimeout(300);
    await page.waitForFunction(
      () =>
        Array.from(document.images)
          .filter((i) => i.getBoundingClientRect().top < innerHeight && i.getBoundingClientRect().bottom > 0)
          .every((i) => i.complete && i.naturalWidth > 0),
      undefined,
      { timeout: 120_000 },
    );
    await page.screenshot({ path: resolve(out, shot.name) });
    console.log(`${resolve(out, shot.name)} (${shot.viewport.width}×${shot.viewport.height})`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
