/**
 * The pages after the answer (seventy-second round). Where the first page answers, what follows it
 * is most often a page that answers in part: the price list that names the service, the FAQ, the
 * home page under an hours question, the overview that lists the item, the page the answer links to.
 * The engine's scores order those pages by the question's words alone; a model learned across the
 * development sites (after-answer-weights.ts) orders the listed pages after the first by their score,
 * their place, their role on the site and what the question asks, and how they stand to the first page
 * (links, folder). Only the listed pages move (no page is added), the first stays first, and the
 * sections of a page keep their places among the repeats: work bounded by the list's length.
 */
import type { Page } from '../site/site-types.ts';
import type { LanguageIndex, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';
import { AFTER_ANSWER_ASK, AFTER_ANSWER_PAGE, AFTER_ANSWER_ROLE } from './after-answer-weights.ts';
import { isHomePage } from './home-page.ts';
import { isItem, isOverview, siteLinks } from './overview-pages.ts';
import { roleType } from './page-roles.ts';
import { headedByQuestion } from './question-headings.ts';

/** What a listed page is, for the model: its role on the site. */
export type PageRole = 'translation' | 'home' | 'contact' | 'about' | 'interface' | 'priceList' | 'faq' | 'overview' | 'item' | 'other';
/** What the question asks, as the engine read it (rerank's context). */
export type QuestionAsk = 'price' | 'hours' | 'when' | 'where' | 'who' | 'request' | 'visitor' | 'other';

/** The asks of rerank's context the model reads. */
export interface AskFlags {
  lang?: string;
  price?: boolean;
  priceList?: boolean;
  pastCost?: boolean;
  hours?: boolean;
  when?: boolean;
  intent?: unknown;
  ownPlace?: boolean;
  travelArea?: boolean;
  origin?: boolean;
  whoDoes?: boolean;
  person?: boolean;
  life?: boolean;
  aboutPerson?: boolean;
  request?: boolean;
  visitor?: boolean;
}

/** The question's ask, the first that holds in this order (as the model was learned). */
export function questionAsk(ctx: AskFlags): QuestionAsk {
  if (ctx.price || ctx.priceList || ctx.pastCost) return 'price';
  if (ctx.hours) return 'hours';
  if (ctx.when || ctx.intent) return 'when';
  if (ctx.ownPlace || ctx.travelArea || ctx.origin) return 'where';
  if (ctx.whoDoes || ctx.person || ctx.life || ctx.aboutPerson) return 'who';
  if (ctx.request) return 'request';
  if (ctx.visitor) return 'visitor';
  return 'other';
}

/** A table row or line that states a price: the page is a price list. */
const PRICE_ROW = /\n\|.*(€|\$|£|CHF|EUR|\d+[.,]\d\d)/;
/** An amount with its currency before or after it. */
const AMOUNT = /(€|\$|£|CHF|EUR)\s?\d|\d\s?(€|EUR|CHF)/g;
/** Amounts (without a table) that make a page a price list. */
const AMOUNTS = 3;
/** The pages at the head of the list that stay where the engine put them. */
const FIXED = 1;
/**
 * A page that scores at least this share of the first page's is a rival answer, not a page after the answer: it keeps its
 * place (seventy-sixth round). The model, learned on what follows an answer, lifts the first page's neighbours (the pages it
 * links to, that link to it, that share its rarest terms), which pushes a rival down when the first page is not the answer
 * (a one-word compound's story below the licensing page's contact page). On the development sets a listed page at 0.75 or
 * more of the first's score is graded above the first one time in nine (11 %), below 0.75 one time in 13 to 200; holding
 * such pages leaves the cross-validated gain as it was (+0.11 against +0.12 points) and cuts the questions lost by half.
 */
const RIVAL = 0.75;
/** Sections headed by a question that make a page an FAQ. */
const FAQ_HEADINGS = 3;
/** The rarest terms kept per section (by the index's IDF): what a later page shares of the answering section. */
export const RARE_TERMS = 8;
/** A later page that has this many of the answering section's rarest terms is about the same thing (the model's `sharesRare`). */
const RARE_SHARED = 2;
/** A term with more postings than this is not read for sharing (a rare term has few; bounds the look-up). */
const RARE_POSTINGS = 256;
/** No term in that place of a section's rarest terms. */
const NO_TERM = -1;

/** What the model reads of a page that never changes: found once when the index is loaded and kept in the page's slot (page-slots.ts). */
export interface PageKind {
  /** The role, when the page is not a translation of the first. */
  readonly role: PageRole;
  /** Site addresses its sections link to. */
  readonly links: ReadonlySet<string>;
}

/** The page's role and links (read when the index is loaded: rerank's page slots keep it, one per page of the site). */
export function pageKind(index: SearchIndex, page: Page, interfacePage: (page: Page) => boolean): PageKind {
  const li = index.byLang.get(page.lang);
  // The page's language's rare-term table, made with the kinds when the index is loaded, not under a question.
  if (li) rareTable(li);
  return { role: roleOf(index, page, interfacePage), links: new Set(page.sections.flatMap((s) => siteLinks(s))) };
}

/**
 * Each language index's rare-term table, made on first use (at load: prepareRerank reads every
 * page's kind): per doc, its RARE_TERMS rarest term ids, rarest first (the lower id first among
 * equals), NO_TERM padded.
 */
const rareTables = new WeakMap<LanguageIndex, Int32Array>();

/**
 * Every doc's rarest terms, read from the postings in one pass: no section's text is analysed again
 * (analysing every section once more at load tripled a snapshot start of a 10,000-section site).
 * Work: the postings of the terms with an IDF above 0, RARE_TERMS comparisons each at most; bytes:
 * RARE_TERMS × 8 per doc.
 */
function rareTable(li: LanguageIndex): Int32Array {
  const made = rareTables.get(li);
  if (made) return made;
  const n = li.docs.length;
  const table = new Int32Array(n * RARE_TERMS).fill(NO_TERM);
  const weight = new Float32Array(n * RARE_TERMS);
  for (let term = 0; term + 1 < li.offsets.length; term++) {
    const idf = li.idf[term];
    if (!(idf > 0)) continue;
    for (let p = li.offsets[term]; p < li.offsets[term + 1]; p++) {
      const base = li.postDocs[p] * RARE_TERMS;
      let j = RARE_TERMS;
      // Terms come in id order: an equal IDF keeps the earlier term, as a stable sort by IDF would.
      while (j > 0 && (table[base + j - 1] === NO_TERM || weight[base + j - 1] < idf)) j--;
      if (j === RARE_TERMS) continue;
      table.copyWithin(base + j + 1, base + j, base + RARE_TERMS - 1);
      weight.copyWithin(base + j + 1, base + j, base + RARE_TERMS - 1);
      table[base + j] = term;
      weight[base + j] = idf;
    }
  }
  rareTables.set(li, table);
  return table;
}

/** Makes a language index's rare-term table now (a step of the server's warm-up, ranking-tables.ts), if it is not made. */
export function prepareRareTerms(li: LanguageIndex): void {
  rareTable(li);
}

/** A section's RARE_TERMS rarest term ids in its language's index, rarest first, NO_TERM padded (all NO_TERM for a section the index lacks). */
export function rarestTerms(index: SearchIndex, page: Page, section: Page['sections'][number]): Int32Array {
  const li = index.byLang.get(page.lang);
  const doc = li?.docOf.get(section);
  if (!li || doc === undefined) return new Int32Array(RARE_TERMS).fill(NO_TERM);
  return rareTable(li).subarray(doc * RARE_TERMS, (doc + 1) * RARE_TERMS);
}

/** The pages (of the first page's language) that have at least RARE_SHARED of the answering section's rarest terms. Work: RARE_TERMS postings lists of at most RARE_POSTINGS. */
function sharingRare(index: SearchIndex, answer: SearchHit): Set<Page> {
  const sharing = new Set<Page>();
  const li = index.byLang.get(answer.page.lang);
  if (!li) return sharing;
  const rare = rarestTerms(index, answer.page, answer.section);
  const counts = new Map<Page, number>();
  // The last term each page was counted for: its postings are in impact order, so one page's sections need not be adjacent.
  const countedFor = new Map<Page, number>();
  for (let j = 0; j < RARE_TERMS; j++) {
    const term = rare[j];
    if (term === NO_TERM) break;
    const from = li.offsets[term];
    const to = li.offsets[term + 1];
    if (to - from > RARE_POSTINGS) continue;
    // The pages that have the term (once each, however many sections have it).
    for (let p = from; p < to; p++) {
      const page = li.docs[li.postDocs[p]].page;
      if (countedFor.get(page) === j) continue;
      countedFor.set(page, j);
      const n = (counts.get(page) ?? 0) + 1;
      counts.set(page, n);
      if (n >= RARE_SHARED) sharing.add(page);
    }
  }
  return sharing;
}

function roleOf(index: SearchIndex, page: Page, interfacePage: (page: Page) => boolean): PageRole {
  if (isHomePage(page)) return 'home';
  const type = roleType(page);
  if (type === 'ContactPage') return 'contact';
  if (type === 'AboutPage' || type === 'ProfilePage') return 'about';
  if (interfacePage(page)) return 'interface';
  if (PRICE_ROW.test(page.body) || (page.body.match(AMOUNT)?.length ?? 0) >= AMOUNTS) return 'priceList';
  if (page.sections.filter(headedByQuestion).length >= FAQ_HEADINGS) return 'faq';
  if (isOverview(page)) return 'overview';
  if (isItem(index, page)) return 'item';
  return 'other';
}

/** Whether the k-th distinct page translates one listed above it. Work: k pages' translations. */
function translatesAbove(pages: readonly Page[], k: number): boolean {
  for (let j = 0; j < k; j++) if (Object.values(pages[j].translations).includes(pages[k].path)) return true;
  return false;
}

/** The folder above an address (`/en/journal/post/` → `/en/journal/`). */
function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/', path.length - 2) + 1);
}

/**
 * The listed hits with the pages after the first re-ordered by the learned model (in place, the
 * same array). A page's first hit takes the place of a first hit; a repeat keeps its place unless
 * its page now comes after it, when it follows its page's first hit. Shown scores are kept from
 * rising down the list.
 *
 * The other rules keep their word (seventy-fourth round): a page in `pinned` (one a rule of rerank
 * added, lifted or floored) and a page in another language than the question's (a translation, a
 * page the language rules placed) keep their places, and so does a rival answer (RIVAL: a page
 * scoring close to the first); the model orders only the others among the places those leave.
 * Work: the list's length n squared at most (the distinct pages and, per page, the pages above it),
 * n ≤ the search's limit.
 */
export function orderAfterAnswer(index: SearchIndex, listed: SearchHit[], ctx: AskFlags, kindOf: (page: Page) => PageKind, pinned: ReadonlySet<Page>): SearchHit[] {
  // Distinct pages in order, their first hits, how many hits each has, and each hit's page (arrays of at most the list's length).
  const pages: Page[] = [];
  const firsts: SearchHit[] = [];
  const counts: number[] = [];
  const pageAt: number[] = new Array(listed.length);
  for (let i = 0; i < listed.length; i++) {
    const hit = listed[i];
    let at = pages.indexOf(hit.page);
    if (at < 0) {
      at = pages.length;
      pages.push(hit.page);
      firsts.push(hit);
      counts.push(0);
    }
    counts[at]++;
    pageAt[i] = at;
  }
  if (pages.length < FIXED + 2) return listed;
  const first = pages[0];
  const firstPaths = [first.path, ...Object.values(first.translations)];
  const firstPages: Page[] = [first];
  for (const [lang, path] of Object.entries(first.translations)) {
    const page = index.byLang.get(lang)?.introByPath.get(path)?.page;
    if (page && page !== first) firstPages.push(page);
  }
  const ask = AFTER_ANSWER_ASK[questionAsk(ctx)];
  const w = AFTER_ANSWER_PAGE;
  const score: number[] = [];
  // The pages that keep their places: the head, what a rule placed, every page in another language than the question's,
  // and a translation of a page listed above it (the seventy-fifth round: no other-language page moves above one in the
  // question's language, and the answer's translation is not lifted; the model was refitted on the pages left to move).
  const fixed: boolean[] = [];
  // A page scoring close to the first is a rival answer (RIVAL) and keeps its place as well.
  const top = firsts[0].score || 1;
  for (let k = 0; k < pages.length; k++)
    fixed.push(k < FIXED || pinned.has(pages[k]) || (ctx.lang !== undefined && pages[k].lang !== ctx.lang) || translatesAbove(pages, k) || firsts[k].score / top >= RIVAL);
  const free = pages.map((_, k) => k).filter((k) => !fixed[k]);
  if (free.length < 2) return listed;
  const sharing = sharingRare(index, firsts[0]);
  for (let k = 0; k < pages.length; k++) {
    const page = pages[k];
    if (fixed[k]) {
      score.push(0);
      continue;
    }
    const kind = kindOf(page);
    const role: PageRole = firstPaths.includes(page.path) ? 'translation' : kind.role;
    let s = AFTER_ANSWER_ROLE[role] + ask[role];
    s += w.relative * (firsts[k].score / top) + w.logPlace * Math.log(k + 1) + w.logSections * Math.log(counts[k]);
    if (ctx.lang === undefined || page.lang === ctx.lang) s += w.inLanguage;
    if (sharing.has(page)) s += w.sharesRare;
    if (firstPages.some((p) => p !== page && kindOf(p).links.has(page.path))) s += w.firstLinksTo;
    if (firstPaths.some((path) => path !== page.path && kind.links.has(path))) s += w.linksToFirst;
    if (parentOf(first.path) === page.path) s += w.parentOfFirst;
    if (parentOf(page.path) === first.path) s += w.childOfFirst;
    score.push(s);
  }
  // The free pages sorted (stable: equal scores keep the engine's order) into the places the fixed ones leave.
  const sorted = free.slice().sort((a, b) => score[b] - score[a] || a - b);
  let taken = 0;
  const order = pages.map((_, k) => (fixed[k] ? k : sorted[taken++]));
  if (order.every((k, i) => k === i)) return listed;
  // Each page's new place; a first-hit place takes the next page of the new order, a repeat waits for its page.
  const placeOf: number[] = new Array(pages.length);
  for (let i = 0; i < order.length; i++) placeOf[order[i]] = i;
  const original = listed.slice();
  const firstSeen: boolean[] = new Array(pages.length).fill(false);
  const waiting: SearchHit[][] = pages.map(() => []);
  let next = 0;
  let at = 0;
  for (let i = 0; i < original.length; i++) {
    const k = pageAt[i];
    if (!firstSeen[k]) {
      firstSeen[k] = true;
      listed[at++] = firsts[order[next]];
      for (const repeat of waiting[next]) listed[at++] = repeat;
      next++;
    } else if (placeOf[k] < next) listed[at++] = original[i];
    else waiting[placeOf[k]].push(original[i]);
  }
  // Shown scores never rise down the list (as rerank's own pass keeps them).
  let above = Number.POSITIVE_INFINITY;
  for (const hit of listed) {
    if (hit.score > above) hit.score = above;
    above = hit.score;
  }
  return listed;
}
