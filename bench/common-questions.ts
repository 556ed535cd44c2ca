/**
 * npm run bench:common [-- --root DIR]
 *
 * The questions every visitor of a small business's or a person's site asks, whatever the trade
 * ("Who are you?", "How much do you charge?", "Where are you located?", "Are you open on
 * Sundays?", "Telefonnummer"), over the sample site and every evaluation site: whether our
 * search lists the page that answers first, and within the first three. The answering page is
 * told by the site's own translation keys (contact, about, prices, events …) and headings (the
 * opening hours), not by anything the search reads, so a site without such a page is skipped for
 * that question. A regression check on plain questions no evaluation set graded; --root runs the
 * engine of another checkout (e.g. an export of an earlier commit) on the same sites.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { Page, Site } from '../server/site/site-types.ts';

const { values } = parseArgs({ options: { root: { type: 'string', default: resolve(import.meta.dirname, '..') } } });
const here = resolve(import.meta.dirname, '..');
const root = resolve(values.root);
const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(root, path)).href)) as T;
const { loadSite } = await load<{ loadSite: (dir: string) => Site }>('server/site/load-site.ts');
const { searchSite } = await load<{ searchSite: (site: Site, input: { query: string; lang?: string; limit?: number }) => { ok: boolean; value: { results: { url: string }[] } } }>(
  'tools/search-site.ts',
);

type Role = 'contact' | 'place' | 'about' | 'prices' | 'hours' | 'events';

/** The translation keys of the pages that answer each kind of question (the sites' own keys). */
const KEYS: Record<Exclude<Role, 'hours'>, string[]> = {
  contact: ['contact'],
  // Where the owner is and how to get there: the contact page or a page for visitors.
  place: ['contact', 'visit', 'visiting', 'getting-there'],
  about: ['about'],
  prices: ['prices', 'fees', 'rates'],
  // The site's list of dates under its own key: a calendar, a concert list, the market days a maker sells at (their pages hold the Event entities).
  events: ['events', 'dates', 'concerts', 'events-calendar', 'markets', 'market-days', 'home'],
};
const HOURS_HEADING = /hours|opening times|öffnungszeiten|sprechzeiten|bürozeiten/i;

const QUESTIONS: { lang: string; query: string; role: Role }[] = [
  { lang: 'en', query: 'Who are you?', role: 'about' },
  { lang: 'en', query: 'Tell me about yourself', role: 'about' },
  { lang: 'de', query: 'Wer sind Sie?', role: 'about' },
  { lang: 'en', query: 'How much do you charge?', role: 'prices' },
  { lang: 'en', query: 'What are your rates?', role: 'prices' },
  { lang: 'de', query: 'Was kostet das bei Ihnen?', role: 'prices' },
  { lang: 'de', query: 'Preisliste', role: 'prices' },
  { lang: 'en', query: 'Where are you located?', role: 'place' },
  { lang: 'en', query: 'How do I find you?', role: 'place' },
  { lang: 'de', query: 'Wo finde ich Sie?', role: 'place' },
  { lang: 'de', query: 'Wie komme ich zu Ihnen?', role: 'place' },
  { lang: 'en', query: "What's your phone number?", role: 'contact' },
  { lang: 'en', query: 'How can I contact you?', role: 'contact' },
  { lang: 'de', query: 'Telefonnummer', role: 'contact' },
  { lang: 'de', query: 'Wie ist Ihre E-Mail-Adresse?', role: 'contact' },
  { lang: 'en', query: 'Are you open on Sundays?', role: 'hours' },
  { lang: 'en', query: 'opening hours', role: 'hours' },
  { lang: 'de', query: 'Haben Sie samstags geöffnet?', role: 'hours' },
  { lang: 'de', query: 'Wann haben Sie offen?', role: 'hours' },
  { lang: 'en', query: 'What events are coming up?', role: 'events' },
  { lang: 'de', query: 'Welche Termine stehen an?', role: 'events' },
];

/**
 * The same kinds asked in other words, written after the rules that the list above showed were
 * missing (2026-11-26) and run once before any change: how far those rules carry.
 */
const LATER: { lang: string; query: string; role: Role }[] = [
  { lang: 'en', query: 'Can you tell me a bit about you?', role: 'about' },
  { lang: 'de', query: 'Erzähl mal was über dich', role: 'about' },
  { lang: 'en', query: 'What do your services cost?', role: 'prices' },
  { lang: 'en', query: 'price list', role: 'prices' },
  { lang: 'de', query: 'Wie viel verlangen Sie?', role: 'prices' },
  { lang: 'en', query: "What's your address?", role: 'contact' },
  { lang: 'de', query: 'Wie lautet Ihre Adresse?', role: 'contact' },
  { lang: 'en', query: 'Can I call you?', role: 'contact' },
  { lang: 'en', query: "Where's your office?", role: 'place' },
  { lang: 'de', query: 'Wo ist Ihr Büro?', role: 'place' },
  { lang: 'en', query: 'When are you open?', role: 'hours' },
  { lang: 'en', query: 'What time do you close on Fridays?', role: 'hours' },
  { lang: 'de', query: 'Wann sind Sie erreichbar?', role: 'hours' },
  { lang: 'en', query: 'Anything coming up soon?', role: 'events' },
  { lang: 'de', query: 'Was ist demnächst los?', role: 'events' },
];

/**
 * A third set, written after the rules the second one showed missing and run once (2026-11-26)
 * before any change; not to be tuned on: what the next session measures against.
 */
const UNSEEN: { lang: string; query: string; role: Role }[] = [
  { lang: 'en', query: 'Who am I talking to?', role: 'about' },
  { lang: 'en', query: 'What is your story?', role: 'about' },
  { lang: 'de', query: 'Wer steckt dahinter?', role: 'about' },
  { lang: 'en', query: 'How much does it cost?', role: 'prices' },
  { lang: 'en', query: 'Are you expensive?', role: 'prices' },
  { lang: 'de', query: 'Was kosten Ihre Leistungen?', role: 'prices' },
  { lang: 'en', query: 'Where exactly are you?', role: 'place' },
  { lang: 'de', query: 'Wo seid ihr?', role: 'place' },
  { lang: 'en', query: 'directions', role: 'place' },
  { lang: 'en', query: 'Can I email you?', role: 'contact' },
  { lang: 'de', query: 'Wie kann ich euch kontaktieren?', role: 'contact' },
  { lang: 'en', query: 'Are you open today?', role: 'hours' },
  { lang: 'de', query: 'Wann ist bei Ihnen geöffnet?', role: 'hours' },
  { lang: 'en', query: 'When can I come by?', role: 'hours' },
  { lang: 'en', query: "What's coming up?", role: 'events' },
  { lang: 'de', query: 'Was steht demnächst an?', role: 'events' },
];

/** Questions a helper wrote without reading any code, docs or the lists above: the check that the rules made from the lists above carry over (tuned on from the eighteenth round). */
const BLIND = JSON.parse(readFileSync(resolve(here, 'bench/common-questions-4.json'), 'utf8')) as { lang: string; query: string; role: Role }[];
/** A fifth list, written blind the same way at the start of the eighteenth round, before the fourth was tuned on (62.0 % first then); tuned on from the round's end. */
const BLIND_5 = JSON.parse(readFileSync(resolve(here, 'bench/common-questions-5.json'), 'utf8')) as { lang: string; query: string; role: Role }[];
/** A sixth list, written blind at the eighteenth round's end, before the fifth was tuned on: never tuned on. */
const BLIND_6 = JSON.parse(readFileSync(resolve(here, 'bench/common-questions-6.json'), 'utf8')) as { lang: string; query: string; role: Role }[];

const SITES = [
  'content',
  ...[
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
    'thirteenth',
    'fourteenth',
    'fifteenth',
    'sixteenth',
    'seventeenth',
    'eighteenth',
    'nineteenth',
    'twentieth',
    'twenty-first',
    'twenty-second',
    'twenty-third',
    'twenty-fourth',
    'twenty-fifth',
    'twenty-sixth',
    'twenty-seventh',
    'twenty-eighth',
    'twenty-ninth',
    'thirtieth',
    'thirty-first',
    'thirty-second',
    'thirty-third',
    'thirty-fourth',
    'thirty-fifth',
    'thirty-sixth',
    'thirty-seventh',
    'thirty-eighth',
    'thirty-ninth',
    'fortieth',
    'forty-first',
    'forty-second',
    'forty-third',
    'forty-fourth',
    'forty-fifth',
    'forty-sixth',
    'forty-seventh',
    'forty-eighth',
    'forty-ninth',
    'fiftieth',
    'fifty-first',
    'fifty-second',
    'fifty-third',
    'fifty-fourth',
    'fifty-fifth',
    'fifty-sixth',
    'fifty-seventh',
    'fifty-eighth',
    'fifty-ninth',
    'sixtieth',
    'sixty-first',
    'sixty-second',
    'sixty-third',
    'sixty-fourth',
    'sixty-fifth',
    'sixty-sixth',
    'sixty-seventh',
    'sixty-eighth',
    'sixty-ninth',
    'seventieth',
    'seventy-first',
    'seventy-second',
    'seventy-third',
    'seventy-fourth',
    'seventy-fifth',
    'seventy-sixth',
    'seventy-seventh',
    'seventy-eighth',
    'seventy-ninth',
    'eightieth',
    'eighty-first',
    'eighty-second',
    'eighty-third',
    'eighty-fourth',
    'eighty-fifth',
    'eighty-sixth',
    'eighty-seventh',
    'eighty-eighth',
    'eighty-ninth',
    'ninetieth',
    'ninety-first',
    'ninety-second',
    'ninety-third',
    'ninety-fourth',
    'ninety-fifth',
    'ninety-sixth',
    'ninety-seventh',
    'ninety-eighth',
    'ninety-ninth',
    'hundredth',
    'hundred-and-first',
    'hundred-and-second',
    'hundred-and-third',
    'hundred-and-fourth',
    'hundred-and-fifth',
    'hundred-and-sixth',
    'hundred-and-seventh',
    'hundred-and-eighth',
    'hundred-and-ninth',
    'hundred-and-tenth',
    'hundred-and-eleventh',
    'hundred-and-twelfth',
    'hundred-and-thirteenth',
    'hundred-and-fourteenth',
    'hundred-and-fifteenth',
    'hundred-and-sixteenth',
    'hundred-and-seventeenth',
    'hundred-and-eighteenth',
    'hundred-and-nineteenth',
    'hundred-and-twentieth',
    'hundred-and-twenty-first',
    'hundred-and-twenty-second',
    'hundred-and-twenty-third',
    'hundred-and-twenty-fourth',
    'hundred-and-twenty-fifth',
    'hundred-and-twenty-sixth',
    'hundred-and-twenty-seventh',
    'hundred-and-twenty-eighth',
    'hundred-and-twenty-ninth',
    'hundred-and-thirtieth',
    'hundred-and-thirty-first',
    'hundred-and-thirty-second',
    'hundred-and-thirty-third',
    'hundred-and-thirty-fourth',
    'hundred-and-thirty-fifth',
    'hundred-and-thirty-sixth',
    'hundred-and-thirty-seventh',
    'hundred-and-thirty-eighth',
    'hundred-and-thirty-ninth',
    'hundred-and-fortieth',
    'hundred-and-forty-first',
    'hundred-and-forty-second',
    'hundred-and-forty-third',
    'hundred-and-forty-fourth',
    'hundred-and-forty-fifth',
    'hundred-and-forty-sixth',
    'hundred-and-forty-seventh',
    'hundred-and-forty-eighth',
    'hundred-and-forty-ninth',
    'hundred-and-fiftieth',
    'hundred-and-fifty-first',
    'hundred-and-fifty-second',
    'hundred-and-fifty-third',
    'hundred-and-fifty-fourth',
    'hundred-and-fifty-fifth',
    'hundred-and-fifty-sixth',
    'hundred-and-fifty-seventh',
    'hundred-and-fifty-eighth',
    'hundred-and-fifty-ninth',
  ].map((n) => `bench/eval/${n}-site`),
];

/** The addresses (every language) of the pages that answer `role` on `site`; empty when the site has none. */
function answers(site: Site, role: Role): Set<string> {
  const pick = (p: Page) =>
    role === 'hours'
      ? !p.path.split('/')[3] && p.sections.some((s) => HOURS_HEADING.test(s.name))
      : KEYS[role].includes(p.translationKey ?? '') || (role === 'events' && (p.path === `/${p.lang}/` || p.path === '/'));
  return new Set(site.pages.filter(pick).map((p) => p.path));
}

const pathOf = (url: string) => new URL(url).pathname;
const sites = SITES.map((dir) => ({ dir, site: loadSite(resolve(here, dir)) }));

/** Asks each question of `list` on every site that has a page for its kind; prints the share answered first and within three, and the misses. */
function run(name: string, list: readonly { lang: string; query: string; role: Role }[]): void {
  let asked = 0;
  let first = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const { dir, site } of sites) {
    for (const q of list) {
      const want = answers(site, q.role);
      if (want.size === 0) continue;
      const outcome = searchSite(site, { query: q.query, lang: q.lang, limit: 5 });
      const pages = outcome.ok ? [...new Set(outcome.value.results.map((r) => pathOf(r.url)))] : [];
      asked++;
      if (want.has(pages[0])) first++;
      if (pages.slice(0, 3).some((p) => want.has(p))) top3++;
      else misses.push(`${dir.replace('bench/eval/', '')}: ${q.query} -> ${pages.slice(0, 3).join(' ') || '(nothing)'}`);
    }
  }
  const pct = (n: number) => `${n}/${asked} (${((100 * n) / asked).toFixed(1)} %)`;
  console.log(`${name}: answering page first ${pct(first)}; within the first three ${pct(top3)}`);
  if (misses.length) console.log(`  not within the first three:\n${misses.map((m) => `    ${m}`).join('\n')}`);
}

console.log(`Common questions, ${root === here ? 'this checkout' : root}, over ${SITES.length} sites`);
run(`${QUESTIONS.length} questions the rules were made from`, QUESTIONS);
run(`${LATER.length} questions written after them`, LATER);
run(`${UNSEEN.length} questions written after those (71.7 % first before rules were made from them)`, UNSEEN);
run(`${BLIND.length} questions written blind by a helper who read no code (bench/common-questions-4.json, 62.4 % first before the eighteenth round tuned on it)`, BLIND);
run(
  `${BLIND_5.length} questions written blind at the eighteenth round (bench/common-questions-5.json, 62.0 % first before rules were made from the fourth list; tuned on from the round's end)`,
  BLIND_5,
);
run(`${BLIND_6.length} questions written blind at the eighteenth round's end (bench/common-questions-6.json, never tuned on)`, BLIND_6);
