/**
 * Which of the question readings (greetings aside: the intensifiers, the time and date words, a
 * price, a life, the owner's place …) a question may need at all, told by one look-up per token.
 *
 * Each reading is a function of the question's tokens that says no (or changes nothing) unless
 * the question holds one of its words: a price question a price word or "much", an own-place
 * question a possessive, a contact detail or the owner addressed. Those words, declared by each
 * reading's own module next to its word lists (the *_TRIGGERS constants), are gathered here into
 * one table from a word to the bits of the readings it may set off; a question's mask is the
 * union of its tokens' bits, and search-query.ts calls a reading only when its bit is set. The
 * reading itself decides as before: the mask only skips readings that cannot fire, so no answer
 * changes (bench:same), while a question pays about one look-up per token instead of one per
 * token, language and reading (~35 readings; most questions set off two or three).
 */
import { ANSWER_TYPE_TRIGGERS } from './answer-types.ts';
import { DATE_TRIGGERS } from './asked-dates.ts';
import { phraseTriggers } from './concepts.ts';
import { intentTriggers } from './intent-phrases.ts';
import { HOURS_TRIGGERS } from './opening-hours.ts';
import { OWN_PLACE_ASKING, OWN_PLACE_TRIGGERS, PLACE_OF_THE_TRIGGERS } from './own-place.ts';
import { WHO_YOU_ARE_ASKING, WHO_YOU_ARE_TRIGGERS, YOU_AS_OWNER_TRIGGERS } from './owner-addressed.ts';
import { PRICE_PHRASE_TRIGGERS, PRICE_TRIGGERS } from './price-intent.ts';
import { PRICE_LIST_TRIGGERS } from './price-pages.ts';
import { PICTURE_TRIGGERS } from './picture-asked.ts';
import { RIGHTS_TRIGGERS } from './rights-pages.ts';
import { INTENSIFIER_TRIGGERS, LIFE_TRIGGERS, LIFE_WORD_TRIGGERS, ORIGIN_TRIGGERS, PERIOD_TRIGGERS, PERSON_TRIGGERS, TIME_TRIGGERS, WHO_TRIGGERS } from './question-words.ts';
import { VERB_SENSE_TRIGGERS } from './verb-senses.ts';
import { VISITORS_KIN_TRIGGERS } from './visitors-kin.ts';
import { EVENT_TRIGGERS } from './year-events.ts';
import { WAY_IN_TRIGGERS } from './way-in.ts';
import { WHERE_HELD_TRIGGERS } from './where-held.ts';
import { WHEN_TRIGGERS } from './when-asked.ts';

/** One bit per reading (the function it gates). */
export const TRIGGER = {
  /** withoutIntensifiers */
  intensifiers: 1 << 0,
  /** timeIntent */
  time: 1 << 1,
  /** withoutPeriods */
  periods: 1 << 2,
  /** withoutEventWords */
  events: 1 << 3,
  /** withoutAnswerTypes */
  answerTypes: 1 << 4,
  /** withoutOriginVerb */
  originVerb: 1 << 5,
  /** withVerbSenses */
  verbSenses: 1 << 6,
  /** asksWhoYouAre */
  whoYouAre: 1 << 7,
  /** asksAboutLife of youAsOwner: a life pronoun, or the "you" youAsOwner reads as one */
  life: 1 << 8,
  /** askedDate: a token that begins with a digit, a past unit, a month or a holiday name's first word */
  date: 1 << 9,
  /** asksForPrice */
  price: 1 << 10,
  /** asksForPriceList */
  priceList: 1 << 11,
  /** asksWho */
  who: 1 << 12,
  /** refersToPerson */
  person: 1 << 13,
  /** asksOwnPlace */
  ownPlace: 1 << 14,
  /** asksOpeningHours */
  hours: 1 << 15,
  /** asksPlaceOfThe */
  placeOfThe: 1 << 16,
  /** intentConcepts */
  intents: 1 << 17,
  /** phraseConcepts, phraseTokens */
  phrases: 1 << 18,
  /** youngAgeTokens, withoutYoungAge: a token that begins with a digit */
  youngAge: 1 << 19,
  /** withPriceConcept (the price asked by a phrase) */
  pricePhrase: 1 << 20,
  /** asksAboutLife's other need: a life word or how a life began (with `life`) */
  lifeWords: 1 << 21,
  /** asksWhoYouAre's other need: telling, who or what (with `whoYouAre`) */
  whoYouAreAsking: 1 << 22,
  /** asksOwnPlace's other need: details, where or how (with `ownPlace`) */
  ownPlaceAsking: 1 << 23,
  /** asksLeaveToUse */
  rights: 1 << 24,
  /** withoutVisitorsKin */
  kin: 1 << 25,
  /** asksWhen */
  when: 1 << 26,
  /** asksWayIn */
  wayIn: 1 << 27,
  /** asksWhereHeld */
  whereHeld: 1 << 28,
  /** asksForPicture */
  picture: 1 << 29,
} as const;

/** What each reading needs of the mask: its bit, and for a reading of two kinds of words both bits. */
export const NEEDS = {
  life: TRIGGER.life | TRIGGER.lifeWords,
  whoYouAre: TRIGGER.whoYouAre | TRIGGER.whoYouAreAsking,
  ownPlace: TRIGGER.ownPlace | TRIGGER.ownPlaceAsking,
} as const;

/** The readings a token that begins with a digit may set off: a date (a year, a day) and a young age. */
const DIGIT_BITS = TRIGGER.date | TRIGGER.youngAge;

/** The words of each reading, gathered once (on first use: the lists live in modules that import one another). */
function buildTable(): ReadonlyMap<string, number> {
  const table = new Map<string, number>();
  const add = (bit: number, words: readonly string[]) => {
    for (const word of words) table.set(word, (table.get(word) ?? 0) | bit);
  };
  add(TRIGGER.intensifiers, INTENSIFIER_TRIGGERS);
  add(TRIGGER.time, TIME_TRIGGERS);
  add(TRIGGER.periods, PERIOD_TRIGGERS);
  add(TRIGGER.events, EVENT_TRIGGERS);
  add(TRIGGER.answerTypes, ANSWER_TYPE_TRIGGERS);
  add(TRIGGER.originVerb, ORIGIN_TRIGGERS);
  add(TRIGGER.verbSenses, VERB_SENSE_TRIGGERS);
  add(TRIGGER.whoYouAre, WHO_YOU_ARE_TRIGGERS);
  add(TRIGGER.life, LIFE_TRIGGERS);
  add(TRIGGER.life, YOU_AS_OWNER_TRIGGERS);
  add(TRIGGER.date, DATE_TRIGGERS);
  add(TRIGGER.price, PRICE_TRIGGERS);
  add(TRIGGER.priceList, PRICE_LIST_TRIGGERS);
  add(TRIGGER.who, WHO_TRIGGERS);
  add(TRIGGER.person, PERSON_TRIGGERS);
  add(TRIGGER.ownPlace, OWN_PLACE_TRIGGERS);
  add(TRIGGER.hours, HOURS_TRIGGERS);
  add(TRIGGER.placeOfThe, PLACE_OF_THE_TRIGGERS);
  add(TRIGGER.intents, intentTriggers());
  add(TRIGGER.phrases, phraseTriggers());
  add(TRIGGER.pricePhrase, PRICE_PHRASE_TRIGGERS);
  add(TRIGGER.lifeWords, LIFE_WORD_TRIGGERS);
  add(TRIGGER.whoYouAreAsking, WHO_YOU_ARE_ASKING);
  add(TRIGGER.ownPlaceAsking, OWN_PLACE_ASKING);
  add(TRIGGER.rights, RIGHTS_TRIGGERS);
  add(TRIGGER.kin, VISITORS_KIN_TRIGGERS);
  add(TRIGGER.when, WHEN_TRIGGERS);
  add(TRIGGER.wayIn, WAY_IN_TRIGGERS);
  add(TRIGGER.whereHeld, WHERE_HELD_TRIGGERS);
  add(TRIGGER.picture, PICTURE_TRIGGERS);
  return table;
}

let table: ReadonlyMap<string, number> | undefined;

/** Look-ups made by questionTriggers, for tests that count them. */
export interface TriggerStats {
  lookups: number;
}

/** The bits (TRIGGER) of the readings the tokens may set off: one table look-up per token. */
export function questionTriggers(tokens: readonly string[], stats?: TriggerStats): number {
  table ??= buildTable();
  let mask = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const c = token.charCodeAt(0);
    if (c >= 48 && c <= 57) mask |= DIGIT_BITS;
    mask |= table.get(token) ?? 0;
  }
  if (stats) stats.lookups += tokens.length;
  return mask;
}
