/** Plain fuse.js and plain MiniSearch over the same sections, with their default settings. */
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
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
  return (query) =>
    mini
      .search(query)
      .slice(0, 10)
      .map((r) => docs[r.id].page);
}

/** FlexSearch's default Index (with `suggest: true`, so a question with an unknown word still answers), over the same sections. */
export function flexSearchRanker(site: Site): Ranker {
  const docs = docsOf(site);
  const index = new FlexSearch.Index();
  for (const d of docs) index.add(d.id, [d.title, d.heading, d.text].join(' '));
  return (query) => (index.search(query, { limit: 10, suggest: true }) as number[]).map((id) => docs[id].page);
}
