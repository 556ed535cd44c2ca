/**
 * How a question is asked, apart from what it is about: chatty words that carry no topic
 * (extra stop words, but never the verbs that go with answers, such as won or gewonnen),
 * words that ask about time (next, latest, nächste), and how much weight the previous
 * questions of a conversation get. Kept as data per language; any other language has none.
 */
import { PRIVATE_LIFE } from './life-words.ts';
import { analyzerFor, foldToken } from './analyzer.ts';
import { WEEKDAYS } from './weekdays.ts';
import { foldedSets, namesAny, namesWord, wordsOf } from './word-sets.ts';
import { tokensWithout } from './tokens-without.ts';

/** Words of polite or chatty questions that name no topic. */
const CHATTY: Record<string, string[]> = {
  en: [
    'hello',
    'hi',
    'hey',
    'thanks',
    'thank',
    'much',
    'many',
    'per',
    'whether',
    'also',
    'actually',
    'maybe',
    'perhaps',
    'kind',
    'like',
    'know',
    'need',
    'looking',
    'wondering',
    'wonder',
    'someone',
    'something',
    'anything',
    'ever',
    'really',
    'she',
    'her',
    'hers',
    'able',
    'possible',
    'get',
    'got',
    'getting',
    'let',
    'lets',
    'say',
    // "Tell me about …" asks for the topic that follows.
    'tell',
    'ask',
    'give',
    'go',
    // Coming, like going, is how a visit or a joining is asked ("can I come …?", "can my dog come?"): the rest names what.
    'come',
    'comes',
    'info',
    'information',
    'details',
    'happen',
    'happens',
    'see',
    'take',
    'takes',
    'taking',
    'wondering',
    'curious',
    'interested',
    'somehow',
    'anyway',
    'especially',
    'particularly',
    'specifically',
    'basically',
    'still',
    'totally',
    'always',
    'quite',
    'somewhere',
    'hiya',
    'howdy',
    'cheers',
    // What is left of a contraction once the apostrophe splits it (we're, I've, they'll, don't, isn't): no word of its own.
    're',
    've',
    'll',
    'don',
    'didn',
    'doesn',
    'isn',
    'aren',
    'wasn',
    'weren',
    'haven',
    'hasn',
    'couldn',
    'wouldn',
    'shouldn',
    // Verbs that stand in for any other (who made …, what do you do …): the object names the topic.
    'make',
    'makes',
    'made',
    'making',
    'done',
    // Conversational fillers of a long, chatty question ("honestly", "lol", "ugh"): they say how, not what.
    'honestly',
    'literally',
    'lol',
    'ugh',
    'um',
    'absolutely',
    'completely',
    'okay',
    'ok',
    'guys',
    // "Do you offer …?", "Bieten Sie … an?", "do you help with that?": asking whether the owner does a thing, as "make" and "machen" are; the object names it.
    // Not "offers": mostly the noun ("Do you have any special offers?").
    'offer',
    'help',
    // A purchase already made is the story ("bought a bunch from you on Saturday and it's already drooping"), not a wish to buy.
    'bought',
  ],
  de: [
    'hallo',
    'hi',
    'danke',
    'bitte',
    'viel',
    'viele',
    'pro',
    'ob',
    'auch',
    'eigentlich',
    'vielleicht',
    'mal',
    'wissen',
    'brauche',
    'suche',
    'bekommen',
    'bekomme',
    'bekommt',
    'kriegen',
    'kriege',
    'etwas',
    'jemand',
    'irgendwo',
    'wirklich',
    'sie',
    'ihr',
    'ihre',
    'ihren',
    'ihrer',
    'ihrem',
    'möglich',
    'sagen',
    'fragen',
    'geben',
    'infos',
    'info',
    'informationen',
    'sehen',
    'gibts',
    'stattfinden',
    'findet',
    'statt',
    'wer',
    'beim',
    // "Erzähl mir von …" asks for the topic that follows.
    'erzähl',
    'erzähle',
    'erzählen',
    'erzählst',
    // "Wie heißt …?" asks for a name: the verb names nothing (and its stem meets heiß, hot).
    'heißt',
    'heißen',
    'hieß',
    // Kommen, like gehen, is how a visit or a joining is asked ("Komme ich mit dem Rollstuhl …?", "Woher kommt …?").
    'komme',
    'kommen',
    'kommt',
    'warum',
    'wieso',
    'weshalb',
    'einfach',
    'irgendwie',
    'besonders',
    'extra',
    'eigens',
    'total',
    'immer',
    'trotzdem',
    'sag',
    'irgendwann',
    'moin',
    // Forms of haben, sein, werden and the modal verbs that the stop-word list lacks (du / ihr: "Habt ihr …?", "Könnt ihr …?").
    'habt',
    'hast',
    'hattest',
    'hattet',
    'seid',
    'wart',
    'werdet',
    'kannst',
    'könnt',
    'könnten',
    'darfst',
    'dürft',
    'musst',
    'müsst',
    'sollst',
    'sollt',
    'willst',
    'wollt',
    'möchtest',
    'möchten',
    'servus',
    'machen',
    'macht',
    'mache',
    'gemacht',
    'tun',
    'tut',
    'getan',
    // Conversational fillers ("ehrlich gesagt", "echt", "ein bisschen", "überhaupt"): they say how, not what.
    'echt',
    'überhaupt',
    'bisschen',
    'ehrlich',
    'gesagt',
    'leider',
    'schon',
    'halt',
    'quasi',
    'eh',
    'sowas',
    'irgendwas',
    'gekauft',
    'bieten',
    'bietet',
    'bietest',
    'anbieten',
    // "geht das (bei euch)?", "klappt das?": whether something can be done, like English "go", not what.
    'geht',
    'gehen',
    'klappt',
    // The other forms of "suche" and "brauche" ("wir suchen", "ich bräuchte"): a need said, not what is needed.
    'suchen',
    'sucht',
    'brauchen',
    'braucht',
    'bräuchte',
    'bräuchten',
    'okay',
    'ok',
  ],
};

/** Words that ask for what lies ahead. */
const FUTURE: Record<string, string[]> = {
  en: ['next', 'upcoming', 'coming', 'forthcoming', 'future', 'soon', 'planned', 'tonight', 'tomorrow'],
  de: [
    'nächste',
    'nächsten',
    'nächster',
    'nächstes',
    'kommende',
    'kommenden',
    'kommender',
    'bevorstehende',
    'bevorstehenden',
    'demnächst',
    'künftig',
    'künftige',
    'geplante',
    'geplanten',
    'bald',
    'ansteht',
    'anstehen',
    'anstehende',
    'anstehenden',
  ],
};

/** Words that ask for what is newest or going on now. */
const RECENT: Record<string, string[]> = {
  en: ['latest', 'newest', 'recent', 'recently', 'current', 'currently', 'now', 'new', 'today', 'last', 'lately'],
  de: [
    'neueste',
    'neuesten',
    'neues',
    'neuester',
    'neuestes',
    'aktuelle',
    'aktuellen',
    'aktueller',
    'aktuelles',
    'aktuell',
    'jetzt',
    'derzeit',
    'zurzeit',
    'gerade',
    'neu',
    'neue',
    'neuen',
    'heute',
    'letzte',
    'letzten',
    'letzter',
    'letztes',
  ],
};

/** The visitor as the one who asks to come or get in touch ("Can I drop by?", "Wie erreiche ich Sie?", "kann man …"): opening-hours.ts, own-place.ts. */
export const VISITOR = foldedSets({ en: ['i', 'we'], de: ['ich', 'wir', 'man'] });

/** Words of RECENT that ask for the newest thing, not what is on now ("latest", "neueste"; not "current", "aktuell", "new"). */
const NEWEST = foldedSets({
  // Not "recent": "her recent stories" asks for the list, not its one newest item.
  en: ['latest', 'newest', 'last'],
  de: ['neueste', 'neuesten', 'neuester', 'neuestes', 'letzte', 'letzten', 'letzter', 'letztes'],
});

/** Whether a question asks for the newest thing ("her latest story", "der neueste Beitrag"), in any of the given languages. */
export function namesNewest(tokens: readonly string[], langs: readonly string[]): boolean {
  return namesAny(NEWEST, tokens, langs);
}

/**
 * Words that put what follows them in the past ("past exhibitions", "frühere Ausstellungen",
 * "former clients"): a qualifier of the list asked for, which a page of that list rarely writes
 * (its past entries are dated, not labelled "past"), while a story that mentions "current and
 * past shows" in passing matched the word. Read as time, not as a word of the topic.
 */
const PAST: Record<string, string[]> = {
  en: ['past', 'previous', 'earlier', 'former', 'prior', 'bygone'],
  de: [
    'frühere',
    'früheren',
    'früherer',
    'früheres',
    'vergangene',
    'vergangenen',
    'vergangener',
    'vergangenes',
    'bisherige',
    'bisherigen',
    'bisheriger',
    'ehemalige',
    'ehemaligen',
    'ehemaliger',
    'vorherige',
    'vorherigen',
  ],
};

export type TimeIntent = 'future' | 'recent';

/**
 * Words among the recent ones that name the present itself (now, currently, gerade): the
 * question asks what is under way, which may be due ahead (a restoration to finish in May,
 * an exhibition running until January), not what happened last.
 */
const PRESENT: Record<string, string[]> = {
  en: ['now', 'currently', 'current', 'presently', 'nowadays', 'today'],
  de: ['jetzt', 'gerade', 'derzeit', 'zurzeit', 'momentan', 'aktuell', 'aktuelle', 'aktuellen', 'aktueller', 'aktuelles', 'heute'],
};

const CHATTY_SETS = foldedSets(CHATTY);
const FUTURE_SETS = foldedSets(FUTURE);
const RECENT_SETS = foldedSets(RECENT);
const PAST_SETS = foldedSets(PAST);
const PRESENT_SETS = foldedSets(PRESENT);
const EMPTY: ReadonlySet<string> = new Set();

/** Whether a folded token is a stop word of a language: the analyzer's list, or a chatty or time word. */
export function isStopWord(lang: string, token: string): boolean {
  let stops = ALL_STOPS.get(lang);
  if (stops === undefined) ALL_STOPS.set(lang, (stops = new Set([...analyzerFor(lang).stopwords, ...questionStops(lang)])));
  return stops.has(token);
}
/** The analyzer's stop words and questionStops in one set per language (one per analyzer made): one look-up per token, and every question word comes here in every language. */
const ALL_STOPS = new Map<string, ReadonlySet<string>>();

/**
 * How many of a question's words name something beyond the words a rule reads itself: not a
 * single letter, not a stop word of any of the languages, not a word of `sets` (in those
 * languages) nor of `also`. "What's your phone number?" names nothing beyond the contact rule's
 * words; "Can I use your photo in my email newsletter?" names three. One pass, no arrays made.
 */
export function namedWords(tokens: readonly string[], langs: readonly string[], sets: readonly ReadonlyMap<string, ReadonlySet<string>>[], also: ReadonlySet<string> = EMPTY): number {
  let n = 0;
  for (const t of tokens) {
    if (t.length < 2 || also.has(t) || langs.some((lang) => isStopWord(lang, t))) continue;
    if (!sets.some((set) => namesWord(set, t, langs))) n++;
  }
  return n;
}

/** Extra stop words of a language: chatty words and the time words (read as time, not as topic). */
export function questionStops(lang: string): ReadonlySet<string> {
  return STOPS.get(lang) ?? EMPTY;
}
const STOPS = new Map<string, ReadonlySet<string>>();
for (const lang of new Set([...CHATTY_SETS.keys(), ...FUTURE_SETS.keys(), ...RECENT_SETS.keys()])) {
  STOPS.set(lang, new Set([...(CHATTY_SETS.get(lang) ?? []), ...(FUTURE_SETS.get(lang) ?? []), ...(RECENT_SETS.get(lang) ?? [])]));
}

/**
 * A stretch of time named from today ("this week", "next weekend", "diese Woche", "am
 * Wochenende"): the period word says when, not what ("week" is not the topic of "is there a
 * concert this week?"), and the question asks for what is on or ahead.
 */
const PERIODS: Record<string, { lead: readonly string[]; period: readonly string[] }[]> = {
  en: [
    { lead: ['this', 'next', 'coming'], period: ['week', 'weekend', 'month', 'year', 'season'] },
    // A day of the week named from today ("this Saturday"): a stretch of time like "this week", not the topic.
    { lead: ['this', 'next', 'coming'], period: WEEKDAYS.en ?? [] },
  ],
  de: [
    {
      lead: ['diese', 'dieses', 'diesen', 'dieser', 'nächste', 'nächsten', 'nächstes', 'nächster', 'kommende', 'kommenden', 'kommendes', 'am'],
      period: ['woche', 'wochenende', 'monat', 'jahr', 'saison'],
    },
    // "diesen Samstag", "nächsten Freitag"; not after "am" ("Haben Sie am Samstag geöffnet?" asks every Saturday's hours).
    { lead: ['diesen', 'nächsten', 'kommenden'], period: WEEKDAYS.de ?? [] },
  ],
};
const PERIOD_SETS = new Map(
  Object.entries(PERIODS).map(([lang, tables]) => [lang, tables.map(({ lead, period }) => ({ lead: new Set(lead.map(foldToken)), period: new Set(period.map(foldToken)) }))]),
);

/**
 * A day of the week after "am" / "on" is the coming one when the question asks what is on ("Was
 * ist am Samstag los?", "What's happening on Saturday?"); alone, "am Samstag" asks every Saturday
 * ("Haben Sie am Samstag geöffnet?"). Data per language: the lead, and the words of what is on.
 */
const ON_DAY: Record<string, { lead: string; whatsOn: ReadonlySet<string> }> = {
  en: { lead: 'on', whatsOn: new Set(['happening', 'going']) },
  de: { lead: 'am', whatsOn: new Set(['los']) },
};
const WEEKDAY_SETS = foldedSets(WEEKDAYS);

/** Whether tokens[i] is a period word named from today (the word before it leads it in one of the languages). */
function isPeriod(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  if (i === 0) return false;
  for (const lang of langs) {
    for (const sets of PERIOD_SETS.get(lang) ?? []) if (sets.period.has(tokens[i]) && sets.lead.has(tokens[i - 1])) return true;
    const on = ON_DAY[lang];
    if (on && tokens[i - 1] === on.lead && WEEKDAY_SETS.get(lang)?.has(tokens[i]) && tokens.some((t) => on.whatsOn.has(t))) return true;
  }
  return false;
}

/**
 * The words that put a question in the past, per language ("did", "was", "war", "fand … statt"):
 * read only in the language whose words named the period, as German "was" is "what".
 */
const PAST_ASKED = foldedSets({
  en: ['did', 'was', 'were', 'had', 'took'],
  de: ['war', 'waren', 'wurde', 'wurden', 'fand', 'fanden', 'hatte', 'hatten', 'gab', 'gaben'],
});

/** Whether the question whose tokens[i] is a period word asks in the past, in the language of that period's words. */
function askedInPast(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  for (const lang of langs) {
    if (!isPeriod(tokens, i, [lang])) continue;
    const past = PAST_ASKED.get(lang);
    return past !== undefined && tokens.some((t) => past.has(t));
  }
  return false;
}

/** Whether tokens[i] puts the word after it in the past ("past exhibitions"); a last word is left alone ("her past"). */
function isPastQualifier(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  if (i + 1 >= tokens.length) return false;
  for (let k = 0; k < langs.length; k++) if (PAST_SETS.get(langs[k])?.has(tokens[i]) === true) return true;
  return false;
}

/** The question's tokens without the period words of "this week", "diese Woche", "last year", "letzten Monat", "past exhibitions" …; the same array when there are none. */
export function withoutPeriods(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  return tokensWithout(tokens, langs, isPeriodWord);
}

/** Whether tokens[i] is a word of a period ("this week", "letzten Monat", "past exhibitions"). */
function isPeriodWord(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  return isPeriod(tokens, i, langs) || pastUnitAt(tokens, i, langs) !== undefined || isMoment(tokens, i) || isPastQualifier(tokens, i, langs);
}

/**
 * "at the moment", "im Moment": the present, said with a noun ("capture the moment" is no time).
 * Language-neutral: each form is only read in its own words.
 */
function isMoment(tokens: readonly string[], i: number): boolean {
  if (tokens[i] !== 'moment') return false;
  return tokens[i - 1] === 'im' || (tokens[i - 1] === 'the' && tokens[i - 2] === 'at');
}

/** A unit of time named back from today. */
export type PastUnit = 'week' | 'month' | 'year';

/** Units of time after "last" / "letzte" that name a stretch, not a topic ("What did she do last year?"), by what they are; seasons stay words of the question. */
const PAST_UNITS: Record<string, Record<string, PastUnit>> = {
  en: { week: 'week', weekend: 'week', month: 'month', year: 'year' },
  de: { woche: 'week', wochenende: 'week', monat: 'month', monats: 'month', jahr: 'year', jahres: 'year' },
};
/** PAST_UNITS as maps: a question's tokens are looked up per token and language (an object's own-key test was the costlier look-up). */
const PAST_UNIT_MAPS = new Map(Object.entries(PAST_UNITS).map(([lang, units]) => [lang, new Map(Object.entries(units))]));

/** The unit tokens[i] names back from today ("last year", "letzten Monat", "im vergangenen Jahr"), in any of the given languages; else undefined. */
export function pastUnitAt(tokens: readonly string[], i: number, langs: readonly string[]): PastUnit | undefined {
  if (i === 0) return undefined;
  for (const lang of langs) {
    const unit = PAST_UNIT_MAPS.get(lang)?.get(tokens[i]);
    if (unit !== undefined && PAST_PERIOD_SETS.get(lang)?.lead.has(tokens[i - 1])) return unit;
  }
  return undefined;
}

/** "last" before a stretch of time ("last summer", "letzten Winter"): that stretch, not "latest". */
const PAST_PERIODS: Record<string, { lead: string[]; period: string[] }> = {
  en: { lead: ['last', 'past', 'previous'], period: ['week', 'weekend', 'month', 'year', 'season', 'summer', 'winter', 'spring', 'autumn', 'fall'] },
  de: {
    lead: ['letzte', 'letzten', 'letzter', 'letztes', 'letztem', 'vergangene', 'vergangenen', 'vergangenes', 'vergangenem', 'vorige', 'vorigen', 'voriges', 'vorigem'],
    period: ['woche', 'wochenende', 'monat', 'monats', 'jahr', 'jahres', 'saison', 'sommer', 'winter', 'frühling', 'frühjahr', 'herbst'],
  },
};
const PAST_PERIOD_SETS = new Map(Object.entries(PAST_PERIODS).map(([lang, { lead, period }]) => [lang, { lead: new Set(lead.map(foldToken)), period: new Set(period.map(foldToken)) }]));

function namesPastPeriod(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  const next = tokens[i + 1];
  return (
    next !== undefined &&
    langs.some((lang) => {
      const sets = PAST_PERIOD_SETS.get(lang);
      return sets?.lead.has(tokens[i]) === true && sets.period.has(next);
    })
  );
}

/** Whether a question asks about time, from its folded tokens in any of the given languages. */
export function timeIntent(tokens: readonly string[], langs: readonly string[]): TimeIntent | undefined {
  let intent: TimeIntent | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    // "When did the cows come down this year?", "Wann war die Lese dieses Jahr zu Ende?": a stretch named from today in a question asked in the past is no time ahead.
    if (isPeriod(tokens, i, langs)) {
      if (!askedInPast(tokens, i, langs)) return 'future';
      continue;
    }
    // German "Was steht an?", "Welche Termine stehen an?": the separable "anstehen", its particle last.
    if ((token === 'steht' || token === 'stehen') && tokens[tokens.length - 1] === 'an' && langs.includes('de')) return 'future';
    if (isMoment(tokens, i)) intent = 'recent';
    // "last summer", "letztes Jahr": a named stretch of the past, not the newest thing.
    if (namesPastPeriod(tokens, i, langs)) continue;
    for (const lang of langs) {
      if (FUTURE_SETS.get(lang)?.has(token)) return 'future';
      if (RECENT_SETS.get(lang)?.has(token)) intent = 'recent';
    }
  }
  return intent;
}

/** Whether a question names the present (now, currently, gerade, zurzeit), from its folded tokens in any of the given languages. */
export function namesPresent(tokens: readonly string[], langs: readonly string[]): boolean {
  if (tokens.some((_, i) => isMoment(tokens, i))) return true;
  return langs.some((lang) => {
    const set = PRESENT_SETS.get(lang);
    return set !== undefined && tokens.some((t) => set.has(t));
  });
}

/** Words that point back to something named before: a question with one lives on the previous one. */
const REFERRING: Record<string, string[]> = {
  en: ['he', 'him', 'his', 'it', 'its', 'they', 'them', 'their', 'there', 'that', 'this', 'those', 'these'],
  de: ['er', 'ihn', 'ihm', 'sein', 'seine', 'seinen', 'seinem', 'seiner', 'es', 'dort', 'da', 'dafür', 'davon', 'darüber', 'dabei', 'dazu', 'dies', 'diese', 'dieser', 'dieses'],
};
const REFERRING_SETS = foldedSets(REFERRING);

/** Words that open a question continuing the previous one ("and if …?", "und wenn …?", "but for adults?"). */
const CONTINUING: Record<string, string[]> = {
  en: ['and', 'but', 'or', 'plus'],
  de: ['und', 'aber', 'oder', 'sonst'],
};
const CONTINUING_SETS = foldedSets(CONTINUING);

/** Whether a question refers back ("what did he say", "wie viel kostet das?", "und wenn …?"), in any of the given languages. */
export function refersBack(tokens: readonly string[], langs: readonly string[]): boolean {
  return langs.some((lang) => tokens.some((t, i) => REFERRING_SETS.get(lang)?.has(t) || standsAlone(lang, tokens, i)) || (tokens.length > 0 && CONTINUING_SETS.get(lang)?.has(tokens[0]) === true));
}

/** Articles that, with no noun after them, stand for something named before ("was kostet das im Monat?", "kann man das in Raten zahlen?"). */
const STANDING: Record<string, string[]> = {
  de: ['das'],
};
const STANDING_SETS = foldedSets(STANDING);

/** Whether tokens[i] is an article that stands alone: the question ends after it, or a stop word follows (no noun it goes with). */
function standsAlone(lang: string, tokens: readonly string[], i: number): boolean {
  if (STANDING_SETS.get(lang)?.has(tokens[i]) !== true) return false;
  const next = tokens[i + 1];
  return next === undefined || isStopWord(lang, next);
}

/** A follow-up of at most this many words ("and for adults?", "und wo?") names little of its own. */
const FOLLOW_UP_WORDS = 4;

/**
 * Whether a question lives on the previous one (it points back, or it is a few words): it then
 * asks in the previous question's time frame ("next …") and about its prices ("how much …") too.
 */
export function leansOnPrevious(tokens: readonly string[], langs: readonly string[]): boolean {
  return tokens.length <= FOLLOW_UP_WORDS || refersBack(tokens, langs);
}

/**
 * Weight of the newest previous question's words: a follow-up that names nothing itself
 * ("and when?") lives on the previous question; one that names its own topic needs little.
 * `own` is the number of content words of the current question that the site knows.
 */
export function prevWeight(own: number, refers = false): number {
  // A word that points back counts as one word less of the question's own.
  if (refers) own--;
  if (own <= 0) return 1;
  if (own === 1) return 0.75;
  if (own === 2) return 0.5;
  return 0.25;
}

/**
 * A word that, before one of these, only strengthens it and names nothing ("right now", "right
 * away"): dropped from the question, so "right" does not find a page about rights.
 */
const INTENSIFIERS: Record<string, Record<string, string[]>> = {
  en: { right: ['now', 'away', 'here', 'there'], just: ['now'] },
  de: { genau: ['jetzt', 'hier', 'dort'], gleich: ['jetzt'] },
};
// Maps, not the objects: a question's word is looked up here, and "constructor" is on every object.
const INTENSIFIER_MAPS = new Map(Object.entries(INTENSIFIERS).map(([lang, table]) => [lang, new Map(Object.entries(table))]));

/**
 * A word that, after one of these, only completes a phrase that adds nothing ("as well"; "no
 * longer", "nicht mehr": the time a wish ended, not a quantity): dropped too.
 */
const FILLERS: Record<string, Record<string, string[]>> = {
  en: { as: ['well'], no: ['longer'], any: ['longer'] },
  de: { nicht: ['mehr'], kein: ['mehr'], keine: ['mehr'], nie: ['mehr'] },
};
const FILLER_MAPS = new Map(Object.entries(FILLERS).map(([lang, table]) => [lang, new Map(Object.entries(table))]));

/** The question's tokens without intensifiers before the words they strengthen and fillers after the words they complete; the same array when there are none. */
export function withoutIntensifiers(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  // Most questions have none: found by a loop, no functions made per question.
  return tokensWithout(tokens, langs, dropped);
}

/** Whether tokens[i] is an intensifier before the word it strengthens or a filler after the word it completes. */
function dropped(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  const token = tokens[i];
  const next = tokens[i + 1];
  const previous = tokens[i - 1];
  for (const lang of langs) if (next !== undefined && INTENSIFIER_MAPS.get(lang)?.get(token)?.includes(next) === true) return true;
  for (const lang of langs) if (previous !== undefined && FILLER_MAPS.get(lang)?.get(previous)?.includes(token) === true) return true;
  return false;
}

/** Greetings of two words that open a question ("Good morning", "Guten Tag", "hi there"): neither names a topic. */
const GREETINGS: Record<string, Record<string, string[]>> = {
  en: { good: ['morning', 'afternoon', 'evening', 'day'], hi: ['there'], hello: ['there'], hey: ['there'] },
  de: { guten: ['tag', 'morgen', 'abend'], grüß: ['gott'], gruss: ['gott'], schönen: ['tag'] },
};
const GREETING_MAPS = new Map(Object.entries(GREETINGS).map(([lang, table]) => [lang, new Map(Object.entries(table).map(([k, v]) => [foldToken(k), v.map(foldToken)]))]));

/** The question's tokens without a greeting that opens it; the same array when there is none. */
export function withoutGreeting(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  const [first, second] = tokens;
  if (second === undefined || tokens.length < 3) return tokens;
  return greets(first, second, langs) ? tokens.slice(2) : tokens;
}

/** Whether two folded tokens are a greeting of two words ("good morning", "guten Morgen"), wherever they stand. */
export function greets(first: string | undefined, second: string, langs: readonly string[]): boolean {
  return first !== undefined && langs.some((lang) => GREETING_MAPS.get(lang)?.get(first)?.includes(second) === true);
}

/**
 * Title words of the pages every site has about itself, not about the owner's work: the legal
 * notice and the privacy statement (data per language; folded).
 */
const SITE_NOTICES: Record<string, string[]> = {
  en: ['privacy', 'imprint', 'legal', 'notice', 'disclaimer', 'cookies', 'cookie', 'data', 'protection', 'accessibility', 'sitemap', 'colophon', 'credits'],
  de: ['datenschutz', 'datenschutzerklärung', 'datenschutzhinweise', 'impressum', 'rechtliche', 'hinweise', 'cookies', 'cookie', 'barrierefreiheit', 'sitemap', 'haftungsausschluss'],
  fr: ['confidentialité', 'mentions', 'légales', 'cookies', 'données'],
  es: ['privacidad', 'aviso', 'legal', 'cookies'],
  it: ['privacy', 'note', 'legali', 'cookie'],
  nl: ['privacy', 'colofon', 'disclaimer', 'cookies'],
};
const SITE_NOTICE_SETS = foldedSets(SITE_NOTICES);

/** The title words of a legal notice or privacy statement in a language (none for a language without a list). */
export function siteNoticeWords(lang: string): ReadonlySet<string> {
  return SITE_NOTICE_SETS.get(lang) ?? EMPTY;
}

/** Words that ask for a person (who, wer): the site's interface pages answer no such question. */
const PERSON: Record<string, string[]> = {
  en: ['who', 'whom', 'whose'],
  de: ['wer', 'wem', 'wen', 'wessen'],
  fr: ['qui'],
  es: ['quién', 'quien', 'quiénes'],
  it: ['chi'],
  nl: ['wie', 'wiens'],
};
/** The words that ask for a person, folded per language (picture-asked.ts reads them too). */
export const PERSON_SETS = foldedSets(PERSON);

/**
 * Pronouns that can only mean a third person ("Does she have an agent?", "Hat er einen Agenten?"):
 * on a personal site, the owner. Not German "sie" and "ihr", which also say "you" (data per
 * language).
 */
const OWNER_PRONOUNS = foldedSets({
  en: ['she', 'her', 'hers', 'herself', 'he', 'him', 'his', 'himself'],
  de: ['er', 'ihn', 'ihm', 'seine', 'seinen', 'seinem', 'seiner'],
});

/** Whether a question speaks of a person by a pronoun (the owner, on a personal site), in any of the given languages. */
export function refersToPerson(tokens: readonly string[], langs: readonly string[]): boolean {
  return namesAny(OWNER_PRONOUNS, tokens, langs);
}

/** Whether a question asks for a person ("who is her agent?", "Wer hat … gebaut?"), in any of the given languages. */
export function asksWho(tokens: readonly string[], langs: readonly string[]): boolean {
  return langs.some((lang) => tokens.some((t) => PERSON_SETS.get(lang)?.has(t)));
}

/**
 * A question about someone's life, asked with a pronoun ("Where was she born?", "Ist er
 * verheiratet?", "Where did he train?"): a pronoun for a person and a word of a life story.
 * On a personal site the person is the owner, and the page about them answers (data per language).
 */
const LIFE: Record<string, { pronouns: string[]; words: string[] }> = {
  en: {
    pronouns: ['he', 'she', 'him', 'his', 'her', 'hers'],
    // The private life (life-words.ts), and a career.
    words: [
      ...PRIVATE_LIFE.en,
      'living',
      'studied',
      'study',
      'trained',
      'training',
      'train',
      'taught',
      'learned',
      'learnt',
      'educated',
      'education',
      'school',
      'degree',
      'worked',
      'career',
      'background',
    ],
  },
  de: {
    // "du" and its forms too: a site that says du to its visitors is asked "Wo bist du aufgewachsen?".
    pronouns: ['er', 'sie', 'ihn', 'ihm', 'ihr', 'sein', 'seine', 'seinen', 'seinem', 'seiner', 'ihre', 'ihren', 'ihrem', 'ihrer', 'du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner'],
    words: [...PRIVATE_LIFE.de, 'studiert', 'studium', 'gelernt', 'ausgebildet', 'ausbildung', 'lehre', 'schule', 'abschluss', 'meister', 'gearbeitet', 'werdegang', 'herkunft'],
  },
};
const LIFE_SETS = new Map(Object.entries(LIFE).map(([lang, { pronouns, words }]) => [lang, { pronouns: new Set(pronouns.map(foldToken)), words: new Set(words.map(foldToken)) }]));

/**
 * How a question asks when a career began, with a pronoun ("When did she start?", "Since when has
 * he been building frames?", "How long has she been doing this?", "Wann hat sie angefangen?", "Seit
 * wann fotografiert sie?", "Wie lange macht er das schon?"): the start of a working life, which the
 * page about the person tells (data per language, general vocabulary). Each entry is a word, or
 * two words the second of which follows within NEAR words, and an optional word anywhere after them. Not the
 * present "start" alone: "When does her course start?" asks about the course.
 */
const NEAR = 3;
/** Words after the second within which the third must follow ("how long has she been"). */
const LATER = 6;

/** The index of `word` among the `count` tokens from `from`, or -1. */
function indexWithin(tokens: readonly string[], word: string, from: number, count: number): number {
  for (let k = from; k < tokens.length && k < from + count; k++) if (tokens[k] === word) return k;
  return -1;
}
/**
 * How a life or a career began: when someone started ("since when", "angefangen") or founded or
 * opened their business ("When did she open her own workshop?", "gegründet"), and where they
 * come from ("where is she from", "where does he come from", "Woher kommt er?", "stammt": the person
 * is named in it, so "Where does her clay come from?" asks about the clay), a word or a word followed by
 * another within NEAR (and a third within LATER). "Woher kommt …" needs the person after it:
 * "Woher kommt Ihr Gold?" asks about the gold.
 */
const LIFE_START: Record<string, [string, string?, string?][]> = {
  en: [
    ['started'],
    ['began'],
    ['begun'],
    ['did', 'start'],
    ['did', 'begin'],
    ['since', 'when'],
    ['how', 'long', 'been'],
    ['founded'],
    ['did', 'found'],
    ['did', 'open'],
    // "How did you get into this?"
    ['did', 'get', 'into'],
    ['where', 'she', 'from'],
    ['where', 'he', 'from'],
  ],
  de: [
    ['angefangen'],
    ['begonnen'],
    ['anfing'],
    ['begann'],
    ['seit', 'wann'],
    ['wie', 'lange', 'schon'],
    ['gegründet'],
    ['gründete'],
    ['eröffnete'],
    // "Wie bist du zu dem gekommen, was du heute machst?", "Wie sind Sie dazu gekommen?"
    ['wie', 'bist', 'gekommen'],
    ['wie', 'sind', 'gekommen'],
    ['wie', 'seid', 'gekommen'],
    ['hat', 'sie', 'eröffnet'],
    ['hat', 'er', 'eröffnet'],
    ['haben', 'sie', 'eröffnet'],
    ['woher', 'kommt', 'sie'],
    ['woher', 'kommt', 'er'],
    ['woher', 'kommen', 'sie'],
    ['stammt'],
    ['stammen'],
  ],
};
const LIFE_START_FOLDED = new Map(Object.entries(LIFE_START).map(([lang, entries]) => [lang, entries.map((e) => e.map((w) => (w === undefined ? w : foldToken(w))))]));

/** The verb of "where does she come from": no topic word there (it matched "come" anywhere on the site), only the form of the question. */
const ORIGIN_VERBS = new Set(['come', 'comes', 'came']);

/** The question's tokens without the verb of "where … come from" when it asks where a person comes from (a pronoun for them); the same array otherwise ("Where does your clay come from?"). */
export function withoutOriginVerb(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  if (!langs.includes('en') || !tokens.some((t) => ORIGIN_VERBS.has(t)) || !asksAboutLife(tokens, ['en'])) return tokens;
  const at = tokens.indexOf('from');
  return at < 0 ? tokens : tokens.filter((t, i) => !(ORIGIN_VERBS.has(t) && i < at && at - i <= NEAR));
}

/** Whether a question asks how a life or career began ("since when", "wann hat … angefangen", "where is she from"), in any of the given languages. */
export function asksLifeStart(tokens: readonly string[], langs: readonly string[]): boolean {
  return langs.some((lang) => lifeStartIn(tokens, lang));
}

function lifeStartIn(tokens: readonly string[], lang: string): boolean {
  const entries = LIFE_START_FOLDED.get(lang);
  if (!entries) return false;
  for (let i = 0; i < tokens.length; i++) {
    for (const [first, second, later] of entries) {
      if (tokens[i] !== first) continue;
      if (second === undefined) return true;
      // The second word follows within NEAR words ("did she start", "seit wann"), the third within LATER after it: a bounded look per word.
      const at = indexWithin(tokens, second, i + 1, NEAR);
      if (at >= 0 && (later === undefined || indexWithin(tokens, later, at + 1, LATER) >= 0)) return true;
    }
  }
  return false;
}

/** Whether a question asks about a person's life by a pronoun (a life word, or how a career began), in any of the given languages. */
export function asksAboutLife(tokens: readonly string[], langs: readonly string[]): boolean {
  return asksLifeOf(tokens, langs);
}

/**
 * Whether a question asks about the life of the owner it names ("Where did Jorinde train …?", "Is
 * Dörte married?"): a word of the owner's name (`owner`, their name's tokens) where a life question
 * has its pronoun, and a life word or how a career began (twenty-ninth round).
 */
export function asksOwnersLife(tokens: readonly string[], langs: readonly string[], owner: ReadonlySet<string>): boolean {
  return asksLifeOf(tokens, langs, owner);
}

/** asksAboutLife, the person said by a pronoun of the language or, given `owner`, by a word of the owner's name. */
function asksLifeOf(tokens: readonly string[], langs: readonly string[], owner?: ReadonlySet<string>): boolean {
  return langs.some((lang) => {
    const sets = LIFE_SETS.get(lang);
    if (sets === undefined) return false;
    // A stop word of the owner's name ("von" of "Maria von Berg") names no one.
    const stops = analyzerFor(lang).stopwords;
    const names = (t: string): boolean => (owner ? owner.has(t) && !stops.has(t) : sets.pronouns.has(t));
    return tokens.some(names) && (tokens.some((t) => sets.words.has(t)) || lifeStartIn(tokens, lang));
  });
}

/** "Who is …?" opening a question: on a personal site the people of the owner's life and work are introduced on the page about them (data per language). */
const WHO_IS: Record<string, { who: string[]; is: string[] }> = {
  en: { who: ['who'], is: ['is', 'are', 'was', 'were'] },
  de: { who: ['wer'], is: ['ist', 'sind', 'war', 'waren'] },
};
const WHO_IS_SETS = new Map(Object.entries(WHO_IS).map(([lang, { who, is }]) => [lang, { who: new Set(who.map(foldToken)), is: new Set(is.map(foldToken)) }]));

/** Whether a question opens with "who is" ("Who is Ragna?", "Wer ist Paula Nguyen?") and names someone after it. */
export function asksWhoSomeoneIs(tokens: readonly string[], langs: readonly string[]): boolean {
  if (tokens.length < 3) return false;
  return langs.some((lang) => {
    const sets = WHO_IS_SETS.get(lang);
    return sets?.who.has(tokens[0]) === true && sets.is.has(tokens[1]);
  });
}

/**
 * The words without which each reading here cannot fire, in all languages (question-triggers.ts
 * tells from them, by one look-up per token, which readings a question needs at all): an
 * intensifier or the word a filler completes; a time word, a period word, "moment" or the
 * "steht … an" verb; a period, a past unit, "moment" or a past qualifier; the verb of "where …
 * come from"; a pronoun of a life question; a word asking for a person; a third person's pronoun.
 */
export const INTENSIFIER_TRIGGERS: readonly string[] = [...INTENSIFIER_MAPS.values(), ...FILLER_MAPS.values()].flatMap((table) => [...table.keys()]);
const PERIOD_WORDS = [...PERIOD_SETS.values()].flat().flatMap((sets) => [...sets.period]);
export const TIME_TRIGGERS: readonly string[] = [...PERIOD_WORDS, 'steht', 'stehen', 'moment', ...wordsOf(FUTURE_SETS, RECENT_SETS)];
/** The units pastUnitAt reads ("last year"): asked-dates.ts reads them too. */
export const PAST_UNIT_WORDS: readonly string[] = [...PAST_UNIT_MAPS.values()].flatMap((units) => [...units.keys()]);
export const PERIOD_TRIGGERS: readonly string[] = [...PERIOD_WORDS, ...PAST_UNIT_WORDS, 'moment', ...wordsOf(PAST_SETS)];
export const ORIGIN_TRIGGERS: readonly string[] = [...ORIGIN_VERBS];
export const LIFE_TRIGGERS: readonly string[] = [...LIFE_SETS.values()].flatMap((sets) => [...sets.pronouns]);
/** A life question needs besides its pronoun a word of a life story or the first word of how a life began. */
export const LIFE_WORD_TRIGGERS: readonly string[] = [
  ...[...LIFE_SETS.values()].flatMap((sets) => [...sets.words]),
  ...[...LIFE_START_FOLDED.values()].flatMap((entries) => entries.map((e) => e[0]!)),
];
export const WHO_TRIGGERS: readonly string[] = wordsOf(PERSON_SETS);
export const PERSON_TRIGGERS: readonly string[] = wordsOf(OWNER_PRONOUNS);
