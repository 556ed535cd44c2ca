/** Plain fuse.js and plain MiniSearch over the same sections, with their default settings. */
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import type { Site } from '../server/site/site-types.ts';

interface Doc {
  id: number;
  page: string;
  title: string;
  heading: string;
  text: string;
}

export type Ranker = (query: string, lang: string | undefined) => string[];

function docsOf(site: Site): Doc[] {
  return site.pages.flatMap((page) => page.sections.map((s) => ({ page: page.path, title: page.title, heading: s.level > 1 ? s.name : '', text: s.text }))).map((d, id) => ({ id, ...d }));
}

export function fuseRanker(site: Site): Ranker {
  const fuse = new Fuse(docsOf(site), { keys: ['title', 'heading', 'text'] });
  return (query) => fuse.search(query, { limit: 10 }).map((r) => r.item.page);
}

export function miniSearchRanker(site: Site): Ranker {
  const docs = docsOf(site);
  const mini = new MiniSearch<Doc>({ fields: ['title', 'heading', 'text'] });
  mini.addAll(docs);
  return (query) => mini.search(query).slice(0, 10).map((r) => docs[r.id].page);
}
