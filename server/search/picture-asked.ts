/**
 * "Bild mit der Norwegen-Fähre im Hintergrund", "picture of the hawk sitting on a digger", "das
 * Foto, auf dem die Klasse die letzte Folge anhört": a visitor who asks for a picture by what it
 * shows asks for the page that shows it (a project's photo table, the press kit). The owner's
 * terms of use for pictures (site.yaml's terms.policy: "Bildrechte", "Image rights") share only
 * the picture word with such a question, yet its short "Fotos" section came first on many sites
 * (thirty-sixth round: a policy page among the first five for 216 of 518 development photo
 * questions, graded the answer for one, which asked leave to use a portrait). Under a question
 * that names a picture and then what is on it, the policy pages count PICTURE_POLICY. Not when
 * it asks leave to use or the price, a licence or a credit, who took it ("Who took the production
 * photos?"), or names where it would be printed or posted ("a portrait photo of Carla for a
 * newspaper article", "Werden Fotos von den Kursteilnehmern auf die Website gestellt?"): the
 * policy page answers those. A modal or a who-word asks so only before the picture word; after it
 * it tells what is shown ("picture of the boy who caught the pike"). Under such a question, too, the sections that show pictures (a photograph's own
 * section, a table of pictures with a caption column) count PICTURE_SECTION.
 */
import { foldedSets, namesAny, namesWord, wordsOf } from './word-sets.ts';
import { LEAVE, PICTURES, USE } from './rights-pages.ts';
import { PRICE_WORD_SETS } from './price-intent.ts';
import { PERSON_SETS } from './question-words.ts';
import type { Section } from '../site/site-types.ts';

/**
 * A section that shows pictures under a question that asks for one by what it shows: ×this. The
 * caption says what is on the picture in the owner's words, seldom the visitor's ("perched on the
 * boom of a wheel loader" for "sitting on a digger"), and a journal post or the page on the service
 * that shares one word of it in a longer text came first.
 */
export const PICTURE_SECTION = 1.5;
/** Characters of a section read for a caption table's header. */
const HEADER_CHARS = 2_000;
/**
 * A caption table's header row: a column for the caption or for what is on the picture, in either
 * language (data: caption, subject, motif; Bildunterschrift, Motiv). Not a column named by the
 * picture word ("| photo | photographer |"): tried, 7 gain, 13 lose (thirty-sixth round's review).
 */
const CAPTION_TABLE = /^\|(?:[^|\n]*\|)*\s*(?:caption|captions|bildunterschrift|bildunterschriften|motiv|motif|subject)\s*\|.*\n\|\s*:?-{3,}/im;
const showsMemo = new WeakMap<Section, boolean>();
/** Sections read for showsPictures, for tests: each once for the life of the loaded site. */
export const pictureReads = { count: 0 };
/** Whether a section shows pictures: a photograph's own section, or a table of pictures with their captions (memoised per section). */
export function showsPictures(section: Section): boolean {
  let shows = showsMemo.get(section);
  if (shows === undefined) {
    pictureReads.count++;
    shows = section.kind === 'photo' || CAPTION_TABLE.test(section.markdown.slice(0, HEADER_CHARS));
    showsMemo.set(section, shows);
  }
  return shows;
}

/** A policy page (terms of use) under a question that asks for a picture by what it shows: ×this. */
export const PICTURE_POLICY = 0.5;

/** Words right after the picture word that begin what it shows ("of the hawk", "mit der Fähre", "where the couple …", "auf dem …"). */
const SHOWING = foldedSets({
  en: ['of', 'with', 'showing', 'where', 'in', 'on', 'from', 'at', 'that', 'which', 'taken'],
  de: ['mit', 'von', 'vom', 'der', 'des', 'auf', 'wo', 'wie', 'aus', 'am', 'im', 'beim', 'an', 'in', 'vor', 'unter'],
});
/**
 * Words anywhere in the question of what the policy page answers besides using and paying: leave
 * said outright (not a modal: "photo where you can see …", "in May"), a licence, a credit, rights,
 * AI, and where it would be printed or posted (a journalist's or a visitor's use; data, general
 * vocabulary).
 */
const POLICY_WORDS = foldedSets({
  en: [
    'allowed',
    'permission',
    'permitted',
    'license',
    'licence',
    'licenses',
    'licences',
    'licensing',
    'licencing',
    'credit',
    'credits',
    'credited',
    'copyright',
    'rights',
    'ai',
    'press',
    'newspaper',
    'article',
    'magazine',
    'website',
    'instagram',
    'online',
    'blog',
    'brochure',
    'flyer',
  ],
  de: [
    'darf',
    'darfst',
    'dürfen',
    'dürft',
    'erlaubt',
    'erlaubnis',
    'lizenz',
    'lizenzen',
    'lizenzieren',
    'nennen',
    'urheber',
    'urheberrecht',
    'copyright',
    'rechte',
    'bildrechte',
    'ki',
    'presse',
    'zeitung',
    'artikel',
    'zeitschrift',
    'magazin',
    'website',
    'webseite',
    'internet',
    'instagram',
    'online',
    'blog',
    'broschüre',
    'flyer',
    'quellenangabe',
  ],
});
/** Anywhere in the question: using it (rights-pages.ts), its price, what the policy says besides. */
const POLICY_ANYWHERE = [USE, PRICE_WORD_SETS, POLICY_WORDS];
/**
 * Before the picture word only: asking leave ("Can I …", "Darf ich …") or for a person ("Who took
 * …", "Wer hat …"). After it they begin what is shown ("photo where you can see the hawk", "picture
 * of the boy who caught the pike").
 */
const POLICY_OPENING = [LEAVE, PERSON_SETS];

/** The words without which asksForPicture cannot say yes (question-triggers.ts): a picture word. */
export const PICTURE_TRIGGERS: readonly string[] = wordsOf(PICTURES);

/** Tokens before the picture word at most: it opens the request ("the aerial photo of …", "Gibt es ein Foto vom …?"), not a story that mentions pictures. */
const OPENING = 3;

/** Where the question's picture word stands when it asks for a picture by what it shows: among its first tokens, a word that begins what is on it next; else -1. */
function pictureAt(tokens: readonly string[], langs: readonly string[]): number {
  for (let i = 0; i <= OPENING && i + 1 < tokens.length; i++) if (namesWord(PICTURES, tokens[i], langs) && namesWord(SHOWING, tokens[i + 1], langs)) return i;
  return -1;
}

/** Whether the question asks for a picture by what it shows: a picture word near its start followed by a word that begins what is on it, and nothing the policy page answers. */
export function asksForPicture(tokens: readonly string[], langs: readonly string[]): boolean {
  const at = pictureAt(tokens, langs);
  if (at < 0) return false;
  for (const sets of POLICY_ANYWHERE) if (namesAny(sets, tokens, langs)) return false;
  const opening = tokens.slice(0, at);
  for (const sets of POLICY_OPENING) if (namesAny(sets, opening, langs)) return false;
  return true;
}
