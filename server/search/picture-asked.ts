/**
 * "Bild mit der Norwegen-Fähre im Hintergrund", "picture of the hawk sitting on a digger", "das
 * Foto, auf dem die Klasse die letzte Folge anhört": a visitor who asks for a picture by what it
 * shows asks for the page that shows it (a project's photo table, the press kit). The owner's
 * terms of use for pictures (site.yaml's terms.policy: "Bildrechte", "Image rights") share only
 * the picture word with such a question, yet its short "Fotos" section came first on many sites
 * (thirty-sixth round: a policy page among the first five for 216 of 518 development photo
 * questions, graded the answer for one, which asked leave to use a portrait). Under a question
 * that names a picture and then what is on it, the policy pages count PICTURE_POLICY. Not when
 * it asks leave to use, a licence or a credit, who took it ("Who took the production photos?"),
 * or names where it would be printed or posted ("a portrait photo of Carla for a newspaper
 * article", "Werden Fotos von den Kursteilnehmern auf die Website gestellt?"): the policy page
 * answers those. Under such a question, too, the sections that show pictures (a photograph's own
 * section, a table of pictures with a caption column) count PICTURE_SECTION.
 */
import { foldedSets, namesAny, namesWord, wordsOf } from './word-sets.ts';
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
/** A caption table's header row: a column for the caption (data: caption, Bildunterschrift, Motiv). */
const CAPTION_TABLE = /^\|(?:[^|\n]*\|)*\s*(?:caption|captions|bildunterschrift|bildunterschriften|motiv)\s*\|.*\n\|\s*:?-{3,}/im;
const showsMemo = new WeakMap<Section, boolean>();
/** Whether a section shows pictures: a photograph's own section, or a table of pictures with their captions (memoised per section). */
export function showsPictures(section: Section): boolean {
  let shows = showsMemo.get(section);
  if (shows === undefined) {
    shows = section.kind === 'photo' || CAPTION_TABLE.test(section.markdown.slice(0, HEADER_CHARS));
    showsMemo.set(section, shows);
  }
  return shows;
}

/** A policy page (terms of use) under a question that asks for a picture by what it shows: ×this. */
export const PICTURE_POLICY = 0.5;

/** Words for a picture (data, general vocabulary). */
const PICTURE = foldedSets({
  en: ['photo', 'photos', 'photograph', 'picture', 'pictures', 'image', 'shot', 'snapshot', 'portrait', 'pic'],
  de: ['foto', 'fotos', 'bild', 'bilder', 'aufnahme', 'aufnahmen', 'porträt', 'schnappschuss'],
});
/** Words right after the picture word that begin what it shows ("of the hawk", "mit der Fähre", "where the couple …", "auf dem …"). */
const SHOWING = foldedSets({
  en: ['of', 'with', 'showing', 'where', 'in', 'on', 'from', 'at', 'that', 'which', 'taken'],
  de: ['mit', 'von', 'vom', 'der', 'des', 'auf', 'wo', 'wie', 'aus', 'am', 'im', 'beim', 'an', 'in', 'vor', 'unter'],
});
/** Words of what the policy page answers: leave, use, a licence, a credit, rights, who took it (data, general vocabulary). */
const POLICY_ASKED = foldedSets({
  en: [
    'who',
    'whose',
    'can',
    'may',
    'allowed',
    'permission',
    'use',
    'using',
    'print',
    'publish',
    'post',
    'share',
    'download',
    'license',
    'licence',
    'licensing',
    'licencing',
    'credit',
    'copyright',
    'rights',
    'ai',
    'train',
    'cost',
    'fee',
    // Where it would be printed or posted: a journalist's or a visitor's use.
    'press',
    'newspaper',
    'article',
    'magazine',
    'website',
    'instagram',
    'online',
  ],
  de: [
    'wer',
    'wem',
    'wessen',
    'darf',
    'dürfen',
    'erlaubt',
    'erlaubnis',
    'verwenden',
    'nutzen',
    'benutzen',
    'abdrucken',
    'drucken',
    'veröffentlichen',
    'posten',
    'teilen',
    'herunterladen',
    'lizenz',
    'lizenzieren',
    'nennen',
    'urheber',
    'rechte',
    'bildrechte',
    'ki',
    'kosten',
    'kostet',
    'honorar',
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
  ],
});

/** The words without which asksForPicture cannot say yes (question-triggers.ts): a picture word. */
export const PICTURE_TRIGGERS: readonly string[] = wordsOf(PICTURE);

/** Tokens before the picture word at most: it opens the request ("the aerial photo of …", "Gibt es ein Foto vom …?"), not a story that mentions pictures. */
const OPENING = 3;

/** Whether the question asks for a picture by what it shows: a picture word near its start followed by a word that begins what is on it, and nothing the policy page answers. */
export function asksForPicture(tokens: readonly string[], langs: readonly string[]): boolean {
  let shown = false;
  for (let i = 0; i <= OPENING && i + 1 < tokens.length && !shown; i++) shown = namesWord(PICTURE, tokens[i], langs) && namesWord(SHOWING, tokens[i + 1], langs);
  return shown && !namesAny(POLICY_ASKED, tokens, langs);
}
