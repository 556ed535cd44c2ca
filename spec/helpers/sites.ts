/** Content folders the tests load: the shipped sample site and small fixtures. */
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../server/site/load-site.ts';
import type { Site } from '../../server/site/site-types.ts';
import { warmLexicons } from '../../server/search/translation-lexicon.ts';

export const SAMPLE_DIR = fileURLToPath(new URL('../../content', import.meta.url));
export const fixtureDir = (name: string) => fileURLToPath(new URL(`../fixtures/sites/${name}`, import.meta.url));
/** The command line run from the sources through tsx (bin/portfolio-agent.js runs dist/ when built). */
export const BIN = fileURLToPath(new URL('../../scripts/portfolio-agent-dev.js', import.meta.url));

const cache = new Map<string, Site>();

/**
 * Loading is deterministic, so one load per folder serves every test. The site's translation
 * lexicons are built as the server's warm-up builds them before questions use them (a question
 * never builds one).
 */
export function site(dir: string, baseUrl?: string): Site {
  const key = `${dir}|${baseUrl ?? ''}`;
  let loaded = cache.get(key);
  if (!loaded) {
    cache.set(key, (loaded = loadSite(dir, { baseUrl })));
    if (loaded.search) warmLexicons(loaded.search);
  }
  return loaded;
}

export const sample = () => site(SAMPLE_DIR);
export const minimal = () => site(fixtureDir('minimal'));
