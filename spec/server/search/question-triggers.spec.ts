import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'chai';
import { tokenize } from '../../../server/search/analyzer.ts';
import { NEEDS, questionTriggers, TRIGGER } from '../../../server/search/question-triggers.ts';
import { asksAboutLife, asksWho, refersToPerson, timeIntent, withoutIntensifiers, withoutOriginVerb, withoutPeriods } from '../../../server/search/question-words.ts';
import { withoutEventWords } from '../../../server/search/year-events.ts';
import { withoutAnswerTypes } from '../../../server/search/answer-types.ts';
import { withVerbSenses } from '../../../server/search/verb-senses.ts';
import { asksWhoYouAre, youAsOwner } from '../../../server/search/owner-addressed.ts';
import { askedDate } from '../../../server/search/asked-dates.ts';
import { asksForPrice, withPriceConcept } from '../../../server/search/price-intent.ts';
import { asksForPriceList } from '../../../server/search/price-pages.ts';
import { asksOwnPlace, asksPlaceOfThe } from '../../../server/search/own-place.ts';
import { asksOpeningHours } from '../../../server/search/opening-hours.ts';
import { intentConcepts } from '../../../server/search/intent-phrases.ts';
import { phraseConcepts, phraseTokens } from '../../../server/search/concepts.ts';
import { withoutYoungAge, youngAgeTokens } from '../../../server/search/young-age.ts';
import { withoutVisitorsKin } from '../../../server/search/visitors-kin.ts';
import { asksWhen } from '../../../server/search/when-asked.ts';
import { asksForPicture } from '../../../server/search/picture-asked.ts';

const LANGS = ['en', 'de'];
const TODAY = 20_000;

/** Each gated reading, and whether it fired (said yes, found something, changed the tokens) for these tokens. */
const READINGS: [keyof typeof TRIGGER, (t: readonly string[]) => boolean][] = [
  ['intensifiers', (t) => withoutIntensifiers(t, LANGS) !== t],
  ['time', (t) => timeIntent(t, LANGS) !== undefined],
  ['periods', (t) => withoutPeriods(t, LANGS) !== t],
  ['events', (t) => withoutEventWords(t, LANGS) !== t],
  ['answerTypes', (t) => withoutAnswerTypes(t, LANGS) !== t],
  ['originVerb', (t) => withoutOriginVerb(t, LANGS) !== t],
  ['verbSenses', (t) => withVerbSenses(t, LANGS) !== t],
  ['whoYouAre', (t) => asksWhoYouAre(t, LANGS, true) || asksWhoYouAre(t, LANGS, false)],
  ['life', (t) => asksAboutLife(youAsOwner(withoutYoungAge(t, LANGS), LANGS), LANGS)],
  ['date', (t) => askedDate(t, TODAY, LANGS) !== undefined],
  ['price', (t) => asksForPrice(t, LANGS)],
  ['priceList', (t) => asksForPriceList(t, LANGS)],
  ['who', (t) => asksWho(t, LANGS)],
  ['person', (t) => refersToPerson(t, LANGS)],
  ['ownPlace', (t) => asksOwnPlace(t, LANGS, true) || asksOwnPlace(t, LANGS, false)],
  ['hours', (t) => asksOpeningHours(t, LANGS)],
  ['placeOfThe', (t) => asksPlaceOfThe(t, LANGS)],
  ['intents', (t) => intentConcepts(t, LANGS).length > 0],
  ['phrases', (t) => phraseConcepts(t, LANGS).length > 0 || phraseTokens(t, LANGS).size > 0],
  ['youngAge', (t) => youngAgeTokens(t, LANGS).length > 0 || withoutYoungAge(t, LANGS) !== t],
  ['pricePhrase', (t) => withPriceConcept([], t, LANGS).length > 0],
  ['kin', (t) => withoutVisitorsKin(t, LANGS) !== t],
  ['when', (t) => asksWhen(t, LANGS)],
  ['picture', (t) => asksForPicture(t, LANGS)],
];

/** Questions that set each reading off, and every evaluation question of every site. */
const EXAMPLES = [
  'right now',
  'nicht mehr',
  "What's on this weekend?",
  'Was steht an?',
  'at the moment',
  'past exhibitions last year',
  'What happened in 2019?',
  'Which city does she live in?',
  'Where does she come from?',
  'Can I book her?',
  'Who are you?',
  'Tell me about yourself',
  'Was machen Sie?',
  'Where did you train?',
  'Ist er verheiratet?',
  'Was war im Juni 2023?',
  'im Dezember',
  'How much is a mug?',
  'what would that set me back',
  'Wie viel verlangen Sie?',
  'price list',
  'Preisliste',
  'Who is her agent?',
  'Does she have an agent?',
  'Where is her studio?',
  "What's your phone number?",
  'Wo finde ich Sie?',
  'Are you open on Sundays?',
  'Haben Sie heute zu?',
  'Where exactly is the studio?',
  'Kann ich einfach mal vorbeikommen?',
  'do we still have to pay?',
  'Where can I hear her play?',
  'My 12 year old is obsessed with chisels',
  'Mein Sohn ist 13',
  'my grandma wants a drawing',
  'how much?',
  'When did the taproom open?',
  'In welchem Jahr ist ihr Bildband erschienen?',
];

function evaluationQuestions(): string[] {
  const dir = resolve(import.meta.dirname, '../../../bench/eval');
  const out: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('questions.json'))) {
    for (const q of JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as { query: string; prev?: string[] }[]) out.push(q.query, ...(q.prev ?? []));
  }
  return out;
}

describe('questionTriggers', () => {
  it('sets the bit of every reading that fires, over the examples and every evaluation question (no answer can change)', () => {
    const questions = [...EXAMPLES, ...evaluationQuestions()];
    expect(questions.length).to.be.greaterThan(2000);
    const fired = new Map<string, number>();
    const skipped = new Map<string, number>();
    for (const q of questions) {
      const tokens = tokenize(q, { joined: false });
      const mask = questionTriggers(tokens);
      for (const [name, fires] of READINGS) {
        const need: number = name in NEEDS ? NEEDS[name as keyof typeof NEEDS] : TRIGGER[name];
        const on = fires(tokens);
        if (on) fired.set(name, (fired.get(name) ?? 0) + 1);
        if (on && (mask & need) !== need) expect.fail(`${name} fires on "${q}" without its bits`);
        if ((mask & need) !== need) skipped.set(name, (skipped.get(name) ?? 0) + 1);
      }
    }
    // Every reading fired at least once (the check above was made), and a good share of questions skip it
    // (a third: the intents' bits are set by about half of all questions, so a half would flip with each new set).
    for (const [name] of READINGS) {
      expect(fired.get(name) ?? 0, name).to.be.greaterThan(0);
      expect(skipped.get(name) ?? 0, name).to.be.greaterThan(questions.length / 3);
    }
  });

  it('makes one look-up per token', () => {
    const stats = { lookups: 0 };
    const tokens = tokenize('How much is a mug in December 2025?', { joined: false });
    const mask = questionTriggers(tokens, stats);
    expect(stats.lookups).to.equal(tokens.length);
    expect(mask & TRIGGER.price).to.not.equal(0);
    expect(mask & TRIGGER.pricePhrase).to.not.equal(0);
    expect(mask & TRIGGER.date).to.not.equal(0);
    expect(mask & TRIGGER.ownPlace).to.equal(0);
  });

  it('gives no bit to a question of topic words alone', () => {
    expect(questionTriggers(tokenize('ceramic glaze workshop', { joined: false }))).to.equal(0);
    expect(questionTriggers([])).to.equal(0);
  });
});
