/**
 * "Are you open on Sundays?", "Haben Sie zwischen Weihnachten und Neujahr geöffnet?", "opening
 * hours", "Ist die Praxis zwischen den Jahren offen?": a question when the owner's place is open
 * is answered by the section the site heads with its hours ("Opening hours", "Office hours",
 * "Öffnungszeiten", "Sprechzeiten"), wherever it lives (the contact page, a visiting page);
 * posts that say "open" (an open day, an exhibition's opening) share the word and are not it.
 * Under such a question those sections are listed at least at HOURS_FLOOR of the best hit, in
 * the preferred language (else every one), and alone, never strong, when nothing matched.
 * Headings are read when the index is built (section-facts-builder.ts: HOURS_HEADED).
 */
import { tokenize } from './analyzer.ts';
import { atLeast, floorLanguages } from './floor-pages.ts';
import { firstSections } from './first-sections.ts';
import { HOURS_HEADED, sectionDatesIn } from './section-facts.ts';
import { foldedSets, namesAny, namesWord, wordsOf } from './word-sets.ts';
import { namedWords, VISITOR } from './question-words.ts';
import { weekdaysWithForms } from './weekdays.ts';
import { askedDateFactor, type AskedDate } from './asked-dates.ts';
import { datesIn } from './recency.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';

/** Share of the best hit's score a section headed by the hours gets at least under a question when the place is open. */
export const HOURS_FLOOR = 1.05;
/** Raw score of those sections when the question matched nothing (as the other kinds' KIND_ALONE). */
export const HOURS_ALONE = 0.4;
/** Sections kept per language. */
const KEEP = 4;

/** Heading words that head the hours (data, general vocabulary); English "hours" also heads "Office hours", "Opening hours". */
const HEADINGS: ReadonlySet<string> = new Set(['hours', 'öffnungszeiten', 'öffnungszeit', 'sprechzeiten', 'bürozeiten', 'geschäftszeiten', 'telefonzeiten', 'besuchszeiten']);

/** Whether a heading heads the hours (read once per section when the index is built). */
export function headsHours(name: string): boolean {
  if (name.length > 120) return false;
  for (const token of tokenize(name, { joined: false })) if (HEADINGS.has(token)) return true;
  return false;
}

/** Words that ask when a place is open or closed (not "opened": an opened jar; "opening" only before "hours" or "times"). */
const OPEN = foldedSets({
  en: ['open', 'closed', 'close', 'closes'],
  de: ['geöffnet', 'offen', 'geschlossen', 'öffnungszeiten', 'öffnungszeit', 'sprechzeiten', 'bürozeiten', 'geschäftszeiten', 'erreichbar'],
});
/** Words within two after "open" that make it something else: an open (garden) day, an open studio, open-air, an open call. */
const NOT_HOURS: ReadonlySet<string> = new Set(['day', 'days', 'studio', 'studios', 'house', 'air', 'call', 'mic', 'source', 'edition', 'editions', 'water']);
/** "opening hours", "opening times". */
const OPENING = 'opening';
const TIMES: ReadonlySet<string> = new Set(['hours', 'times']);
/** German "zu" is "closed" only at the end ("Haben Sie heute zu?"), elsewhere "to"; so is "auf" open ("Habt ihr heute noch auf?"). */
const ZU = 'zu';
const AUF = 'auf';
/**
 * "auf" at the end is open only with having, being or making it so ("Habt ihr heute noch auf?",
 * "Wann macht ihr auf?"); with another verb it is that verb's particle ("Wann tritt sie das
 * nächste Mal auf?" asks when she performs, "Nehmen Sie noch Kunden auf?" whether she takes any).
 */
const OPEN_AUF = foldedSets({ de: ['hat', 'habt', 'haben', 'hast', 'ist', 'sind', 'seid', 'macht', 'machen', 'machst'] });
/**
 * Coming by, with a when: "Can I drop by on a Saturday morning?", "bis wann kann man abends noch
 * vorbeikommen", "When can I come by?" ask the hours (data per language; the English verbs only
 * with "by", "in", "round" or "over" after them).
 */
const VISIT = foldedSets({ en: ['drop', 'come', 'stop', 'pop', 'swing'], de: ['vorbeikommen', 'vorbeischauen', 'reinschauen', 'vorbeigehen', 'vorbei'] });
const PARTICLE_VERBS = VISIT.get('en') ?? new Set<string>();
const BY: ReadonlySet<string> = new Set(['by', 'in', 'round', 'over']);
const ASK_WHEN = foldedSets({ en: ['when'], de: ['wann'] });

/**
 * A German visiting verb stands alone; an English one needs its particle next ("drop by"). Either
 * is the visitor's ("Can I drop by", "kann man vorbeikommen", "a good time to drop by"): "When did
 * you come over from Italy?", "When will the new prints come in?", "Wann ist die Ausstellung
 * vorbei?" (over) ask something else.
 */
function comesBy(tokens: readonly string[], at: number, langs: readonly string[]): boolean {
  if (PARTICLE_VERBS.has(tokens[at]) && !BY.has(tokens[at + 1] ?? '')) return false;
  return tokens[at - 1] === 'to' || namesAny(VISITOR, tokens, langs);
}

/** A when: the asking word, or a day, a part of the day, a holiday (not a word that says when only with the next: "the new collection"). */
function asksWhen(tokens: readonly string[], langs: readonly string[]): boolean {
  for (const t of tokens) if (namesWord(ASK_WHEN, t, langs) || (namesWord(WHEN, t, langs) && !WHEN_WITH_NEXT.has(t))) return true;
  return false;
}
/** Words of WHEN that say when only with the word after them ("new year", "bank holiday", "public holiday"). */
const WHEN_WITH_NEXT: ReadonlySet<string> = new Set(['new', 'bank', 'public']);
/**
 * Words that say when, not what (weekdays, holidays, stretches of the year), per language (data,
 * general vocabulary): "Are you open on Sundays?", "zwischen Weihnachten und Neujahr" still ask
 * for the hours; a question that names something else ("when does the Dresden exhibition open")
 * asks about that.
 */
const WHEN = foldedSets({
  en: [
    ...weekdaysWithForms('en'),
    'weekend',
    'weekends',
    'today',
    'tomorrow',
    'tonight',
    'christmas',
    'eve',
    'new',
    'year',
    'years',
    'easter',
    'holiday',
    'holidays',
    'bank',
    'public',
    'summer',
    'winter',
    'evening',
    'evenings',
    'morning',
    'mornings',
    'lunchtime',
    'august',
    'december',
    'january',
  ],
  de: [
    ...weekdaysWithForms('de'),
    'wochenende',
    'heute',
    'morgen',
    'abends',
    'mittags',
    'vormittags',
    'nachmittags',
    'weihnachten',
    'heiligabend',
    'silvester',
    'neujahr',
    'jahren',
    'jahreswechsel',
    'ostern',
    'pfingsten',
    'feiertag',
    'feiertagen',
    'feiertage',
    'ferien',
    'sommer',
    'winter',
    'august',
    'dezember',
    'januar',
  ],
});
/** Words the question may name beside when: the place ("Ist die Praxis … offen?", "Is the shop open …?"). */
const NAMED = 1;

/** English "open" as a verb of something that opens ("when does the exhibition open"), not of the owner ("when do you open?"). */
function opensSomething(tokens: readonly string[], at: number): boolean {
  if (tokens.includes('you')) return false;
  for (let k = Math.max(0, at - 4); k < at; k++) if (VERB_HELPERS.has(tokens[k])) return true;
  return false;
}
const VERB_HELPERS: ReadonlySet<string> = new Set(['do', 'does', 'did', 'will', 'll']);

/** Whether a question asks when the owner's place is open ("Are you open on Sundays?", "Wann haben Sie geöffnet?", "opening hours"). */
export function asksOpeningHours(tokens: readonly string[], langs: readonly string[]): boolean {
  let asked = false;
  for (let i = 0; i < tokens.length && !asked; i++) {
    const t = tokens[i];
    if (t === OPENING) asked = TIMES.has(tokens[i + 1] ?? '');
    else if (t === ZU) asked = i === tokens.length - 1 && langs.includes('de');
    else if (t === AUF) asked = i === tokens.length - 1 && namesAny(OPEN_AUF, tokens, langs);
    else if (namesWord(VISIT, t, langs)) asked = comesBy(tokens, i, langs) && asksWhen(tokens, langs);
    // "close to the station", "close by": no hours.
    else if (t === 'close' || t === 'closes') asked = tokens[i + 1] !== 'to' && tokens[i + 1] !== 'by' && !opensSomething(tokens, i);
    else if (namesWord(OPEN, t, langs)) asked = !(t === 'open' && (NOT_HOURS.has(tokens[i + 1] ?? '') || NOT_HOURS.has(tokens[i + 2] ?? '') || opensSomething(tokens, i)));
  }
  if (!asked) return false;
  return namedWords(tokens, langs, HOURS_READS, HOURS_WORDS) <= NAMED;
}
/** The words the reading above reads itself. */
const HOURS_READS = [OPEN, WHEN, VISIT, ASK_WHEN];
const HOURS_WORDS: ReadonlySet<string> = new Set([OPENING, ...TIMES, ZU, AUF, 'time', ...BY]);

const table = firstSections(KEEP, (li, d) => (li.facts.flags[d] & HOURS_HEADED) !== 0);

/** Scans of a language's sections for the hours: one per index and language (ranking-tables.ts makes them when the index is loaded). */
export const hoursScans = table.scans;

/** The sections of a language headed by the hours, the first KEEP in section order; found once per index and language. */
export function hoursSections(index: SearchIndex, lang: string): readonly SearchDoc[] {
  return table.of(index, lang);
}

/**
 * Lifts the sections headed by the hours to at least HOURS_FLOOR of the best hit; lists them at
 * HOURS_ALONE when nothing matched. Under a question that names a holiday, a day or a month (`asked`,
 * asked-dates.ts: "When are you closed over Christmas?", "Wann habt ihr im Januar geschlossen?") only the hours sections that date it ("| 23 December – 6
 * January | closed |") are lifted when anything matched: the week's hours do not say whether the
 * place is open then, and the list that dates the closing is lifted on its own (time-headings.ts).
 */
export function withHoursSections(index: SearchIndex, hits: SearchHit[], lang: string | undefined, asked?: AskedDate, today?: number): SearchHit[] {
  let docs = floorLanguages(index, lang).flatMap((l) => hoursSections(index, l));
  if (asked !== undefined && namesDays(asked) && today !== undefined && hits.some((hit) => hit.raw > 0)) docs = docs.filter((d) => datesAsked(index, d, asked, today));
  return atLeast(hits, docs, HOURS_FLOOR, true, HOURS_ALONE);
}

/** A holiday, a day or a month asked ("over Christmas", "am 24. Dezember", "im Januar"), not a year alone: the week's hours may hold for a year. */
function namesDays(asked: AskedDate): boolean {
  return asked.from !== undefined || asked.month !== undefined;
}

/**
 * Whether an hours section states a date within the one asked. Its dates without a year ("23
 * December – 6 January", on a contact page that carries no date of its own) are placed nearest
 * today: the hours are kept current. At most KEEP sections per language are read, each up to
 * datesIn's cap of characters.
 */
function datesAsked(index: SearchIndex, doc: SearchDoc, asked: AskedDate, today: number): boolean {
  const known = sectionDatesIn(index, doc.page, doc.section);
  const dates = known !== undefined && known.length > 0 ? known : datesIn(`${doc.section.name}\n${doc.section.text}`, { reference: today, ahead: false });
  // A section that writes no date says nothing of the day asked (askedDateFactor would fall back to the page's own date).
  if (dates.length === 0) return false;
  return askedDateFactor(doc.page, doc.section, asked, dates) > 1;
}

/** The words without which asksOpeningHours cannot say yes (question-triggers.ts): the ones its loop reads as asking. */
export const HOURS_TRIGGERS: readonly string[] = [...wordsOf(OPEN, VISIT), OPENING, ZU, AUF, 'close', 'closes'];
