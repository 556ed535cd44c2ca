/**
 * "Kann man bei der Schmiede parken?", "Komme ich mit dem Rollstuhl ins Studio?", "Welche
 * Bushaltestelle ist am nächsten an der Werkstatt?", "Can I get to you by public transport?":
 * how a visitor gets to the owner's place or into it — parking, a stop of the bus or tram, a
 * wheelchair or a pram. When the site's contact page tells that very kind of way in (it names
 * parking, a stop, steps or a wheelchair), it answers, whatever else of the site shares the
 * words (a play's "Rollstuhlplätze", a cycle route's car park, the firewood page's "abholen"); a
 * site whose contact page does not (its page on visiting tells it) keeps its own ranking.
 * Word lists per language and stems across both: data, general vocabulary.
 */
import { tokenize } from './analyzer.ts';
import { foldedSets, namesAny, namesWord, wordsOf } from './word-sets.ts';
import { isStopWord } from './question-words.ts';
import { isBusiness } from './owner-addressed.ts';
import { contactIntros } from './own-place.ts';
import type { SearchIndex } from './search-index.ts';

/** The kinds of way in, as bits: parking, steps and wheels, a stop of public transport. */
export const PARKING = 1;
export const STEP_FREE = 2;
export const TRANSIT = 4;

/** A question's words of each kind (folded tokens). */
const ASKED: readonly [number, Map<string, ReadonlySet<string>>][] = [
  [
    PARKING,
    foldedSets({
      en: ['park', 'parking', 'carpark'],
      de: ['parken', 'parkplatz', 'parkplätze', 'parkplätzen', 'parkmöglichkeit', 'parkmöglichkeiten', 'parkhaus'],
    }),
  ],
  [
    STEP_FREE,
    foldedSets({
      en: ['wheelchair', 'wheelchairs', 'pram', 'buggy', 'stroller', 'rollator'],
      de: ['rollstuhl', 'rollstuhlgerecht', 'rollator', 'barrierefrei', 'stufenlos', 'ebenerdig', 'kinderwagen'],
    }),
  ],
  [
    TRANSIT,
    foldedSets({
      en: ['stop', 'transport'],
      de: ['haltestelle', 'bushaltestelle', 'straßenbahnhaltestelle', 'öpnv', 'verkehrsmitteln'],
    }),
  ],
];

/**
 * English words of a kind that name something else too: "park" the place ("the shoot in the
 * park") and the verb, "stop" the verb ("Did you stop painting?", "Where does the tour stop?")
 * and the stop of a bus, "transport" the verb ("Do you transport the piano?") and public
 * transport. Each asks the way in only after one of its words within its window of tokens before
 * it: a modal, a pronoun or "to" before the verb "park", or the compound "car park"; "bus", "the",
 * "nearest" before the stop; "public" before transport. Data per language.
 */
const ONLY_AFTER: ReadonlyMap<string, ReadonlyMap<string, { window: number; after: ReadonlySet<string> }>> = new Map([
  [
    'en',
    new Map([
      ['park', { window: 3, after: new Set(['can', 'could', 'may', 'might', 'should', 'do', 'does', 'did', 'to', 'i', 'we', 'you', 'they', 'he', 'she', 'car', 'coach']) }],
      ['stop', { window: 1, after: new Set(['bus', 'tram', 'train', 'metro', 'subway', 'nearest', 'closest', 'next', 'which', 'the', 'a']) }],
      ['transport', { window: 1, after: new Set(['public', 'by']) }],
    ]),
  ],
]);

/** Whether the token at `at` is a word of `words` said of the way in (not of something else, ONLY_AFTER). */
function saysKind(words: Map<string, ReadonlySet<string>>, tokens: readonly string[], at: number, langs: readonly string[]): boolean {
  const token = tokens[at];
  for (const lang of langs) {
    if (!words.get(lang)?.has(token)) continue;
    const rule = ONLY_AFTER.get(lang)?.get(token);
    if (!rule) return true;
    for (let i = Math.max(0, at - rule.window); i < at; i++) if (rule.after.has(tokens[i])) return true;
  }
  return false;
}

/** A vehicle and leaving it: parking said without the word. */
const VEHICLE = foldedSets({ en: ['car', 'bike', 'van', 'motorhome', 'camper'], de: ['auto', 'fahrrad', 'rad', 'wohnmobil'] });
const LEAVE = foldedSets({ en: ['leave'], de: ['abstellen'] });

/** How a page tells each kind: the beginnings of its words (folded), in either language. */
const TOLD: readonly [number, readonly string[]][] = [
  [PARKING, ['park']],
  [STEP_FREE, ['wheelchair', 'stepfree', 'step', 'stair', 'ramp', 'rollstuhl', 'barrierefrei', 'stufe', 'treppe', 'ebenerdig', 'rampe', 'aufzug']],
  [TRANSIT, ['bus', 'tram', 'train', 'station', 'haltestelle', 'bahnhof', 'straßenbahn', 'strassenbahn', 'sbahn', 'ubahn', 'öpnv']],
];

/** Words that begin as a way in but tell none ("business enquiries", "busy on Saturdays", "training", "stationery", "Stephanie", "Parkett"): data, general vocabulary. */
const NOT_TOLD: readonly string[] = ['busi', 'busy', 'training', 'trainee', 'trainer', 'stationer', 'stationar', 'steph', 'parkett', 'trampol'];

/** The ends of street names: "Parkstraße 4", "Bahnhofstr. 12", "Station Road" name an address, not a car park or a station nearby. */
const STREET_ENDS: readonly string[] = ['straße', 'strasse', 'str', 'allee', 'weg', 'gasse', 'ring', 'street', 'road', 'avenue', 'lane'];

/** The kinds of way in a token of a page tells (bits). */
function toldBy(token: string): number {
  if (NOT_TOLD.some((s) => token.startsWith(s)) || STREET_ENDS.some((s) => token.endsWith(s))) return 0;
  let kinds = 0;
  for (const [kind, starts] of TOLD) if (starts.some((s) => token.startsWith(s))) kinds |= kind;
  return kinds;
}

/** Words of the way and of asking that name no topic of their own ("by bus", "mit dem Auto", "nearest"). */
const WAY = foldedSets({
  en: ['where', 'get', 'come', 'reach', 'into', 'near', 'nearby', 'close', 'closest', 'nearest', 'public', 'bus', 'tram', 'train', 'car', 'bike', 'accessible', 'access', 'friendly'],
  de: ['wo', 'komme', 'kommt', 'kommen', 'nähe', 'nächsten', 'bus', 'auto', 'bahn', 'zug', 'rad', 'öffentlichen', 'rein', 'hinein'],
});

/** A picture asked for ("das Foto mit dem Bus an der Haltestelle") is no way in. */
const PICTURE = foldedSets({
  en: ['photo', 'photos', 'picture', 'pictures', 'image', 'images', 'shot'],
  de: ['foto', 'fotos', 'bild', 'bilder', 'aufnahme'],
});

/**
 * A place or an occasion that is someone else's ("Ist das Stadtmuseum barrierefrei?", "Is there
 * parking at the concert venue?", "Kann man bei der Messe parken?"): the way into it is told by the
 * page on that exhibition or concert, and the contact page tells the owner's own place only.
 * German compounds that end in one count too ("Stadtmuseum", "Weihnachtsmarkt"). Data, general vocabulary.
 */
const ELSEWHERE = foldedSets({
  en: ['museum', 'exhibition', 'venue', 'concert', 'festival', 'fair', 'market', 'church', 'wedding'],
  de: ['museum', 'ausstellung', 'konzert', 'festival', 'messe', 'markt', 'kirche', 'hochzeit'],
});

/** The owner's, right before such a word ("your museum", "in eurem Museum"): the owner's own place after all. */
const YOUR = foldedSets({ en: ['your'], de: ['euer', 'eure', 'euren', 'eurem', 'eurer', 'ihrem', 'ihren', 'dein', 'deine', 'deinen', 'deinem'] });

/** Whether the question names a place or an occasion of someone else's (not the owner's: no "your" right before it). */
function asksElsewhere(tokens: readonly string[], langs: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) if (namesElsewhere(tokens[i], langs) && (i === 0 || !namesWord(YOUR, tokens[i - 1], langs))) return true;
  return false;
}

/** Whether a token names a place or an occasion of someone else's, or in German a compound that ends in one. */
function namesElsewhere(token: string, langs: readonly string[]): boolean {
  if (namesWord(ELSEWHERE, token, langs)) return true;
  if (!langs.includes('de')) return false;
  for (const word of ELSEWHERE.get('de') ?? []) if (token.length >= word.length + 3 && token.endsWith(word)) return true;
  return false;
}

/**
 * A verb of the owner's work on the thing ("Do you build wheelchair ramps?", "Reparieren Sie auch
 * Kinderwagen?", "Können Sie eine Rampe für meinen Rollstuhl bauen?"): the wheelchair or the pram
 * is the work asked for, not the visitor's way in. Data per language, general vocabulary; not the
 * verbs a visitor does ("machen" a course, "bring").
 */
const WORK_ON = foldedSets({
  en: ['build', 'builds', 'repair', 'repairs', 'fix', 'sell', 'sells', 'design', 'designs', 'adapt', 'convert', 'upholster', 'restore'],
  de: ['bauen', 'baut', 'reparieren', 'repariert', 'verkaufen', 'verkauft', 'planen', 'plant', 'umbauen', 'anpassen', 'fertigen', 'polstern', 'restaurieren'],
});

/** At most this many other words: the place's own name, or a thing the visitor brings ("Holz abholen" is two). */
export const WAY_IN_TOPICS = 2;

/**
 * The kinds of way in the question asks about (bits; 0 for none): a word of a kind, no picture
 * asked for, and at most WAY_IN_TOPICS words beyond the way, the kinds' words and a business.
 */
export function askedWayIn(tokens: readonly string[], langs: readonly string[]): number {
  let kinds = 0;
  for (const [kind, words] of ASKED) for (let i = 0; i < tokens.length && (kinds & kind) === 0; i++) if (saysKind(words, tokens, i, langs)) kinds |= kind;
  // "Where can I leave my car?", "Wo kann ich mein Fahrrad abstellen?": a vehicle left is parked.
  if (namesAny(VEHICLE, tokens, langs) && namesAny(LEAVE, tokens, langs)) kinds |= PARKING;
  if (kinds === 0 || namesAny(PICTURE, tokens, langs) || asksElsewhere(tokens, langs) || namesAny(WORK_ON, tokens, langs)) return 0;
  let other = 0;
  for (const token of tokens) if (namesTopic(token, langs)) other++;
  return other <= WAY_IN_TOPICS ? kinds : 0;
}

/** Whether a token names a topic of its own: not a stop word, a word of the way or of a kind, nor a business. */
function namesTopic(token: string, langs: readonly string[]): boolean {
  if (token.length < 2 || namesWord(WAY, token, langs) || namesWord(LEAVE, token, langs) || namesWord(VEHICLE, token, langs) || isBusiness(token, langs)) return false;
  for (const lang of langs) if (isStopWord(lang, token)) return false;
  for (const [, words] of ASKED) if (namesWord(words, token, langs)) return false;
  return true;
}

/** Characters of a contact page read for the ways in it tells. */
export const TOLD_CHARS = 20_000;

const told = new WeakMap<SearchIndex, Map<string, number>>();
/** Pages read for the ways in they tell, for tests that count them: once per contact page and index. */
export const wayInScans = { count: 0 };

/** The kinds of way in the site's contact page tells in a language (bits), read once per index and language. */
export function wayInsTold(index: SearchIndex, lang: string): number {
  let byLang = told.get(index);
  if (!byLang) {
    byLang = new Map();
    told.set(index, byLang);
  }
  let kinds = byLang.get(lang);
  if (kinds === undefined) {
    kinds = 0;
    for (const doc of contactIntros(index, lang)) {
      wayInScans.count++;
      let left = TOLD_CHARS;
      for (const section of doc.page.sections) {
        if (left <= 0) break;
        const text = `${section.name} ${section.text}`.slice(0, left);
        left -= text.length;
        for (const token of tokenize(text, { joined: true })) kinds |= toldBy(token);
      }
    }
    byLang.set(lang, kinds);
  }
  return kinds;
}

/** The words without which askedWayIn cannot say yes (question-triggers.ts). */
export const WAY_IN_TRIGGERS: readonly string[] = [...ASKED.flatMap(([, words]) => wordsOf(words)), ...wordsOf(LEAVE)];

/** Whether the contact page tells a kind of way in the question asks about (`asked`, bits), in the preferred language or, with none, in any. */
export function tellsWayIn(index: SearchIndex, lang: string | undefined, asked: number): boolean {
  if (lang !== undefined) return (wayInsTold(index, lang) & asked) !== 0;
  for (const l of index.byLang.keys()) if ((wayInsTold(index, l) & asked) !== 0) return true;
  return false;
}
