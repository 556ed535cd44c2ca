/**
 * Answers a question from the index: expands each query word against the vocabulary
 * (exact stem, compound parts, prefix, typo), scores sections with BM25F over
 * impact-ordered postings (the top k found by top-sections.ts), carries
 * scores across translations, prefers a language and spreads results over pages.
 */
import { coverageFactor } from './word-coverage.ts';
import { ASK_ABSENT, askClauseTokens, askingWords, rarestAskBit } from './ask-clause.ts';
import { analyzerFor, detectLanguage, tokenize } from './analyzer.ts';
import { K1, type LanguageIndex, type SearchDoc, type SearchIndex } from './search-index.ts';
import {
  asksAboutLife,
  asksOwnersLife,
  asksLifeStart,
  namesNewest,
  asksWho,
  asksWhoSomeoneIs,
  leansOnPrevious,
  namesPresent,
  prevWeight,
  refersBack,
  refersToPerson,
  timeIntent,
  withoutGreeting,
  withoutIntensifiers,
  withoutOriginVerb,
  withoutPeriods,
} from './question-words.ts';
import { chattyConceptWeight, LONG_CHATTY } from './chatty-concepts.ts';
import { learnedAlternatives } from './learned-pairs.ts';
import { ASSOCIATION_WORDS, ASSOCIATIONS, associationGroups } from './general-associations.ts';
import { tableAlternatives, THESAURUS, THESAURUS_WORDS, thesaurusGroups } from './general-thesaurus.ts';
import { ConceptMarks } from './concept-marks.ts';
import { withoutContractions } from './contractions.ts';
import { CONCEPT_TERMS, CONCEPT_WEIGHT, conceptsOfStem, phraseConcepts, phraseTokens, RARE_SHARE } from './concepts.ts';
import { analyzeWord, conceptTerms, isContentWord, joinedWords, largestIdf, NOT_CONTENT, viewKey, type Alternative, type WordAnalysis, type WordView } from './word-analysis.ts';
import { findSorted } from './search-index.ts';
import { rerank } from './rerank.ts';
import { headingCounts, weighWords } from './word-weights.ts';
import { namesOnlyLife, namesPrivateLife } from './life-story.ts';
import { asksWhatsOn, asksWhatsOnInStory } from './time-headings.ts';
import { isQuestion, LONG_QUESTION } from './question-headings.ts';
import { todayOf } from './recency.ts';
import { inSlices } from './in-slices.ts';
import { rankingSteps } from './ranking-tables.ts';
import { asksForPrice, asksPastCost, withPriceConcept } from './price-intent.ts';
import { asksOwnPlace, asksPlaceOfThe, whereIsTheBusiness } from './own-place.ts';
import { asksWhereNow } from './where-now.ts';
import { asksBusinessStart, asksWhoYouAre, youAsOwner } from './owner-addressed.ts';
import { asksLeaveToUse } from './rights-pages.ts';
import { asksForPicture } from './picture-asked.ts';
import { asksWhoDoes } from './who-does.ts';
import { asksWhichPartner } from './which-partner.ts';
import { asksOpeningHours } from './opening-hours.ts';
import { asksForPriceList, isPriceList } from './price-pages.ts';
import { askedMeasure } from './quantity-asked.ts';
import { asksDuration, withoutSpanWord } from './duration-asked.ts';
import { asksOrigin } from './origin-next.ts';
import { asksTravelArea } from './travel-area.ts';
import { asksBusinessBefore } from './business-before.ts';
import { withoutEventWords } from './year-events.ts';
import { withoutAnswerTypes } from './answer-types.ts';
import { withVerbSenses } from './verb-senses.ts';
import { withoutVisitorsKin } from './visitors-kin.ts';
import { withRoleAsOwner } from './owner-role.ts';
import { headsBound, termCount, TOP, TOP_LIMITS, topSectionsInto, TRACKED_WORDS, type TopStats } from './top-sections.ts';
import { hitPool, pooledHit, type HitPool } from './hit-pool.ts';
import { warmingCaches } from './word-table.ts';
import { addTopicPages, asksTerms, staysOnTopic } from './follow-up-topic.ts';
import { asksWhen } from './when-asked.ts';
import { asksOwnQuestion } from './own-question.ts';
import { isFrameWord, withoutFrameWords } from './frame-words.ts';
import { bridgedDocs } from './bridged-hits.ts';
import { withoutYoungAge, withYoungConcept, youngAgeTokens } from './young-age.ts';
import { intentConcepts } from './intent-phrases.ts';
import { namedPeople } from './other-people.ts';
import { askedDate } from './asked-dates.ts';
import { NO_LENGTH, NO_ORDER, sectionNumbers } from './section-numbers.ts';
import { NEEDS, questionTriggers, TRIGGER } from './question-triggers.ts';
import { askedWayIn } from './way-in.ts';
import { asksWhereHeld } from './where-held.ts';
import { withDidAsPast } from './did-past.ts';
import { asksCareerPlace } from './career-place.ts';
import { lexiconSteps, lexiconsReady } from './translation-lexicon.ts';
import { asksOwnerToDo, asksToBeServed } from './owner-request.ts';
import { withoutVisitorsLife } from './visitors-life.ts';
import { withSeparableVerbs } from './separable-verbs.ts';
import { speaksAsVisitor } from './visitor-speaks.ts';
import { withoutSalutation } from './salutation.ts';
import { withoutSignOff } from './sign-off.ts';

export interface SearchOptions {
  query: string;
  /** Preferred language; else the language the question is written in. */
  lang?: string;
  limit?: number;
  /** Previous questions of the conversation, oldest first. */
  prev?: string[];
  /**
   * Whom the whole site is about (the owner's name): every page is about them, so their
   * name in a question says little about which page answers.
   */
  subject?: string;
  /** The addresses of the owner's terms of use (site.yaml's terms.policy): what a question asking leave to use their work is answered by. */
  rightsPages?: readonly string[];
  /** The words that name the owner by their trade (owner-role.ts ownerRoleWords, made once per site): "the photographer" is the owner. */
  role?: ReadonlySet<string>;
  /** Today's date (ISO), for questions about the next or latest thing; default: the clock. */
  today?: string | Date;
  /**
   * The caller reads the hits before the next search on any index and keeps none of them (/ask's
   * answer, written out at once): they are then objects the next search fills again, not new ones.
   */
  transient?: boolean;
}

export interface SearchHit extends SearchDoc {
  /** 0..1: 1 only for a strong match of the whole question. */
  score: number;
  /** Index terms that matched, for choosing the passage to show. */
  terms: ReadonlySet<string>;
  /** True when the hit is the translation of a page that matched. */
  viaTranslation: boolean;
  /** The score before the language preference and overview discounts. */
  raw: number;
  /**
   * The section's place in the tie-break's order (section-numbers.ts), for a hit made from a
   * section of the index; NO_ORDER (or absent) for one a rule made from an introduction.
   */
  order?: number;
  /** The section's Markdown length (markdownLength, section-numbers.ts), carried the same way; NO_LENGTH or absent: read from the section. */
  length?: number;
}

export interface SearchOutcome {
  /** The language preferred: the requested one, else the detected one, else none. */
  lang?: string;
  hits: SearchHit[];
}

/** Share of the ideal BM25 score that counts as a strong match (score 1). */
const STRONG = 0.55;
/** Two question words joined into the site's compound (Foto Buch -> Fotobuch): how much the first word alone still counts. */
const JOINED_PART = 0.7;
/** Weight of a word of the site owner's name in a question. */
const SUBJECT_WEIGHT = 0.25;
/** Weight of a word that is part of a phrase asking for a concept; the concept itself then counts PHRASE_CONCEPT. */
const PHRASE_PART = 0.5;
const PHRASE_CONCEPT = 1;
/**
 * Sections per language kept after scoring, before translations and re-ranking. 20, not 100:
 * over the 4,883 development questions the same or better (summed nDCG +0.040, 330 up and 257
 * down, every kind within ±0.005; 16 gave +0.007, 25 +0.029), and re-ranking a question's hits
 * is about a quarter of its cost (in process ×0.93 per question, both orders).
 */
const CANDIDATES = 20;

/**
 * Candidates per language for a search asking for `limit` results: CANDIDATES, or twice the
 * limit when more are asked (up to 50: 100, as before), so that per-page spreading still leaves
 * `limit` hits where the site has them (with 20 a search of limit 50 listed fewer than before).
 */
function candidatesFor(limit: number): number {
  return Math.max(CANDIDATES, 2 * limit);
}

/**
 * The caps that bound a query's work whatever it is sent (see docs/search-engine.md for the
 * worst case they add up to). Text beyond the character caps is not read.
 */
export const LIMITS = {
  /** Characters read of the question and of each previous question. */
  queryChars: 1000,
  prevChars: 500,
  /** Previous questions used (the newest). */
  prev: 3,
  /** Distinct content words used of the question, and of each previous question. */
  words: 16,
  prevWords: 8,
  /**
   * Content words of a long question read past `words`, as written (exact stems and compound
   * parts, as a previous question's: no prefix or typo expansion). A chatty question's story
   * often holds more than 16 content words and it asks last: its ask was cut off (thirty-eighth round).
   */
  moreWords: 8,
  /** Longer tokens are ignored (no word of a real question is longer). */
  tokenChars: 40,
  /**
   * Stems shorter than this are expanded by prefix only to compounds they begin (book ->
   * bookshop, whose rest is a word of the site): any longer word would flood the question.
   */
  prefixMinStem: 5,
  /** Stems shorter than this are not expanded by prefix at all. */
  prefixMinCompound: 4,
  /** Terms scanned in the sorted vocabulary for one prefix, and terms kept (the most frequent). */
  prefixScan: 256,
  prefixTerms: 8,
  /** Stems tried for compound splits per language index and query (a long word may take 16 + 6 per hit). */
  splitStems: 160,
  /** Terms a typo is corrected to, per word. */
  typoTerms: 3,
  /**
   * Postings read and scored per language index and query (the heads of every bounding round,
   * top-sections.ts); the rescoring pass bit-tests at most TOP_LIMITS.scan more.
   */
  postings: Math.max(TOP_LIMITS.onePass, headsBound()),
} as const;

/** Operation counts of one search, for tests that bound the worst case without a clock: the query analysis here, the posting work of top-sections.ts. */
export interface SearchStats extends TopStats {
  /** Searches made: one per question, two under a follow-up that stays on the previous question's topic (previousAnswer) unless its answer is cached, never more. */
  searches: number;
  /** Previous questions' answers read from the index's cache instead of searched (previousAnswer): not counted in `searches`. */
  cachedAnswers: number;
  words: number;
  /** Alternatives (exact, compound, prefix, typo terms) produced for the words. */
  expansions: number;
  /** Vocabulary terms looked at for prefix expansion. */
  prefixScanned: number;
  /** Stems computed while trying compound splits. */
  splitProbes: number;
  /** Hash look-ups in the typo map, and candidates checked by edit distance. */
  typoProbes: number;
  typoCandidates: number;
}

export function newSearchStats(): SearchStats {
  return {
    searches: 0,
    cachedAnswers: 0,
    words: 0,
    expansions: 0,
    prefixScanned: 0,
    splitProbes: 0,
    typoProbes: 0,
    typoCandidates: 0,
    postings: 0,
    candidates: 0,
    rounds: 0,
    rescored: 0,
    scanned: 0,
    approximate: 0,
  };
}

interface QueryWord {
  alternatives: readonly Alternative[];
  weight: number;
  idf: number;
  /** Said in the clause that asks (ask-clause.ts). */
  ask: boolean;
  /** The question's token (the first of a joined pair): read by word-weights.ts. */
  token?: string;
  /**
   * Found only through bridges (concepts, learned pairs, the general thesaurus or associations) in the index of the question's own
   * language: for a follow-up, not a topic of the question's own (addPrevious' weight). In another language's index every word
   * comes as a translation, a bridge that is the word itself, so none is marked there.
   */
  bridged?: boolean;
}

/**
 * The substitutions that put a word in a question's tokens: "won" + "t" read as "will" (contractions.ts), "the photographer"
 * as the owner's pronoun (owner-role.ts). One function for the question and its asking clauses, so that both read alike.
 */
function substituted(tokens: readonly string[], role: ReadonlySet<string> | undefined, langs: readonly string[]): readonly string[] {
  return withRoleAsOwner(withoutContractions(tokens), role, langs);
}

export function searchIndex(index: SearchIndex, options: SearchOptions, stats?: SearchStats): SearchOutcome {
  if (stats) stats.searches++;
  const limit = Math.max(1, Math.min(options.limit ?? 10, 50));
  // "…? Many thanks, Sarah": a sign-off after the last question mark names no topic (sign-off.ts).
  // "Hallo liebes Praxisteam, …": the salutation names whom the letter is written to, no topic (salutation.ts).
  const query = withoutSalutation(withoutSignOff(options.query.slice(0, LIMITS.queryChars)));
  // Most questions come without previous ones: no arrays made for none.
  const prev = options.prev?.length ? options.prev.slice(-LIMITS.prev).map((p) => p.slice(0, LIMITS.prevChars)) : NO_PREV;
  // One pass over the question: its words (hyphenated ones as their parts) and, for detecting its language, the joined forms too.
  const joinedForms: string[] = [];
  const parts = tokenize(query, { joined: false, joinedForms });
  // Without previous questions the second detection would read the same text again.
  const lang =
    options.lang ??
    detectLanguage(query, index.languages, joinedForms.length ? parts.concat(joinedForms) : parts) ??
    (prev.length ? detectLanguage([...prev, query].join(' '), index.languages) : undefined);
  const langs = questionLanguages(lang, index.languages);
  // The readings the question's words may set off (question-triggers.ts): a reading whose words it lacks says no without being asked.
  const heard = questionTriggers(parts);
  const greeted = withoutGreeting(parts, langs);
  // "the photographer" on the photographer's site is the owner, as "she" is (owner-role.ts).
  const said = substituted(has(heard, TRIGGER.intensifiers) ? withoutIntensifiers(greeted, langs) : greeted, options.role, langs);
  // Most questions open with no greeting and hold no intensifier or contraction: the same tokens, the same readings.
  const asks = said === parts ? heard : questionTriggers(said);
  // A follow-up that lives on the previous question asks in its time frame and about its prices too.
  const before = prev.length && leansOnPrevious(said, langs) ? tokenize(prev[prev.length - 1], { joined: false }) : undefined;
  // A long question tells its story's times ("wir heiraten nächsten Sommer …", "I booked a course for next spring …") besides
  // the one it asks: the time reading and the asked date read the asking clauses' words only (ask-clause.ts; eighty-first round).
  // The clauses are read after the same substitutions as the question ("won't" → "will" stays in the clause that says it). No
  // reading of askedSaid reads the words a substitution puts in today (will, you, she are stop words there): this keeps a future one
  // from losing them (ninetieth round; its rows were identical).
  const askClause = said.length >= LONG_CHATTY ? askClauseTokens(query, (clause) => substituted(clause, options.role, langs)) : undefined;
  const askedSaid = askingWords(said, askClause);
  // "Wo steht das Sofa heute?": where a thing stands now, not what is on (where-now.ts).
  const timeSaid = has(asks, TRIGGER.time) && !asksWhereNow(said, langs);
  const saidIntent = timeSaid ? timeIntent(askedSaid, langs) : undefined;
  const intent = saidIntent ?? (before && timeIntent(before, langs));
  // How long a thing takes (duration-asked.ts); not "How long has she been working with you?" (when a career began) nor "Wie lange haben Sie geöffnet?" (the hours).
  const duration = asksDuration(said, langs) && !asksLifeStart(said, langs) && !(has(asks, TRIGGER.hours) && asksOpeningHours(said, langs));
  // "Wie läuft das ab?": a German verb and its particle, split by the clause, read as the one word the site writes (separable-verbs.ts).
  const parted = withSeparableVerbs(said, query, lang, lang ? index.byLang.get(lang) : undefined);
  const read = readingTokens(parted, langs, asks);
  // "Wie lange reift der Bergkäse?" is answered by "reift zwölf Monate", not by the sections that say "lange"; a long question keeps its
  // "long" (its story shares the span word with the answer's heading as often as with others: as many lost as gained there).
  // `duration` itself reaches rerank at every length: a section that states a stretch of time counts ×1.3 under a long question
  // too (the seventy-ninth round's kept variant: short questions only gained less, +0.04 against +0.05 points on development).
  const tokens = duration && said.length < LONG_CHATTY ? withoutSpanWord(read, langs) : read;
  // The readings of the words that stay (withVerbSenses may have put in a word of its own).
  const asksOf = tokens === said ? asks : questionTriggers(tokens);
  const subject = subjectTokens(index, options.subject);
  // A follow-up that leans on the previous question stays on its topic: the pages that hold its words, in any language.
  const topic = before && staysOnTopic(index, tokens, lang, langs) ? new Set<string>() : undefined;
  // Read after the separable verbs are joined: "wie sage ich ab?" asks "absagen".
  const termsAsked = asksTerms(parted, langs);
  const ownPrice = has(asksOf, TRIGGER.price) && asksForPrice(tokens, langs);
  const person = has(asksOf, TRIGGER.who) && asksWho(tokens, langs);
  // The page that answered the previous question (searched alone, before this question's hits are made: both fill the same kept arrays): what a follow-up on its topic most likely asks more of.
  // Not when the follow-up's own words ask what a page of its own answers for every topic (the terms, the prices, the people): no second search made to be thrown away.
  // A follow-up that asks no price of its own nor the previous one's ("[Was kostet eine neue Geige?] und wie lange muss ich warten?") asks more of the thing priced, not of the price list that answered (price-pages.ts).
  const priceLeft = before !== undefined && !ownPrice && (asksOwnQuestion(said, langs) || !asksForPrice(before, langs));
  const answered = topic && !(termsAsked || ownPrice || person) ? previousAnswer(index, options, prev[prev.length - 1], lang, priceLeft, stats) : undefined;
  // Both languages' hits, in an array kept for every question: filled from its start and cut to what was written (emptied by
  // setting its length to 0, an array gives up its storage and grew again per question); nothing outside the search holds it.
  scoredCount = 0;
  // Hits on pages only in another language that the question's words reached as written, not through a translation or concept.
  const unbridged: Unbridged = {};
  const pool = hitPool(index, 'candidates');
  pool.used = 0;
  let weak = true;
  for (const li of index.byLang.values()) {
    // The hits go straight into SCORED (no array per language spread into it).
    if (!scoreLanguage(index, li, query, tokens, asksOf, prev, lang, pool, stats, subject, topic, unbridged, said.length, candidatesFor(limit), askClause)) weak = false;
  }
  const scored = SCORED;
  scored.length = scoredCount;
  // A time question whose words name no topic ("Anything this weekend?", "Was gibt es diese Woche?", "What's next?") asks what is on, unless it lives on the previous question's topic.
  const noTopic = (weak || scored.length === 0) && before === undefined;
  const today = todayOf(options.today);
  // After "Who is Tobias Kraemer?", "where is he from?" asks about Tobias: the pronoun is someone else's than the owner's.
  const pronounForOther = prev.length > 0 && asksWhoSomeoneIs(before ?? tokenize(prev[prev.length - 1], { joined: false }), langs);
  // German "Sie" (you) written with its capital, which the folded words no longer tell from "sie" (she, they).
  // Read only for the two readings that take it (most questions set off neither).
  const formal = (hasAll(asks, NEEDS.whoYouAre) || hasAll(asks, NEEDS.ownPlace)) && FORMAL_YOU.test(query);
  // "Where exactly is the farm?": where a place is, named with the article (own-place.ts).
  const placeOfThe = has(asks, TRIGGER.placeOfThe) && asksPlaceOfThe(said, langs);
  // "Who are you?", "Was machen Sie?": who the owner is, told by the page about them; "Where did you train?" as "Where did she train?".
  const whoYouAre = hasAll(asks, NEEDS.whoYouAre) && asksWhoYouAre(said, langs, formal);
  // A child's stated age ("my 12 year old … could she join?") is no word of the owner's private life.
  // "Where did she work before …?": the career verb after "did" read in the past, as the life words hold it (did-past.ts).
  const lived = has(asks, TRIGGER.life) || subject !== undefined ? withDidAsPast(said, langs, subject) : said;
  const lifeAsked = hasAll(asks, NEEDS.life) || lived !== said;
  // The visitor's own people and life ("my brother … him", "meiner Kindheit") are no words of the owner's life (visitors-life.ts).
  const lifeSaid = lifeAsked || has(asks, TRIGGER.person) ? withoutVisitorsLife(has(asks, TRIGGER.youngAge) ? withoutYoungAge(lived, langs) : lived, langs) : lived;
  const lifeByPronoun = whoYouAre || (!pronounForOther && lifeAsked && asksAboutLife(youAsOwner(lifeSaid, langs), langs));
  // How a career began ("Seit wann fotografiert sie?") is told where the private life is: on the page about the owner.
  // How the business began ("Seit wann gibt es den Laden?") is told there too, and nothing else is asked.
  // Where it was before ("Wo war die Werkstatt früher?") is told there as well (business-before.ts).
  const businessStart = (has(asks, TRIGGER.lifeWords) && asksBusinessStart(said, langs)) || asksBusinessBefore(said, langs);
  // The owner's life asked by their name ("Where did Malene learn kintsugi?").
  const ownersLife = said.length < LONG_CHATTY && subject !== undefined && (has(asks, TRIGGER.lifeWords) || lived !== said) && asksOwnersLife(lifeSaid, langs, subject);
  // Where the owner learnt or worked before is a place of their past, as where they grew up (career-place.ts).
  // Not after "Wer ist Jonas Albers …": the pronoun is his, someone else's than the owner's.
  const careerPlace = (lifeByPronoun || ownersLife) && asksCareerPlace(lifeSaid, langs) && !asksWhoSomeoneIs(said, langs);
  const privateLife = whoYouAre || businessStart || (lifeByPronoun && (namesPrivateLife(lifeSaid, langs) || asksLifeStart(lifeSaid, langs)));
  const whoIs = asksWhoSomeoneIs(said, langs);
  // "When did you open the café?", "Seit wann gibt es den Laden?" ask how the business began, not its hours.
  const hours = has(asks, TRIGGER.hours) && asksOpeningHours(said, langs) && !asksLifeStart(said, langs);
  // A holiday named ("a Christmas present", "over Christmas") dates the question only when it asks about opening or time.
  const dated = has(asks, TRIGGER.date) ? askedDate(askedSaid, today, langs) : undefined;
  const price = ownPrice || (before !== undefined && !asksOwnQuestion(said, langs) && asksForPrice(before, langs));
  // "Wo findet der Vortrag statt?": where a thing is held is told where it is dated (where-held.ts).
  const when = (has(asks, TRIGGER.when) && asksWhen(said, langs)) || (has(asks, TRIGGER.whereHeld) && asksWhereHeld(said, langs));
  // A long question names its topic: its "going to", "steht", "something on" do not ask what is on, its "anything happening?" does (twenty-fifth round and its review).
  // A long question that asks what is on asks it at its story's time ("We're in town next month, is anything happening?"):
  // whether it asks what is on at all counts a time anywhere in the question, though the time reading above (`intent`,
  // which rerank's time-headed and newest lists read) came from the asking clauses only and may be none. The story is read
  // only when a time was read or may stand in the story (no pass over a long question that names none).
  const storyTimed = intent === undefined && askClause !== undefined && timeSaid;
  const storyWhatsOn = (intent !== undefined || storyTimed) && said.length >= LONG_CHATTY && asksWhatsOnInStory(parted, langs);
  const timed = intent !== undefined || (storyWhatsOn && timeIntent(said, langs) !== undefined);
  const whatsOn = timed && !hours && (said.length < LONG_CHATTY ? noTopic || asksWhatsOn(parted, langs) : storyWhatsOn);
  const hits = rerank(index, scored, {
    lang,
    // A long question that asks a price tells when it plans ("next spring", "letzten Sommer") as its story: dated sections are not what it asks.
    intent: price && said.length >= LONG_CHATTY ? undefined : intent,
    present: intent === 'recent' && (namesPresent(said, langs) || (before !== undefined && !saidIntent && namesPresent(before, langs))),
    newest: intent === 'recent' && namesNewest(said, langs) && !namesPresent(said, langs),
    today,
    limit,
    weak,
    asked: dated?.from === undefined || hours || intent !== undefined ? dated : undefined,
    price,
    pastCost: said.length < LONG_CHATTY && asksPastCost(said, langs),
    person,
    // "Who will come to install my kitchen?": who does a thing is told where the owner lists their people (who-does.ts), as is "Which bakery makes your cakes?" (which-partner.ts).
    whoDoes: (has(asksOf, TRIGGER.who) && asksWhoDoes(said, langs)) || asksWhichPartner(said, langs),
    aboutPerson: has(asks, TRIGGER.person) && refersToPerson(lifeSaid, langs),
    // A short life question that names the owner asks as one by a pronoun does (not a chatty one that greets "Frau Otterbach"): the page about them counts LIFE_STORY; no floor.
    life: lifeByPronoun || whoIs || ownersLife,
    lifeByPronoun,
    whoIsName: whoIs ? said.slice(2) : undefined,
    privateLife,
    lifeOnly: whoYouAre || businessStart || (privateLife && namesOnlyLife(tokens, langs)),
    careerPlace,
    question: isQuestion(query) && said.length >= LONG_QUESTION,
    request: asksOwnerToDo(said, langs, query) || (prev.length === 0 && asksToBeServed(said, langs)),
    whatsOn,
    ownPlace: (hasAll(asks, NEEDS.ownPlace) && asksOwnPlace(said, langs, formal)) || (placeOfThe && whereIsTheBusiness(said, langs)),
    wayIn: has(asks, TRIGGER.wayIn) ? askedWayIn(said, langs) : 0,
    words: said,
    people: namedPeople(index, said, subject),
    // A question that follows another speaks of that one's topic ("can I still buy one?").
    visitor: prev.length === 0 && speaksAsVisitor(said, langs),
    hours,
    priceList: before === undefined && has(asks, TRIGGER.priceList) && asksForPriceList(said, langs),
    placeOfThe,
    rightsPages: options.rightsPages?.length && has(asks, TRIGGER.rights) && asksLeaveToUse(said, langs) ? options.rightsPages : undefined,
    // "Bild mit der Fähre im Hintergrund": a picture asked by what it shows, by the sections that show pictures; the terms of use share only the picture word (picture-asked.ts).
    picture: has(asks, TRIGGER.picture) && asksForPicture(said, langs) ? (options.rightsPages ?? NO_PAGES) : undefined,
    topic,
    answered,
    asksTerms: termsAsked,
    ownPrice,
    when,
    // "How many colonies …?", "Wie hoch ist der Kasbek?": the section that states a number next to the thing (number-neighbours.ts).
    // Not in a long question: its "how many pictures would we get?" is one of the things it asks, after the shoot it plans.
    quantity: said.length < LONG_CHATTY ? measureStems(askedMeasure(said, langs), index.languages) : undefined,
    // "Where does your spruce come from?": the section whose sentence names it beside "from" (origin-next.ts); not in a long question's story.
    origin: said.length < LONG_CHATTY && asksOrigin(said, langs),
    // "How long does a session take?": the section that states a stretch of time ("60 minutes", duration-asked.ts).
    duration,
    // "Kommen Sie auch nach Telgte raus?", "How far from Lüneburg will you work?": the section that states the distance the owner covers (travel-area.ts).
    travelArea: said.length < LONG_CHATTY && asksTravelArea(said, langs),
    // A time or place asked of a thing the question names, not of the owner's life or what is on at all (dated-lists.ts).
    datedList: said.length < LONG_CHATTY && when && !price && !whatsOn && !lifeByPronoun && !privateLife && !whoIs,
    unbridged: unbridged.hits,
    listed: options.transient ? hitPool(index, 'listed') : undefined,
  });
  return { lang, hits };
}

/** The measure a quantity question asks, as the index terms of each language of the site (what a hit's matched terms are compared with), or undefined. */
function measureStems(measure: string | undefined, languages: readonly string[]): readonly string[] | undefined {
  return measure === undefined ? undefined : languages.map((lang) => analyzerFor(lang).stem(measure));
}

/**
 * The page that answers the previous question first, with its translations (follow-up-topic.ts
 * liftAnswer): the previous question searched alone, as it was asked, for one hit. One search of
 * the same bounds as any, made only under a follow-up that leans on its previous question, and
 * before this question's own (both write the same kept arrays). Bounded by construction: the
 * newest previous question only (already cut to LIMITS.prevChars), searched with no previous
 * questions of its own, so it makes no second search in turn: at most two searches per request,
 * however many previous questions it carries. A repeat (the same previous question, language, day
 * and options on the same index) is read from the index's bounded cache of answers (`answers`,
 * search-index.ts) and counted as `cachedAnswers`, not as a search.
 */
function previousAnswer(index: SearchIndex, options: SearchOptions, previous: string, lang: string | undefined, priceLeft: boolean, stats?: SearchStats): ReadonlySet<string> | undefined {
  const key = previousAnswerKey(options, previous, lang, priceLeft);
  const cached = index.answers.get(key);
  if (cached !== undefined) {
    if (stats) stats.cachedAnswers++;
    return cached ?? undefined;
  }
  const { hits } = searchIndex(
    index,
    { query: previous, lang, limit: priceLeft ? PRICE_LEFT_HITS : 1, subject: options.subject, role: options.role, rightsPages: options.rightsPages, today: options.today },
    stats,
  );
  let page = hits[0]?.page;
  // The first page that is no price list (the price list's translation is often the second hit).
  for (let i = 0; priceLeft && page !== undefined && isPriceList(index, page); i++) page = hits[i + 1]?.page;
  const answer = page ? new Set([page.path, ...Object.values(page.translations)]) : null;
  index.answers.set(key, answer);
  return answer ?? undefined;
}

/**
 * Everything previousAnswer's search reads besides the index (which holds the cache): the
 * previous question, the language, today's day (todayOf: the search reads no finer time) and the
 * options it passes on, as JSON (no two keys alike whatever the fields hold).
 */
function previousAnswerKey(options: SearchOptions, previous: string, lang: string | undefined, priceLeft: boolean): string {
  const role = options.role ? [...options.role] : null;
  return JSON.stringify([previous, lang ?? null, todayOf(options.today), options.subject ?? null, role, options.rightsPages ?? null, priceLeft]);
}

/** Hits of the previous question read for a page that is no price list. */
const PRICE_LEFT_HITS = 3;

/** Whether the mask of a question's readings (questionTriggers) has the reading's bit. */
function has(mask: number, bit: number): boolean {
  return (mask & bit) !== 0;
}

/** Whether the mask has every bit a reading needs (NEEDS). */
function hasAll(mask: number, bits: number): boolean {
  return (mask & bits) === bits;
}

/**
 * The question's tokens as its topic words are looked up: without the words of a stretch of time,
 * events of a named year, kinds of place asked for and the verb of "where … come from", each verb
 * read as its meaning. Only the readings the question's words may set off (`asks`) are made.
 */
function readingTokens(said: readonly string[], langs: readonly string[], asks: number): readonly string[] {
  let tokens = said;
  if (has(asks, TRIGGER.periods)) tokens = withoutPeriods(tokens, langs);
  if (has(asks, TRIGGER.events)) tokens = withoutEventWords(tokens, langs);
  if (has(asks, TRIGGER.answerTypes)) tokens = withoutAnswerTypes(tokens, langs);
  if (has(asks, TRIGGER.originVerb)) tokens = withoutOriginVerb(tokens, langs);
  // In a long question the visitor's relative is its story (a short one may ask about them: "Darf mein Mann mitkommen?").
  if (has(asks, TRIGGER.kin) && said.length >= LONG_CHATTY) tokens = withoutVisitorsKin(tokens, langs);
  return has(asks, TRIGGER.verbSenses) ? withVerbSenses(tokens, langs) : tokens;
}

/** The German "Sie" (you) as written, capitalised, which the folded words no longer tell from "sie" (she, they). */
const FORMAL_YOU = /\bSie\b/;

/** No previous questions (shared, never written to); no tokens. */
const NO_PREV: string[] = [];
/** No policy pages: a site whose terms name none. */
const NO_PAGES: readonly string[] = [];
/** No concepts, no phrase tokens (shared, never written to). */
const NO_CONCEPTS: readonly number[] = [];
const NO_TOKENS: ReadonlySet<string> = new Set();

/**
 * The question's language first, then the site's others, each once: what a Set of them spread
 * gives, without the Set and its copies. The same few lists for every question: kept per list
 * of the site's languages and question language (at most QUESTION_LANGUAGE_LISTS of them; a
 * language a request names that the site lacks is made per question past that).
 */
function questionLanguages(lang: string | undefined, languages: readonly string[]): readonly string[] {
  let byLang = questionLanguageLists.get(languages);
  if (!byLang) questionLanguageLists.set(languages, (byLang = new Map()));
  const key = lang ?? '';
  const kept = byLang.get(key);
  if (kept) return kept;
  const langs: string[] = lang ? [lang] : [];
  for (const other of languages) if (!langs.includes(other)) langs.push(other);
  if (byLang.size < QUESTION_LANGUAGE_LISTS) byLang.set(key, langs);
  return langs;
}
const questionLanguageLists = new WeakMap<readonly string[], Map<string, readonly string[]>>();
const QUESTION_LANGUAGE_LISTS = 64;

function queryWords(
  index: SearchIndex,
  li: LanguageIndex,
  text: string,
  weight: number,
  view: WordView,
  max: number,
  stats?: SearchStats,
  concepts?: ConceptUse,
  /** Tokens that count less (the owner's name, the words of a phrase), with their weight. */
  lighter?: ReadonlySet<string> | ReadonlyMap<string, number>,
  /** tokenize(text, { joined: false }), when the caller has it already. */
  textTokens?: readonly string[],
  /** Words read past `max` in the view `rest` (as written), up to `more` of them. */
  rest?: WordView,
  more = 0,
  /** The tokens of a long question's asking clauses (ask-clause.ts): their words are marked `ask`. */
  ask?: ReadonlySet<string>,
): QueryWord[] {
  const words: QueryWord[] = [];
  // The content words taken so far: at most twice `max` + `more` (a joined pair adds one word), so a scan, not a Set per question and
  // language; in an array kept for every call (its first `seenCount`), emptied at the end.
  const seen = SEEN;
  let seenCount = 0;
  const tokens = textTokens ?? tokenize(text, { joined: false });
  let reading = view;
  let key = viewKey(view);
  let previous: string | undefined;
  // The question's language and its index, for the learned pairs (learned-pairs.ts): read once, not per word.
  const asked = concepts?.langs[concepts.langs.length - 1];
  const askedIndex = asked === undefined ? undefined : index.byLang.get(asked);
  // The thesaurus groups that have given this call's words alternatives (general-thesaurus.ts; at most THESAURUS_WORDS × THESAURUS_GROUPS),
  // and how many words they were given to: per call, so per language index and per previous question read.
  const groups: number[] = [];
  let thesaurusWords = 0;
  // Likewise the general associations' entries (general-associations.ts).
  const entries: number[] = [];
  let associationWords = 0;
  for (const token of tokens) {
    if (token.length > LIMITS.tokenChars) continue;
    // Past `max` words, the rest of a long question is read as written (LIMITS.moreWords).
    if (rest && reading !== rest && words.length >= max) {
      reading = rest;
      key = viewKey(rest);
    }
    const word = seenAmong(seen, seenCount, token) ? undefined : tabulated(index, li, token, reading, key, stats);
    if (!word?.content) {
      previous = undefined;
      continue;
    }
    seen[seenCount++] = token;
    // Two question words the site writes as one (Foto Buch -> Fotobuch): one word, counted twice.
    const joined = previous ? joinedWords(li, reading, previous, words[words.length - 1].alternatives, token, word.alternatives) : -1;
    if (joined >= 0) {
      const last = words[words.length - 1];
      // The question names the compound: the first word alone is a partial match of it.
      last.alternatives = [{ terms: [joined], weight: 1 }, ...last.alternatives.map((a) => ({ ...a, weight: a.weight * JOINED_PART }))];
      last.weight += weight;
      last.idf = Math.max(last.idf, li.idf[joined]);
      last.bridged = undefined;
      previous = undefined;
      continue;
    }
    previous = token;
    const added = concepts && word.concepts.length ? conceptAlternatives(li, word.concepts, concepts, matchesItself(word) ? RARE_SHARE : 1) : undefined;
    let alternatives = added?.length ? [...word.alternatives, ...added] : word.alternatives;
    // Words that answering sections of other sites held where questions asked with this one (learned-pairs.ts), for a word the index does not hold.
    const learned = asked ? learnedAlternatives(li, asked, token, alternatives, undefined, askedIndex) : undefined;
    if (learned?.length) alternatives = [...alternatives, ...learned];
    // The other words of the word's groups in a general thesaurus (general-thesaurus.ts), for at most THESAURUS_WORDS words.
    const general = asked && thesaurusWords < THESAURUS_WORDS ? tableAlternatives(THESAURUS, li, asked, token, alternatives, groups, concepts?.used, askedIndex) : undefined;
    if (general?.length) {
      alternatives = [...alternatives, ...general];
      thesaurusWords++;
    }
    // What a page for the situation or wish the word describes is titled (general-associations.ts), for at most ASSOCIATION_WORDS words.
    const associated = asked && associationWords < ASSOCIATION_WORDS ? tableAlternatives(ASSOCIATIONS, li, asked, token, alternatives, entries, concepts?.used, askedIndex) : undefined;
    if (associated?.length) {
      alternatives = [...alternatives, ...associated];
      associationWords++;
    }
    // The word's own alternatives' idf came with its analysis: only the concepts' and the learned words' are read here.
    let idf = word.idf;
    if (added?.length) idf = Math.max(idf, largestIdf(li, added));
    if (learned?.length) idf = Math.max(idf, largestIdf(li, learned));
    if (general?.length) idf = Math.max(idf, largestIdf(li, general));
    if (associated?.length) idf = Math.max(idf, largestIdf(li, associated));
    words.push({
      alternatives,
      weight: weight * lighterWeight(lighter, token),
      idf: alternatives.length ? idf : maxIdf(li),
      ask: ask?.has(token) === true,
      token,
      // Found only through bridges, in the question's own language (in another language's index a translation is the word itself).
      bridged: li.lang === asked && alternatives.length > 0 && everyBridge(alternatives) ? true : undefined,
    });
    if (stats) {
      stats.words++;
      stats.expansions += alternatives.length;
    }
    if (words.length >= (rest ? max + more : max)) break;
  }
  seen.fill('', 0, seenCount);
  return words;
}

/** Whether every alternative is a bridge (a concept's, a learned pair's, the thesaurus' or an association's word). */
function everyBridge(alternatives: readonly Alternative[]): boolean {
  for (let i = 0; i < alternatives.length; i++) if (!alternatives[i].bridge) return false;
  return true;
}

/** queryWords' content words taken so far (a call runs to its end before the next begins; nothing it calls reads questions' words). */
const SEEN: string[] = [];

/** Whether `token` is among the first `count` of `seen`. */
function seenAmong(seen: readonly string[], count: number, token: string): boolean {
  for (let i = 0; i < count; i++) if (seen[i] === token) return true;
  return false;
}

function lighterWeight(lighter: ReadonlySet<string> | ReadonlyMap<string, number> | undefined, token: string): number {
  if (!lighter?.has(token)) return 1;
  return lighter instanceof Map ? (lighter.get(token) ?? 1) : SUBJECT_WEIGHT;
}

/** The owner's name as question words: the same for every question, so read once per index. */
function subjectTokens(index: SearchIndex, subject?: string): ReadonlySet<string> | undefined {
  if (!subject) return undefined;
  const make = () => new Set(tokenize(subject.slice(0, 200), { joined: false }));
  const first = index.byLang.values().next().value;
  return first ? first.words.memo(subject, make) : make();
}

/** Whether `token` is a word of the site, in any of its languages: only those are tabulated. */
function siteWord(index: SearchIndex, token: string): boolean {
  for (const li of index.byLang.values()) if (findSorted(li.surfaces, token) >= 0) return true;
  return false;
}

/**
 * The analysis of a question word: from the index's word table for a word of the site (the
 * analysis runs once per word and view), else computed now. An analysis that the query's
 * compound-split budget may have cut short is not stored, so the table holds only whole ones.
 */
function tabulated(index: SearchIndex, li: LanguageIndex, token: string, view: WordView, key: string, stats?: SearchStats): WordAnalysis {
  // A stop word is told by the small sets of stop words, not looked up among the site's words (the table holds it only as no content).
  if (!view.keepStops && !isContentWord(li, token, view.from)) return NOT_CONTENT;
  const known = li.words.get(token, key);
  if (known) return known;
  const analysis = analyzeWord(li, token, view, stats);
  // Before the site's translations are built an analysis may lack them: it is not kept. A word that names no topic
  // (a stop word) is as quick to tell again as to look up, so a question does not look it up among the site's words to keep it.
  if (analysis.content && li.scratch.splitBudget > 0 && lexiconsReady(index) && siteWord(index, token)) li.words.set(token, key, analysis);
  return analysis;
}

/**
 * Fills every language index's word table with the analysis of every word of the site in the
 * views most questions need (a question in no detected language or in the index's language,
 * and in each other language of the site), in slices of at most `sliceMs` per event-loop iteration:
 * start-up does not wait and requests are served in between. Each word gets the whole
 * compound-split budget. Re-ranking's tables come first when the index was loaded without them (a table or a few hundred
 * pages a step, ranking-tables.ts rankingSteps), then the general thesaurus and associations are unpacked (a step each, once per process), then the
 * site's learned translations (translation-lexicon.ts) are built, in steps of the same slices: no question builds them. Other views are filled on first
 * use. Returns a function that stops it.
 */
export function warmWordTables(index: SearchIndex, sliceMs = 5): () => void {
  const words = [...new Set([...index.byLang.values()].flatMap((li) => li.surfaces))];
  const jobs: [LanguageIndex, WordView][] = [];
  for (const li of index.byLang.values()) {
    jobs.push([li, { reach: 'full', from: undefined, index, keepStops: false }]);
    for (const other of index.languages) if (other !== li.lang) jobs.push([li, { reach: 'exact', from: other, index, keepStops: false }]);
  }
  let job = 0;
  let at = 0;
  let full = false;
  // Caches of its own per language index: a stem or expansion is only valid in its own language.
  const owns = new Map<LanguageIndex, ReturnType<typeof warmingCaches>>();
  // The site's learned translations first (unless a snapshot brought them): every cross-language word's analysis reads them.
  const lexicons = lexiconSteps(index);
  let learning = true;
  // The heading counts of word-weights.ts, one language index per slice.
  const headed = [...index.byLang.values()];
  let heads = 0;
  // The general thesaurus and associations (general-thesaurus.ts, general-associations.ts) are unpacked first, once per process and
  // one a step, so that no question pays for them.
  let thesaurus = index.byLang.has('en') || index.byLang.has('de');
  let associations = thesaurus;
  // Re-ranking's tables first, a step a slice, when the index was loaded without them (loadSite's deferRanking); else each step finds its table made.
  const ranking = rankingSteps(index);
  let tables = 0;
  return inSlices(() => {
    if (tables < ranking.length) {
      ranking[tables++]();
      return true;
    }
    if (thesaurus) {
      thesaurus = false;
      thesaurusGroups();
      return true;
    }
    if (associations) {
      associations = false;
      associationGroups();
      return true;
    }
    if (learning && (learning = lexicons())) return true;
    if (heads < headed.length) {
      headingCounts(headed[heads++]);
      return true;
    }
    while (job < jobs.length && at >= words.length) {
      job++;
      at = 0;
    }
    if (full || job >= jobs.length) return false;
    const [li, view] = jobs[job];
    const key = viewKey(view);
    const token = words[at++];
    if (token.length > LIMITS.tokenChars || li.words.get(token, key)) return true;
    const budget = li.scratch.splitBudget;
    li.scratch.splitBudget = LIMITS.splitStems;
    try {
      // A table at its byte bound takes no more: the rest is analysed on first use.
      let own = owns.get(li);
      if (!own) owns.set(li, (own = warmingCaches()));
      const analysis = analyzeWord(li, token, view, undefined, own);
      full = !li.words.set(token, key, analysis);
    } finally {
      li.scratch.splitBudget = budget;
    }
    return !full;
  }, sliceMs);
}

/** The concepts a question has used so far (each counts once) and the languages its words are read in. */
interface ConceptUse {
  used: ConceptMarks;
  langs: readonly string[];
  /** What a concept match counts (chatty-concepts.ts): more in a long question. */
  weight: number;
}

/** Whether a word matched as written (a word with concepts that the site uses only in passing, RARE_SECTIONS). */
function matchesItself(word: WordAnalysis): boolean {
  const alternatives = word.alternatives;
  for (let i = 0; i < alternatives.length; i++) if (alternatives[i].weight >= 1 && alternatives[i].terms.length === 1) return true;
  return false;
}

/** A word the site does not use (or only in passing: `share` of the weight), looked for as the words of its concepts the site does use; each concept once. */
function conceptAlternatives(li: LanguageIndex, ids: readonly number[], use: ConceptUse, share: number): Alternative[] {
  const weight = use.weight * share;
  const found: Alternative[] = [];
  for (const id of ids) {
    if (use.used.has(id)) continue;
    use.used.add(id);
    for (const a of weightedConceptTerms(li, id, weight)) if (found.length < CONCEPT_TERMS) found.push(a);
  }
  return found;
}

/** The concepts `ids` asked for as whole words (a phrase, an intent, a price or an age asks for them), each once: those not in `used` yet. */
function addConcepts(li: LanguageIndex, ids: readonly number[], used: ConceptMarks, words: QueryWord[], weight = CONCEPT_WEIGHT): void {
  for (const id of ids) {
    if (used.has(id)) continue;
    used.add(id);
    const alternatives = weightedConceptTerms(li, id, weight);
    if (alternatives.length) words.push({ alternatives, weight: PHRASE_CONCEPT, idf: largestIdf(li, alternatives), ask: false });
  }
}

/**
 * A concept's terms at `weight`, kept per index by concept and weight (conceptTerms of each
 * concept at each of the few weights a question gives: bounded by the concept lists), so a
 * question neither makes a key string per concept nor copies the terms. A broader concept's term
 * (conceptTerms, broader-concepts.ts) keeps its share of the weight: `weight` × BROADER_SHARE.
 */
export function weightedConceptTerms(li: LanguageIndex, id: number, weight: number): readonly Alternative[] {
  let byWeight = conceptTermMemos.get(li);
  if (!byWeight) conceptTermMemos.set(li, (byWeight = new Map()));
  let byId = byWeight.get(weight);
  if (!byId) byWeight.set(weight, (byId = new Map()));
  let terms = byId.get(id);
  if (terms === undefined) {
    const own = conceptTerms(li, id);
    byId.set(id, (terms = weight === CONCEPT_WEIGHT ? own : own.map((a) => ({ ...a, weight: a.weight === CONCEPT_WEIGHT ? weight : (weight * a.weight) / CONCEPT_WEIGHT }))));
  }
  return terms;
}
const conceptTermMemos = new WeakMap<LanguageIndex, Map<number, Map<number, readonly Alternative[]>>>();

const termConcepts = new WeakMap<LanguageIndex, Map<number, readonly number[]>>();
/** The index's concepts of its terms so far (conceptsOfTerm's memo): looked up once per question and index, not per term. */
function termConceptMemo(li: LanguageIndex): Map<number, readonly number[]> {
  let memo = termConcepts.get(li);
  if (!memo) termConcepts.set(li, (memo = new Map()));
  return memo;
}

/** conceptsOfStem of a term of the index, kept per term in `memo` (bounded by the vocabulary): no key string is made and looked up per question. */
function conceptsOfTerm(li: LanguageIndex, term: number, memo: Map<number, readonly number[]>): readonly number[] {
  let ids = memo.get(term);
  if (ids === undefined) memo.set(term, (ids = conceptsOfStem(li.terms[term], li.lang)));
  return ids;
}

/** The term ids of the words' alternatives (loops, not nested flatMaps: this runs per question and language). */
function termsOf(words: readonly QueryWord[]): Set<number> {
  const terms = new Set<number>();
  for (const w of words) for (const a of w.alternatives) for (const t of a.terms) terms.add(t);
  return terms;
}

function maxIdf(li: LanguageIndex): number {
  return Math.log(1 + (li.docs.length + 0.5) / 0.5);
}

/** The concepts a pass of scoreLanguage has used, and those its words name (with intents, a set of their own): kept for every pass, started afresh by each. */
const USED = new ConceptMarks();
const NAMED = new ConceptMarks();

/** A question's hits (the first `scoredCount`), written by scoreLanguage for each language in turn: rerank's list, kept for every question (searchIndex). */
const SCORED: SearchHit[] = [];
let scoredCount = 0;

/** Scores one language index's sections for the question, adds its hits to SCORED; true when nothing found can be strong (only stop words asked). */
function scoreLanguage(
  index: SearchIndex,
  li: LanguageIndex,
  query: string,
  tokens: readonly string[],
  /** The readings the tokens may set off (questionTriggers). */
  asks: number,
  prev: string[],
  lang: string | undefined,
  pool: HitPool,
  stats?: SearchStats,
  subject?: ReadonlySet<string>,
  /** Where the pages holding the newest previous question's words are added (a follow-up that leans on it). */
  topic?: Set<string>,
  /** Where hits on pages with no version in the question's language that no translation or concept reached are added (bridged-hits.ts). */
  unbridged?: Unbridged,
  /** How many words the question says (after greetings): a long one leans on its concepts more. */
  said = 0,
  /** Sections kept after scoring (candidatesFor). */
  candidates = CANDIDATES,
  /** The tokens of a long question's asking clauses (ask-clause.ts). */
  askClause?: ReadonlySet<string>,
): boolean {
  li.scratch.splitBudget = LIMITS.splitStems;
  const { langs, from, view, asWritten } = readingIn(index, li, lang);
  // An intent said in a phrase ("drop by", "still … pay", intent-phrases.ts) asks for its concept as a whole word; a word of the same concept
  // ("drop", "ill") does not take it first at a concept's weight. The intent's words keep their weight (they often name the topic: "join", "pay").
  const intents = has(asks, TRIGGER.intents) ? intentConcepts(tokens, langs) : NO_CONCEPTS;
  const use: ConceptUse = { used: USED.start(), langs, weight: chattyConceptWeight(said) };
  for (let i = 0; i < intents.length; i++) use.used.add(intents[i]);
  // The words of a phrase that asks for a concept ("hear … play") say it together: each alone counts less.
  const phrased = has(asks, TRIGGER.phrases) ? phraseTokens(tokens, langs) : NO_TOKENS;
  // So do the words that state a child's age ("is 7", "12 year old"): they ask for what there is for young people.
  const age = has(asks, TRIGGER.youngAge) ? youngAgeTokens(tokens, langs) : NO_PREV;
  const lighter =
    phrased.size || age.length ? new Map([...(subject ?? [])].map((t): [string, number] => [t, SUBJECT_WEIGHT]).concat([...phrased, ...age].map((t): [string, number] => [t, PHRASE_PART]))) : subject;
  let words = queryWords(index, li, query, 1, view, LIMITS.words, stats, use, lighter, tokens, asWritten, LIMITS.moreWords, askClause);
  const phrases = has(asks, TRIGGER.phrases) ? phraseConcepts(tokens, langs) : [];
  // Each kept word's weight by its learned importance in the question (word-weights.ts), in the question's own language; not when
  // a phrase asks for a concept (below): the phrase is the question's point, and its words are no topic to weigh against the story's.
  if (from === undefined && intents.length === 0 && phrases.length === 0) weighWords(li, query, words);
  const concepts = termConceptMemo(li);
  // Concepts the site's own words already name are not added again (the intents' are in `use.used` already: told apart in a set of their own).
  const named = intents.length ? NAMED.start() : use.used;
  // Indexed loops over the words' alternatives and terms, here and below: for-of over their arrays (of several element kinds) called the iterator builtin per step, 2.6 KB of results per question.
  for (let i = 0; i < words.length; i++) {
    const alternatives = words[i].alternatives;
    for (let j = 0; j < alternatives.length; j++) {
      if (alternatives[j].weight < 1) continue;
      const ids = conceptsOfTerm(li, alternatives[j].terms[0], concepts);
      for (let k = 0; k < ids.length; k++) named.add(ids[k]);
    }
  }
  if (named !== use.used) {
    addConcepts(li, intents, named, words, use.weight);
    for (let i = 0; i < named.size; i++) use.used.add(named.at(i));
  }
  addConcepts(li, withYoungConcept(has(asks, TRIGGER.pricePhrase) ? withPriceConcept(phrases, tokens, langs) : phrases, age), use.used, words);
  // A concept asked in a phrase is the question's point, the rest its story: coverage is not counted (word-coverage.ts).
  const askedInPhrase = intents.length > 0 || phrases.length > 0;
  let weak = false;
  if (words.length === 0) {
    // Nothing but stop words and letters: still look them up, but nothing found is strong.
    words = queryWords(index, li, query, 1, { reach: 'exact', from: undefined, index: undefined, keepStops: true }, LIMITS.words, stats, undefined, undefined, tokens);
    weak = true;
  }
  let own = 0;
  // A word found only through bridges in the question's own language is not a topic of the follow-up's own: the previous question
  // keeps its weight ("And pushbikes?" after "Do you rent brollies?"; ninety-third round).
  for (let i = 0; i < words.length; i++) if (words[i].alternatives.length > 0 && !words[i].bridged) own++;
  // A follow-up's price, unit of time, "how long" or "how often" asks about the previous question's topic: not a word of its own (frame-words.ts).
  if (prev.length) for (let i = 0; i < tokens.length; i++) if (own > 0 && isFrameWord(tokens[i], langs) && tokens.indexOf(tokens[i]) === i && isContentWord(li, tokens[i], lang)) own--;
  // A follow-up that asks its own question or names two words of its own asks about the previous question's topic, not in its frame: without its price and time words (frame-words.ts).
  const frameless = prev.length > 0 && (own >= 2 || asksOwnQuestion(tokens, langs));
  if (prev.length) addPrevious(index, li, tokens, langs, prev, from, words, weak ? 0 : own, frameless, use, stats, topic);
  let ideal = 0;
  for (let i = 0; i < words.length; i++) ideal += words[i].weight * words[i].idf * (K1 + 1);
  if (ideal === 0) return weak;
  const found = topSectionsInto(li, words, candidates, stats);
  // The terms asked, shared by the hits (for their passages): none to share when nothing was found.
  if (found === 0) return weak;
  // Read before the next search writes them.
  const { docs, scores, read } = TOP;
  const terms = termNames(li, words);
  const orphans = from && unbridged ? orphanDocs(li, docs, found, from) : undefined;
  const numbers = sectionNumbers(li);
  const bridged = orphans ? bridgedDocs(li, words, orphans) : undefined;
  // A long question's asking clauses name their rarest word: a section without it answers the story, not the ask (ask-clause.ts).
  const askBits = askClause ? rarestAskBit(words, TRACKED_WORDS) : 0;
  for (let i = 0; i < found; i++) {
    const d = docs[i];
    const { page, section } = li.docs[d];
    // Uncapped: ranking tells strong hits apart; the output caps at 1.
    // Scaled by the share of the question's words the section holds (word-coverage.ts).
    const score = (scores[i] / (STRONG * ideal)) * (askedInPhrase ? 1 : coverageFactor(read[i], words, orphans?.has(d) === true)) * (askBits !== 0 && (read[i] & askBits) === 0 ? ASK_ABSENT : 1);
    const known = numbers !== undefined && d < numbers.lengths.length;
    const placed = known && numbers.places !== undefined;
    const hit = pooledHit(pool, page, section, score, terms, false, placed ? numbers.places![d] : NO_ORDER, known ? numbers.lengths[d] : NO_LENGTH);
    SCORED[scoredCount++] = hit;
    if (unbridged && orphans?.has(d) && !bridged?.has(d)) (unbridged.hits ??= new Set()).add(hit);
  }
  return weak;
}

/** How a question in `lang` is read in a language index: its stop-word languages, the language it comes from and its word view. */
interface Reading {
  /** The index's language and the question's: both say which words are empty. */
  langs: readonly string[];
  /** The question's language when it is not the index's: a question in the index's own language reads its words as one in no detected language (one view, one table entry). */
  from: string | undefined;
  view: WordView;
  /** The same view reaching exact stems and compound parts only: the words of a long question past LIMITS.words. */
  asWritten: WordView;
}

/**
 * The reading of a question in `lang` in `li`: the same few for every question, kept per language
 * index and question language (at most READINGS; past that, made per question), not two arrays and
 * objects made per question and language.
 */
function readingIn(index: SearchIndex, li: LanguageIndex, lang: string | undefined): Reading {
  let byLang = readings.get(li);
  if (!byLang) readings.set(li, (byLang = new Map()));
  const key = lang ?? '';
  const kept = byLang.get(key);
  if (kept !== undefined && kept.view.index === index) return kept;
  const from = lang === li.lang ? undefined : lang;
  // Every view has the same four fields in the same order: one object shape wherever a view is read (a rare shape met late made the optimized readers deoptimize).
  const view: WordView = { reach: from ? 'exact' : 'full', from, index, keepStops: false };
  const asWritten: WordView = from ? view : { reach: 'exact', from, index, keepStops: false };
  const reading: Reading = { langs: lang && lang !== li.lang ? [li.lang, lang] : [li.lang], from, view, asWritten };
  if (byLang.size < READINGS || kept !== undefined) byLang.set(key, reading);
  return reading;
}
const readings = new WeakMap<LanguageIndex, Map<string, Reading>>();
/** Question languages kept per language index: a request may name any code its schema allows. */
const READINGS = 64;

/**
 * The index terms the words ask, as the set the hits share. Made from an array of them (duplicates
 * included), so that the set's table is allocated once at about its size: added one by one, it
 * grew from 4 entries by doubling, a table made and copied at each step (~20 terms a language).
 */
function termNames(li: LanguageIndex, words: readonly QueryWord[]): Set<string> {
  const names: string[] = new Array(termCount(words));
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    const alternatives = words[i].alternatives;
    for (let j = 0; j < alternatives.length; j++) {
      const ids = alternatives[j].terms;
      for (let k = 0; k < ids.length; k++) names[at++] = li.terms[ids[k]];
    }
  }
  return new Set(names);
}

/**
 * The words of the previous questions (newest last) added to `words`: exact stems and compound parts
 * only, at a weight halved per question back, each word that asks a term the question asked already
 * left out. Read newest first, so that a concept two of them name comes with the nearer one, at its
 * weight (read oldest first, "Kann man stornieren?" two questions back took the concept at half the
 * weight and left the newest question's "stornieren" matching nothing); added in question order.
 * A function of its own, not a closure in scoreLanguage: no closure and context made per call.
 */
function addPrevious(
  index: SearchIndex,
  li: LanguageIndex,
  tokens: readonly string[],
  langs: readonly string[],
  prev: readonly string[],
  from: string | undefined,
  words: QueryWord[],
  own: number,
  frameless: boolean,
  use: ConceptUse,
  stats?: SearchStats,
  topic?: Set<string>,
): void {
  // The terms asked already.
  const asked = termsOf(words);
  const start = words.length;
  for (let i = prev.length - 1; i >= 0; i--) {
    const text = prev[i];
    const weight = prevWeight(own, refersBack(tokens, langs)) * 0.5 ** (prev.length - 1 - i);
    // Previous questions add context, not corrections: exact stems and compound parts only, and the concepts of the words the site does not use
    // ("Ich möchte meinen Tanzkurs stornieren." then "Was kostet das eine Woche vorher?": the terms' "Rücktritt"), each concept once with the question's own.
    const prevTokens = frameless ? withoutFrameWords(tokenize(text, { joined: false }), langs) : undefined;
    const more = queryWords(index, li, text, weight, { reach: 'exact', from, index: undefined, keepStops: false }, LIMITS.prevWords, stats, use, undefined, prevTokens);
    if (topic && i === prev.length - 1) addTopicPages(li, more, topic);
    // Before the newer questions' words, read already: the words in question order, as when read oldest first.
    words.splice(start, 0, ...more.filter((w) => !w.alternatives.some((a) => a.terms.some((t) => asked.has(t)))));
  }
}

/** Hits on pages only in another language that the question's words reached as written (bridged-hits.ts); made on the first such hit. */
interface Unbridged {
  hits?: Set<SearchHit>;
}

/** The docs among the first `count` of `docs` whose page has no version in language `lang` (undefined when there are none). */
function orphanDocs(li: LanguageIndex, docs: Int32Array, count: number, lang: string): Set<number> | undefined {
  let out: Set<number> | undefined;
  for (let i = 0; i < count; i++) if (!li.docs[docs[i]].page.translations[lang]) (out ??= new Set()).add(docs[i]);
  return out;
}
