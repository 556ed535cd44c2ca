/**
 * Questions that address the owner about themselves: "Who are you?", "Wer sind Sie?", "What do
 * you do?", "Was machen Sie?" ask who the owner is and what they do, which the page about them
 * (and the home page of a profile) tells, whatever words it uses; "Where did you train?", "How
 * long have you been doing this?" ask about their life as "Where did she train?" does. German
 * already reads "Sie" among its life pronouns; English reads "you" as the owner only after a
 * past helper ("did you", "have you", "were you"): "Can you train my dog?" asks for a service.
 */
import { asksLifeStart, namedWords } from './question-words.ts';
import { weekdaysWithForms } from './weekdays.ts';
import { WORK } from './rights-pages.ts';
import { foldedSets, namesAny, namesWord, wordsOf } from './word-sets.ts';

const WHO = foldedSets({ en: ['who'], de: ['wer', 'wem'] });
const WHAT = foldedSets({ en: ['what'], de: ['was'] });
const BE = foldedSets({ en: ['are'], de: ['sind', 'seid', 'bist'] });
const DO = foldedSets({ en: ['do'], de: ['machen', 'macht', 'machst', 'tun', 'tut'] });
/** The owner addressed (German "sie" only when written "Sie": `formal`). */
const YOU = foldedSets({ en: ['you', 'yourself'], de: ['ihr', 'du', 'euch', 'dich'] });
/** Past helpers after which "you" is the owner whose life is asked about. */
const PAST_HELPERS: ReadonlySet<string> = new Set(['did', 'have', 'were', 'had']);

/** "Tell me about yourself", "Erzählen Sie von sich": the owner asked to tell about themselves. */
const YOURSELF = foldedSets({ en: ['yourself', 'yourselves'], de: ['sich', 'dir', 'dich', 'euch', 'ihnen'] });
const TELL = foldedSets({ en: ['tell', 'about', 'introduce'], de: ['erzählen', 'erzähl', 'erzählt', 'vorstellen', 'stell', 'stellen'] });

/**
 * Who is there without a "you": the one the visitor is talking to or who is behind the site
 * ("Who am I talking to?", "Who's behind this?", "Who runs this?", "Mit wem spreche ich?", "Wer
 * steckt dahinter?"), general vocabulary per language.
 */
const BEHIND = foldedSets({ en: ['talking', 'speaking', 'chatting', 'writing', 'behind', 'runs'], de: ['spreche', 'rede', 'schreibe', 'chatte', 'dahinter', 'steckt', 'hinter'] });
/**
 * Who owns the place: "Who owns the café?", "Wem gehört der Laden?", "Wer ist die Inhaberin?"
 * ask who is behind the business, which the page about the owner tells (general vocabulary).
 */
const OWNS = foldedSets({ en: ['owns', 'owner', 'owners'], de: ['gehört', 'gehören', 'inhaber', 'inhaberin', 'besitzer', 'besitzerin'] });
/** Words besides the reading's own an owner question may name: the place owned ("the café", "der Laden"). */
const THE = foldedSets({ en: ['the', 'this'], de: ['der', 'die', 'das', 'den', 'dem', 'diesen', 'dieser', 'dieses', 'diese'] });
const PLACE_NAMED = 1;
/**
 * What a business is called (data, general vocabulary): "Who owns the café?", "Wem gehört der
 * Laden?" ask who is behind it; "Wem gehört die Möwe?" asks about a boat the site writes about.
 */
const BUSINESS = foldedSets({
  en: [
    'shop',
    'store',
    'studio',
    'workshop',
    'cafe',
    'café',
    'salon',
    'business',
    'company',
    'firm',
    'practice',
    'school',
    'gallery',
    'bakery',
    'farm',
    'dairy',
    'loft',
    'bookshop',
    'winery',
    'theatre',
    'theater',
    'agency',
    'office',
    'brewery',
    'place',
    'site',
    'website',
  ],
  de: [
    'laden',
    'geschäft',
    'studio',
    'werkstatt',
    'atelier',
    'café',
    'cafe',
    'salon',
    'betrieb',
    'firma',
    'unternehmen',
    'praxis',
    'schule',
    'galerie',
    'bäckerei',
    'konditorei',
    'hof',
    'käserei',
    'buchhandlung',
    'weingut',
    'theater',
    'agentur',
    'büro',
    'verlag',
    'brauerei',
    'gärtnerei',
    'tischlerei',
    'schreinerei',
    'manufaktur',
    'seite',
    'website',
  ],
});
/** What else is owned: the owner's work or the rights to it ("Who owns the copyright?", "Wem gehören die Bildrechte?" ask the terms of use). */
const RIGHTS = foldedSets({ en: ['copyright', 'rights', 'license', 'licence'], de: ['urheberrecht', 'rechte', 'bildrechte', 'nutzungsrechte', 'lizenz'] });
/** The story told as a working life: "Ihr beruflicher Werdegang", "your professional background". */
const CAREER = foldedSets({ en: ['professional', 'career', 'work'], de: ['beruflich', 'beruflichen', 'beruflicher', 'berufliche'] });
/** "What's your story?", "Was ist Ihr Werdegang?": the owner's own story or background asked for. */
const STORY = foldedSets({ en: ['story', 'background'], de: ['geschichte', 'werdegang', 'hintergrund'] });
/** Pronouns for something or someone else: "who runs it with her?" asks about a course named before, not who is behind the site. */
const SOMEONE_ELSE = foldedSets({ en: ['it', 'she', 'her', 'he', 'him', 'they', 'them'], de: ['er', 'ihn', 'ihm', 'es'] });
const YOUR = foldedSets({ en: ['your'], de: ['ihre', 'ihr', 'ihren', 'ihrem', 'ihrer', 'deine', 'dein', 'deinen', 'deinem', 'deiner', 'eure', 'euer', 'euren', 'eurem'] });

/** Words of such a question at most ("tell me a bit about the person I'd be working with" has twelve). */
const MAX_WORDS = 12;

/** Whether the question asks who the owner is or what they do, and names nothing else ("Who are you?", "Was machen Sie eigentlich?", "Tell me about yourself", "Who am I talking to?", "What's your story?"). */
export function asksWhoYouAre(tokens: readonly string[], langs: readonly string[], formal: boolean): boolean {
  // "bio", "Lebenslauf": the owner's story asked for in one word.
  if (tokens.length === 1) return namesAny(BIO, tokens, langs);
  if (tokens.length > MAX_WORDS) return false;
  // "Tell me about yourself", "Can you tell me a bit about you?", "Erzähl mal was über dich"; "tell me a bit about the person I'd be working with".
  const aboutYou = namesAny(YOURSELF, tokens, langs) || (tokens.includes('about') && (tokens.includes('you') || namesAny(THE_PERSON, tokens, langs)));
  if (aboutYou && namesAny(TELL, tokens, langs)) return namesNothingElse(tokens, langs, TELLING);
  // "Who am I talking to?", "Wer steckt dahinter?": who is there, with nothing else named.
  // Not with "you": "Who are you writing for?", "Who are you talking to?" ask about someone else (the "you" reading below says no).
  if (namesAny(WHO, tokens, langs) && namesAny(BEHIND, tokens, langs) && !namesAny(YOU, tokens, langs)) return !namesAny(SOMEONE_ELSE, tokens, langs) && namesNothingElse(tokens, langs, THERE);
  // "Who owns the café?", "Wem gehört der Laden?": the place owned may be named, nothing else.
  if (namesAny(WHO, tokens, langs) && namesAny(OWNS, tokens, langs) && !namesAny(YOU, tokens, langs)) {
    const named = namedWords(tokens, langs, OWNED, FILLERS);
    // The place as a common noun after an article ("the café"), not a name ("who owns Möwe?" asks about the boat).
    if (namesAny(SOMEONE_ELSE, tokens, langs) || namesAny(WORK, tokens, langs) || namesAny(RIGHTS, tokens, langs)) return false;
    return named === 0 || (named <= PLACE_NAMED && namesAny(THE, tokens, langs) && namesAny(BUSINESS, tokens, langs));
  }
  // "What's your story?", "Was ist Ihr Werdegang?".
  if (namesAny(STORY, tokens, langs) && namesAny(YOUR, tokens, langs)) return namesNothingElse(tokens, langs, STORY_OF);
  const you = namesAny(YOU, tokens, langs) || (formal && langs.includes('de') && tokens.includes('sie'));
  if (!you) return false;
  const who = namesAny(WHO, tokens, langs) && namesAny(BE, tokens, langs);
  const what = namesAny(WHAT, tokens, langs) && namesAny(DO, tokens, langs);
  if (!who && !what) return false;
  // Nothing else named: "What do you do about ticks?" asks about ticks.
  return namesNothingElse(tokens, langs, ASKING);
}

/** Words of how a business began, besides the business itself: "gibt es", "did … open", "your own", "gegründet". */
const BEGAN = foldedSets({
  en: ['open', 'opened', 'start', 'started', 'found', 'founded', 'set', 'up', 'begin', 'began', 'since', 'long', 'been', 'around', 'own'],
  de: ['gibt', 'gab', 'gegründet', 'gründete', 'eröffnet', 'eröffnete', 'seit', 'wurde', 'existiert', 'besteht', 'schon', 'eigene', 'eigenen', 'eigenes'],
});

/** Whether a token is a business (BUSINESS), or in German a compound that ends in one ("Hofladen", "Hundeschule", "Fotostudio"). */
export function isBusiness(token: string, langs: readonly string[]): boolean {
  if (namesWord(BUSINESS, token, langs)) return true;
  if (!langs.includes('de')) return false;
  for (const word of BUSINESS.get('de') ?? []) if (word.length >= 4 && token.length >= word.length + 3 && token.endsWith(word)) return true;
  return false;
}

/**
 * "Seit wann gibt es den Laden?", "When did the salon open?", "When did you open your own
 * workshop?", "Wann wurde das Studio gegründet?": how the owner's business began, told where
 * their story is, on the page about them. A question of how a life or career began
 * (asksLifeStart) that names a business and at most one other word (the owner's name, "production"
 * of "production company").
 */
export function asksBusinessStart(tokens: readonly string[], langs: readonly string[]): boolean {
  // How a life began first: a few phrases, where the business words read every German business word's ending per token (both pure: the same answer).
  if (!asksLifeStart(tokens, langs)) return false;
  const owned = namesAny(YOUR, tokens, langs) || namesAny(OWN, tokens, langs);
  if (!tokens.some((t, i) => isBusiness(t, langs) && (owned || !namesWord(EVENT_TOO, t, langs)) && !PLACE_BEFORE.has(tokens[i - 1]))) return false;
  // "Seit wann ist das Sprachcafé donnerstags?" asks since when it is on that day; "How long has the shop been closed?" what it is now.
  if (namesAny(DAYS, tokens, langs) || namesAny(NOW, tokens, langs)) return false;
  return namedWords(tokens, langs, [BEGAN, YOUR, THE], FILLERS) <= 2;
}

/** Business words that are events too ("When did the workshop start?"): the business only when it is the owner's ("your workshop"). */
const EVENT_TOO = foldedSets({ en: ['workshop'], de: ['workshop'] });
/** The owner addressed as the one who began it ("When did you open …"). */
const OWN = foldedSets({ en: ['you', 'own'], de: ['sie', 'du', 'ihr', 'eigene', 'eigenen', 'eigenes'] });
/** A business after these is where a thing began, not what ("Seit wann gibt es den Adventsmarkt im Hofladen?"). */
const PLACE_BEFORE: ReadonlySet<string> = new Set(['im', 'in', 'beim', 'bei', 'at', 'vom']);
/** What a business is now, not how it began: "How long has the shop been closed?", "Seit wann ist der Laden renoviert?". */
const NOW = foldedSets({
  en: ['closed', 'shut', 'today', 'tonight', 'renovated', 'refurbished', 'moved'],
  de: ['geschlossen', 'heute', 'renoviert', 'umgebaut', 'umgezogen'],
});

/** The days of the week and their adverbs ("Thursdays", "donnerstags"). */
const DAYS = foldedSets({ en: weekdaysWithForms('en'), de: weekdaysWithForms('de') });

/** The owner's story in one word (not German "Bio", organic). */
const BIO = foldedSets({ en: ['bio'], de: ['lebenslauf'] });
/** The owner as "the person" the visitor would work with ("tell me about the person I'd be working with"). */
const THE_PERSON = foldedSets({ en: ['person', 'owner'], de: ['person', 'inhaberin', 'inhaber'] });
/** What such a question may say of working together. */
const WORKING_WITH = foldedSets({ en: ['working', 'work', 'with', 'be', 'would', 'd'], de: ['arbeite', 'arbeiten', 'zusammenarbeite', 'zusammenarbeiten', 'mit'] });

/** The words each reading reads itself. */
const TELLING = [YOURSELF, TELL, YOU, THE_PERSON, WORKING_WITH];
const ASKING = [WHO, WHAT, BE, DO, YOU];
/** The site itself may be named: "Who is behind the website?", "Wer steckt hinter der Seite?". */
const SITE = foldedSets({ en: ['site', 'website', 'page', 'blog'], de: ['seite', 'website', 'webseite', 'homepage', 'blog'] });
const THERE = [WHO, BEHIND, BE, SITE];
const STORY_OF = [STORY, YOUR, WHAT, BE, TELL, CAREER];
const OWNED = [WHO, OWNS, BE, SITE];

/**
 * Words that fill such a question and name nothing ("tell me a bit", "erzähl mir etwas",
 * "Könntest du …"); the stop words ("could", "können", "über") are skipped before these are read.
 */
const FILLERS: ReadonlySet<string> = new Set(['me', 'bit', 'little', 'mir', 'etwas', 'bisschen', 'mal', 'könntest']);

/** Whether every word is a stop word, a filler or a word of the given sets. */
function namesNothingElse(tokens: readonly string[], langs: readonly string[], sets: readonly ReadonlyMap<string, ReadonlySet<string>>[]): boolean {
  return namedWords(tokens, langs, sets, FILLERS) === 0;
}

/** English "you" as the owner of a life: the tokens with "you" after a past helper read as "she" ("Where did you train?"); the same array otherwise. */
export function youAsOwner(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  if (!langs.includes('en')) return tokens;
  let at = -1;
  for (let i = 1; i < tokens.length; i++) if (tokens[i] === 'you' && PAST_HELPERS.has(tokens[i - 1])) at = i;
  if (at < 0) return tokens;
  const out = tokens.slice();
  out[at] = 'she';
  return out;
}

/**
 * The words without which asksWhoYouAre cannot say yes (question-triggers.ts): telling about
 * oneself needs a word of YOURSELF or "you", who is there a word of BEHIND ("talking", "dahinter")
 * or OWNS ("owns", "gehört"),
 * the owner's story "your", the other readings the owner addressed (YOU, or "sie" written "Sie").
 */
export const WHO_YOU_ARE_TRIGGERS: readonly string[] = [...wordsOf(YOURSELF, YOU, BEHIND, OWNS, YOUR, BIO, THE_PERSON), 'sie'];
/** And besides the owner (or who is there, or "your"), a word of telling, who or what is asked, or the story. */
export const WHO_YOU_ARE_ASKING: readonly string[] = wordsOf(TELL, WHO, WHAT, STORY, BIO);
/** The word without which youAsOwner changes nothing. */
export const YOU_AS_OWNER_TRIGGERS: readonly string[] = ['you'];
