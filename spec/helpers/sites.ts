/** Content folders the tests load: the shipped sample site and small fixtures. */
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../server/site/load-site.ts';
import type { Site } from '../../server/site/site-types.ts';

export const SAMPLE_DIR = fileURLToPath(new URL('../../content', import.meta.url));
export const fixtureDir = (name: string) => fileURLToPath(new URL(`../fixtures/sites/${name}`, import.meta.url));
/** The command line run from the sources through tsx (bin/portfolio-agent.js runs dist/ when built). */
export const BIN = fileURLToPath(new URL('../../scripts/portfolio-agent-dev.js', import.meta.url));

const cache = new Map<string, Site>();

/** Loading is deterministic, so one load per folder serves every test. */
export function site(dir: string, baseUrl?: string): Site {
  const key = `${dir}|${baseUrl ?? ''}`;
  let loaded = cache.get(key);
  if (!loaded) cache.set(key, (loaded = loadSite(dir, { baseUrl })));
  return loaded;
}

export const sample = () => site(SAMPLE_DIR);
export const minimal = () => site(fixtureDir('minimal'));
