/**
 * "Any news?", "Gibt es Neuigkeiten?", "What's new?": a question that asks for what is newest and
 * names no topic is answered by the site's newest posts, which share no word with it. The posts
 * are the pages of a news type (BlogPosting, NewsArticle, Article), dated by their `updated`
 * date; the newest NEWEST_KEPT per language are found once per index, never per question. Under
 * such a question the newest NEWEST_LISTED of them dated up to today are listed (floor-pages.ts):
 * never strong, as a question answered by its kind alone.
 */
import { floorLanguages, liftOrAdd } from './floor-pages.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';
import { introsOfType } from './typed-intros.ts';

/** schema.org types of a dated post (data, general vocabulary). */
const NEWS_TYPES = ['BlogPosting', 'NewsArticle', 'Article', 'Report'];
/** Posts kept per language, newest first (a post dated after today is skipped per question). */
const NEWEST_KEPT = 16;
/** schema.org types of the page that lists the posts. */
const BLOG_TYPES = ['Blog'];
/** Posts listed under a question. */
export const NEWEST_LISTED = 3;
/** Their raw score when nothing matched (as WHATS_ON_ALONE); else a share of the best hit's. */
export const NEWEST_ALONE = 0.4;
const NEWEST_SHARE = 1.05;
/** How much lower each older post is listed (a share of the best hit, or of NEWEST_ALONE's scale). */
const STEP = 0.02;

interface Dated {
  doc: SearchDoc;
  day: number;
}

const memo = new WeakMap<SearchIndex, Map<string, Dated[]>>();

/** Scans of an index's posts: one per index and language, never one per question. */
export const newestScans = { count: 0 };

/** The newest dated posts of a language, newest first (at most NEWEST_KEPT). */
export function newestPosts(index: SearchIndex, lang: string): readonly Dated[] {
  let byLang = memo.get(index);
  if (!byLang) memo.set(index, (byLang = new Map()));
  let posts = byLang.get(lang);
  if (!posts) {
    newestScans.count++;
    posts = [];
    for (const doc of introsOfType(index, lang, NEWS_TYPES)) {
      const day = doc.page.updated ? Math.floor(Date.parse(doc.page.updated) / 86_400_000) : Number.NaN;
      if (Number.isFinite(day)) posts.push({ doc, day });
    }
    posts.sort((a, b) => b.day - a.day);
    posts.length = Math.min(posts.length, NEWEST_KEPT);
    byLang.set(lang, posts);
  }
  return posts;
}

/**
 * Lists the newest posts dated up to today, in the preferred language (else in every language), newest
 * first: the newest at NEWEST_SHARE of the best hit's raw score (NEWEST_ALONE when nothing matched),
 * each older one a step lower.
 */
export function withNewestPosts(index: SearchIndex, hits: SearchHit[], lang: string | undefined, today: number): SearchHit[] {
  let top = 0;
  for (const hit of hits) top = Math.max(top, hit.raw);
  let out = hits;
  const floor = (step: number) => (top > 0 ? top * (NEWEST_SHARE - STEP * step) : NEWEST_ALONE - STEP * step);
  for (const l of floorLanguages(index, lang)) {
    let listed = 0;
    for (const { doc, day } of newestPosts(index, l)) {
      if (day > today + 1) continue;
      // The list of the posts (a Blog page) right after the newest: where the rest of the news is.
      out = liftOrAdd(out, doc, floor(listed === 0 ? 0 : listed + 1), true);
      if (++listed >= NEWEST_LISTED) break;
    }
    if (listed > 0) for (const blog of introsOfType(index, l, BLOG_TYPES)) out = liftOrAdd(out, blog, floor(1), true);
  }
  return out;
}
