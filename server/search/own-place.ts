/**
 * "Where is her studio?", "where exactly is your office?", "Wo ist ihre Werkstatt?": a question
 * where a place of the owner's is (a where-word, a form of "to be" ("where's" is read as where + s) and a possessive) is answered
 * by the site's contact page, which gives the address, whatever the place is called there. Under
 * such a question the ContactPage is listed at least at OWN_PLACE_FLOOR of the best hit. "Where is
 * <a place name>?" has no possessive and keeps its own answer; "where can I buy her mugs?" has
 * no form of "to be" and asks where something is sold or shown, not where she is.
 */
import { introsOfType, withIntrosOfType } from './typed-intros.ts';
import { ANSWER_TYPE_TRIGGERS, asksKindOfPlace } from './answer-types.ts';
import { foldedSets, namesAny, namesWord, wordsOf } from './word-sets.ts';
import { roleType } from './page-roles.ts';
import { namedWords, VISITOR } from './question-words.ts';
import { isBusiness } from './owner-addressed.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';

/** Share of the best hit's score the contact page gets at least under such a question. */
export const OWN_PLACE_FLOOR = 1.05;

/** The three parts of the question, per language (data, general vocabulary). */
const WHERE = foldedSets({ en: ['where', 'whereabouts'], de: ['wo'] });
const TO_BE = foldedSets({ en: ['is', 'are', 's'], de: ['ist', 'sind', 'bist', 'seid', 'liegt', 'liegen', 'befindet', 'befinden'] });
const POSSESSIVE = foldedSets({
  en: ['her', 'his', 'your', 'their'],
  de: ['ihr', 'ihre', 'ihren', 'ihrem', 'sein', 'seine', 'seinen', 'seinem', 'dein', 'deine', 'deinen', 'deinem', 'euer', 'eure'],
});

/**
 * The owner addressed ("Where are you?", "Wo finde ich Sie?", "Wie komme ich zu euch?"). German
 * "sie" is "you" only written "Sie" (`formal`): "Wo ist sie geboren?" asks about her life.
 */
const YOU = foldedSets({ en: ['you'], de: ['ihnen', 'euch', 'ihr', 'dich', 'dir', 'du'] });
const FORMAL = 'sie';
/** Finding a place: "Where can I find you?", "Wo finde ich Sie?". */
const FIND = foldedSets({ en: ['find'], de: ['finde', 'finden', 'findet', 'findest'] });
/** How + getting somewhere: "How do I get to your studio?", "Wie komme ich zu Ihnen?". */
const HOW = foldedSets({ en: ['how'], de: ['wie'] });
const GET_TO = foldedSets({ en: ['get', 'reach'], de: ['komme', 'kommt', 'kommen', 'gelange', 'gelangt', 'gelangen', 'erreiche', 'erreicht', 'erreichen'] });
const TO = foldedSets({ en: ['to'], de: ['zu', 'zum', 'zur'] });
/**
 * Reaching the owner needs no "to" ("How can I reach you?", "Wie erreiche ich Sie am besten?"),
 * with a how and the visitor reaching: "Was wollen Sie erreichen?" asks what the owner aims at,
 * "How do you reach your customers?" how they find clients.
 */
const REACH = foldedSets({ en: ['reach'], de: ['erreiche', 'erreicht', 'erreichen'] });
function reachesOwner(tokens: readonly string[], langs: readonly string[]): boolean {
  return namesAny(REACH, tokens, langs) && namesAny(VISITOR, tokens, langs);
}

/**
 * Whether a question asks where a place of the owner's is, in any of the given languages: "Where
 * is her studio?" (a where-word, a form of "to be" and a possessive), "Where are you (located)?",
 * "Where can I find you?", "Wo sind Sie?" (the owner addressed), "How do I get to your studio?",
 * "Wie komme ich zu Ihnen?" (getting there, to the owner or their place).
 */
export function asksOwnPlace(tokens: readonly string[], langs: readonly string[], formal = false): boolean {
  const possessive = namesAny(POSSESSIVE, tokens, langs);
  const details = namesAny(DETAILS, tokens, langs);
  if (!details && !possessive && !namesAny(YOU, tokens, langs) && !(formal && langs.includes('de') && tokens.includes(FORMAL))) return false;
  // A possessive names the place or the detail ("her studio", "Ihre Werkstatt", "your phone number") and nothing more ("Wo finde ich Ihren Stand auf der
  // Messe?" asks where the fair is, "Can I use your photo in my email newsletter?" about a photo); the owner addressed asks where they are only when the
  // question names nothing else ("Where are you interpreting this week?" asks where she works).
  const place = topicWords(tokens, langs) <= (possessive ? 1 : 0);
  // "What's your phone number?", "Telefonnummer", "email": the owner's contact details, which the contact page gives.
  if (details && place) return true;
  if (namesAny(WHERE, tokens, langs) || asksKindOfPlace(tokens, langs)) return (namesAny(TO_BE, tokens, langs) || namesAny(FIND, tokens, langs)) && place;
  // "How do I get to your studio?", "Wie komme ich zu Ihnen?", "How do I find you?", "Wie finde ich euch?".
  if (!namesAny(HOW, tokens, langs)) return false;
  if (namesAny(GET_TO, tokens, langs) && namesAny(TO, tokens, langs)) return place || travelPlace(tokens, langs, possessive);
  return (namesAny(FIND, tokens, langs) || reachesOwner(tokens, langs)) && place;
}

/**
 * How the visitor travels and where from ("by train", "from the station", "mit dem Bus", "vom
 * Bahnhof"): the way to the owner, not a topic of its own (data, general vocabulary).
 */
const TRAVEL = foldedSets({
  en: ['train', 'station', 'tram', 'bus', 'car', 'bike', 'foot', 'public', 'transport', 'underground', 'subway', 'metro', 'airport', 'motorway', 'ferry', 'walk'],
  de: [
    'zug',
    'bahn',
    'bahnhof',
    'hauptbahnhof',
    'straßenbahn',
    'tram',
    'bus',
    'auto',
    'rad',
    'fahrrad',
    'fuß',
    'öffentlichen',
    'öffentlich',
    'verkehrsmitteln',
    'öpnv',
    'flughafen',
    'autobahn',
    'fähre',
  ],
});
const FROM = foldedSets({ en: ['from'], de: ['von', 'vom', 'ab'] });

/** Getting to the owner told by how one travels (and one place one comes from): those words name no other topic. */
function travelPlace(tokens: readonly string[], langs: readonly string[], possessive: boolean): boolean {
  if (!namesAny(TRAVEL, tokens, langs)) return false;
  const allowed = (possessive ? 1 : 0) + (namesAny(FROM, tokens, langs) ? 1 : 0);
  return namedWords(tokens, langs, TRAVEL_RULE_WORDS, PLACE_WORDS) <= allowed;
}

/** The owner's contact details, getting in touch and directions (data, general vocabulary). */
const DETAILS = foldedSets({
  en: ['phone', 'telephone', 'email', 'mail', 'address', 'adress', 'whatsapp', 'fax', 'mobile', 'call', 'ring', 'touch', 'contact', 'directions'],
  de: [
    'telefon',
    'telefonnummer',
    'handynummer',
    'handy',
    'mobilnummer',
    'email',
    'mail',
    'adresse',
    'anschrift',
    'kontaktdaten',
    'whatsapp',
    'fax',
    'anrufen',
    'anruf',
    'kontakt',
    'kontaktieren',
    'anfahrt',
    'wegbeschreibung',
  ],
});

/**
 * Words that say where and nothing else ("Where are you located?", "Wo genau sind Sie ansässig?",
 * "In welcher Stadt seid ihr?"), and a visitor's opening that names nothing ("Hi, quick question",
 * "best way to get in touch", "wie erreiche ich Sie am besten").
 */
const PLACE_WORDS: ReadonlySet<string> = new Set([
  ...['located', 'based', 'situated', 'exactly', 'genau', 'ansässig', 'zu', 'finden', 'number', 'nummer'],
  // A kind of place asked for is where ("In welcher Stadt seid ihr?", answer-types.ts).
  ...ANSWER_TYPE_TRIGGERS,
  ...['hi', 'hey', 'hello', 'moin', 'hallo', 'quick', 'question', 'kurze', 'frage', 'hätte', 'best', 'way', 'besten'],
  // How the visitor means to get in touch or come ("to ask a couple of things", "falls ich persönlich vorbeikommen möchte", "oder lieber ne Mail schreiben").
  ...['ask', 'couple', 'things', 'questions', 'send', 'message', 'write', 'somewhere', 'personally', 'visit', 'guys', 'folks'],
  ...['lautet', 'falls', 'persönlich', 'vorbeikommen', 'vorbeischauen', 'möchte', 'einfach', 'lieber', 'schreiben', 'ne', 'nachricht', 'fragen', 'paar'],
]);

/** The words of these rules: a question that says only them (and PLACE_WORDS) names nothing else. */
const RULE_WORDS = [WHERE, TO_BE, FIND, HOW, GET_TO, TO, YOU, POSSESSIVE, DETAILS];
/** The same with the words of how one travels (travelPlace). */
const TRAVEL_RULE_WORDS = [...RULE_WORDS, TRAVEL];

/** How many words of the question name something: not stop words, not the words of these rules, not words that only say where. */
function topicWords(tokens: readonly string[], langs: readonly string[]): number {
  return namedWords(tokens, langs, RULE_WORDS, PLACE_WORDS);
}

const ARTICLE = foldedSets({ en: ['the'], de: ['der', 'die', 'das', 'den', 'dem'] });

/**
 * "Where exactly is the studio?", "Wo genau ist die Werkstatt?": where a place is, named with
 * the definite article. It is the owner's place when the contact page itself names it (its
 * address says "Studio", "Werkstatt"); "Where is the Bethlemi hut?" is not, and keeps its own
 * answer. The question is read here; whether the contact page names the place, from the hits.
 */
export function asksPlaceOfThe(tokens: readonly string[], langs: readonly string[]): boolean {
  // The where-word opens the question: "the picture where the dog's nose pokes out of the box" asks for no place.
  // The place and nothing else: "Wo ist der Vortrag am Donnerstag?", "Where is the laser clinic you work with?" ask where something else is.
  return whereIsThe(tokens, langs) || travelsToThe(tokens, langs);
}

/**
 * "Where exactly is the studio?": a where-word first, a form of "to be", the article and one word
 * that names something; "Wo in Lüneburg ist die Werkstatt?" names the town too, right after the
 * where-word and "in", which says where and names no topic.
 */
function whereIsThe(tokens: readonly string[], langs: readonly string[]): boolean {
  if (tokens.length === 0 || !namesWord(WHERE, tokens[0], langs) || !namesAny(TO_BE, tokens, langs) || !namesAny(ARTICLE, tokens, langs)) return false;
  return topicWords(tokens, langs) <= (tokens[1] === IN ? 2 : 1);
}

/** "in" in both languages: "Where in Hamburg is …", "Wo in Lüneburg ist …". */
const IN = 'in';

/**
 * "Where exactly is the farm?", "Wo genau ist die Werkstatt?": the place of the question is a kind
 * of business (owner-addressed.ts: farm, studio, Werkstatt, Hofladen), so it is the owner's, and
 * the contact page gives its address even when it calls it by no such word (it names the street
 * and the town). The where-question only: the way to a place by bus or tram ("How do I get to the
 * studio by tram?") is told by the page on visiting, which the contact page then does not lead.
 * "Where is the Bethlemi hut?" names no business.
 */
export function whereIsTheBusiness(tokens: readonly string[], langs: readonly string[]): boolean {
  return whereIsThe(tokens, langs) && placeIsBusiness(tokens, langs);
}

/**
 * Whether the place asked for, named after the form of "to be", is a kind of business (owner-addressed.ts).
 * Not the word after "where in": "Wo in der Werkstatt ist der Kurs?", "Where in the studio is the class?"
 * ask for a room inside the business, which the contact page does not give.
 */
function placeIsBusiness(tokens: readonly string[], langs: readonly string[]): boolean {
  let named = false;
  for (const token of tokens) {
    if (named && isBusiness(token, langs)) return true;
    named ||= namesWord(TO_BE, token, langs);
  }
  return false;
}

/** Which way a transport goes ("Which bus goes out to the farm?", "Welche Straßenbahn fährt zur Werkstatt?"). */
const WHICH = foldedSets({ en: ['which', 'what'], de: ['welcher', 'welche', 'welches', 'welchen'] });
/** German "zum", "zur": to and the article in one word ("Wie komme ich mit dem Bus zur Werkstatt?"). */
const TO_THE = foldedSets({ de: ['zum', 'zur'] });
const GOES = foldedSets({ en: ['go', 'goes', 'run', 'runs', 'out', 'there', 'stop', 'stops'], de: ['fährt', 'fahren', 'geht', 'hin', 'raus', 'hält', 'halten'] });
/** German possessives after "zu" (dative), which POSSESSIVE lacks: "Welcher Bus fährt zu Ihrer Werkstatt?", "zu eurem Hofladen". */
const TO_YOURS = foldedSets({ de: ['ihrer', 'seiner', 'deiner', 'eurer', 'eurem'] });
/** The words of the travel rule: a question that says only them, the place and where it comes from names nothing else. */
const WAY_RULE_WORDS = [...TRAVEL_RULE_WORDS, WHICH, GOES, TO_YOURS];

/**
 * The way to the owner's place, told by how one travels: "How do I get to the workshop by train
 * from Freiburg?", "Which bus goes out to the farm?", "Which tram goes to your workshop?". The
 * place and one place one comes from, nothing else; named with the article or a possessive, it
 * is a business (owner-addressed.ts): "How do I get to the market by bus?" asks where the market
 * is, "Which bus goes to her exhibition?" where the gallery is (the exhibitions page says), and
 * the contact page, which says "bus" under "Getting here", is among their hits all the same.
 */
function travelsToThe(tokens: readonly string[], langs: readonly string[]): boolean {
  if (!namesAny(TRAVEL, tokens, langs) || !namesAny(TO, tokens, langs)) return false;
  const determined = namesAny(POSSESSIVE, tokens, langs) || namesAny(TO_YOURS, tokens, langs) || namesAny(ARTICLE, tokens, langs) || namesAny(TO_THE, tokens, langs);
  if (!determined || !tokens.some((t) => isBusiness(t, langs))) return false;
  const way = (namesAny(HOW, tokens, langs) && namesAny(GET_TO, tokens, langs)) || (namesAny(WHICH, tokens, langs) && namesAny(GOES, tokens, langs));
  return way && namedWords(tokens, langs, WAY_RULE_WORDS, PLACE_WORDS) <= 1 + (namesAny(FROM, tokens, langs) ? 1 : 0);
}

/** Whether a contact page is among the hits: it holds a word of the question. */
export function contactNamed(hits: readonly SearchHit[]): boolean {
  for (const hit of hits) if (roleType(hit.page) === CONTACT[0]) return true;
  return false;
}

const CONTACT = ['ContactPage'];

/** The introductions of the site's contact pages (ContactPage), per language; found once per index. */
export function contactIntros(index: SearchIndex, lang: string): readonly SearchDoc[] {
  return introsOfType(index, lang, CONTACT);
}

/**
 * Lifts the contact page, in the preferred language (else in every language), to at least
 * OWN_PLACE_FLOOR of the best hit; lists it at `alone` when nothing matched (the place is called
 * something the site never says: "Büro" of a studio).
 */
export function withContactPage(index: SearchIndex, hits: SearchHit[], lang: string | undefined, alone?: number): SearchHit[] {
  return withIntrosOfType(index, hits, lang, CONTACT, OWN_PLACE_FLOOR, alone);
}

/** The words without which asksOwnPlace cannot say yes (question-triggers.ts): contact details, a possessive, the owner addressed ("Sie" as FORMAL). */
export const OWN_PLACE_TRIGGERS: readonly string[] = [...wordsOf(DETAILS, POSSESSIVE, YOU), FORMAL];
/** And besides those, contact details, a where-word, a how-word or a town asked for. */
export const OWN_PLACE_ASKING: readonly string[] = [...wordsOf(DETAILS, WHERE, HOW), ...ANSWER_TYPE_TRIGGERS];
/** The words without which asksPlaceOfThe cannot say yes: it opens with a where-word. */
export const PLACE_OF_THE_TRIGGERS: readonly string[] = wordsOf(WHERE, TRAVEL);
