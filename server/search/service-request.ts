/**
 * "Can you record our choir?", "Do you sell gift cards?", "Will you illustrate my story?",
 * "Machen Sie auch Beschallung?", "Bieten Sie Malkurse an?", "Macht ihr Hintergrundmusik?",
 * "Kann ich mit Karte zahlen?": a question that asks the owner to do something, or whether
 * they do it, asks what they offer now. The site's standing pages say that (services, prices,
 * terms, questions and answers, contact); an item of an overview (a journal post, a project
 * page) tells that it happened once, and repeats the question's words because it tells the
 * story. Under such a question an item counts REQUEST_ITEM of its score.
 *
 * Read from the question's first two words, as people open such a question: a helper verb or,
 * in German, any verb first, then the person asked (or the asker, after "can"). Past forms
 * ("did you", "have you", "Haben Sie … gemacht") and "is there" / "gibt es" are not requests:
 * what happened, or whether something exists, is often told by a post.
 */
import { isStopWord } from './question-words.ts';
import { foldedSets } from './word-sets.ts';

/** Share of its score an item of an overview keeps under a request. */
export const REQUEST_ITEM = 0.75;

/** First words that open a request with the person asked second (data, general vocabulary). */
const HELPERS = foldedSets({
  en: ['can', 'could', 'will', 'would', 'do', 'does'],
  de: ['kann', 'können', 'könnt', 'kannst', 'darf', 'dürfen', 'würden', 'würdet', 'würdest', 'machen', 'macht'],
});
/**
 * Who is asked: the owner, addressed. Not "she" or "he": "Does she make tableware for
 * restaurants?" asks about her work, which her projects show. German "sie" is "you" only when
 * written "Sie" (`formal`): "Hilft sie Städten …?" asks about her.
 */
const ASKED = foldedSets({ en: ['you', 'u', 'ya'], de: ['ihr', 'du'] });
const FORMAL = 'sie';
/** The asker, after a modal: "can I pay by card?", "Kann man bei Ihnen leihen?". */
const ASKER = foldedSets({ en: ['i', 'we'], de: ['ich', 'man', 'wir'] });
/** Modals that take the asker: "can I", "kann man". */
const MODALS = foldedSets({ en: ['can', 'could'], de: ['kann', 'können', 'darf', 'dürfen'] });
/**
 * German verbs first that ask what is or was, not what is done: to be, to have (also the
 * perfect's helper), to become (the passive). Any other German word first that is no stop
 * word is a verb in a question of this shape ("Reparieren Sie …?", "Nehmt ihr …?").
 */
const NOT_REQUEST = foldedSets({
  de: ['bin', 'bist', 'ist', 'sind', 'seid', 'war', 'warst', 'waren', 'wart', 'habe', 'hast', 'hat', 'haben', 'habt', 'hatte', 'hatten', 'hattet', 'wird', 'werden', 'wurde', 'wurden', 'gibt', 'gab'],
});

/**
 * Whether the question (its words, greeting removed) asks the owner to do something or whether
 * they do it; `formal` when the question writes the German "Sie" (you) with its capital.
 */
export function asksForService(tokens: readonly string[], langs: readonly string[], formal: boolean): boolean {
  if (tokens.length < 3) return false;
  const [first, second] = tokens;
  for (const lang of langs) {
    const asked = ASKED.get(lang)?.has(second) || (formal && lang === 'de' && second === FORMAL);
    if (asked && opensRequest(lang, first)) return true;
    if (ASKER.get(lang)?.has(second) && MODALS.get(lang)?.has(first)) return true;
  }
  return false;
}

function opensRequest(lang: string, first: string): boolean {
  if (HELPERS.get(lang)?.has(first)) return true;
  // German opens a yes/no question with its verb: any word first that is neither a stop word nor to be / to have / to become.
  return lang === 'de' && !isStopWord(lang, first) && !NOT_REQUEST.get(lang)?.has(first);
}
