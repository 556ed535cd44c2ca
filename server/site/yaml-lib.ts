/**
 * The YAML library, loaded on first use: a restart on unchanged content reads site.yaml and
 * the front matter from the page cache (page-cache.ts) and need not load it at all.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function yamlLib(): typeof import('yaml') {
  return require('yaml') as typeof import('yaml');
}
