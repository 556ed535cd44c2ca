/**
 * "Can I print one of her pictures in our magazine?", "Darf ich ein Foto für meinen Blog
 * verwenden?": a visitor who asks leave to use the owner's work asks for the owner's terms of use,
 * the page site.yaml names as the policy (`terms.policy`), whatever words it uses; a page that
 * shares the visitor's words (publications, a story printed in a magazine) tells what was done, not
 * what the visitor may do. Under such a question the policy page is listed at least at
 * RIGHTS_PAGE_FLOOR of the best hit, in the preferred language (else every one). A question that
 * asks whether a thing exists ("Is there a portrait photo I can use?", "Gibt es Pressefotos?")
 * asks for the thing, a press kit: not read.
 */
import { atLeast, floorLanguages } from './floor-pages.ts';
import { foldedSets, namesAny, wordsOf } from './word-sets.ts';
import type { SearchDoc, SearchIndex } from './search-index.ts';
import type { SearchHit } from './search-query.ts';

/** Share of the best hit's score the owner's policy page gets at least under a question asking leave to use their work. */
export const RIGHTS_PAGE_FLOOR = 1.05;

/** Verbs of using a work (data, general vocabulary; picture-asked.ts reads them too). */
export const USE = foldedSets({
  en: ['use', 'using', 'print', 'reprint', 'publish', 'reproduce', 'reuse', 'repost', 'post', 'share', 'download', 'copy', 'embed'],
  de: ['verwenden', 'nutzen', 'benutzen', 'abdrucken', 'drucken', 'veröffentlichen', 'teilen', 'posten', 'reposten', 'herunterladen', 'kopieren', 'übernehmen', 'einbinden'],
});
/** Words for a picture, singular and plural (data, general vocabulary). */
const PICTURE_WORDS = {
  en: ['photo', 'photos', 'photograph', 'photographs', 'picture', 'pictures', 'image', 'images', 'pic', 'pics', 'snapshot', 'snapshots', 'portrait', 'portraits'],
  de: ['foto', 'fotos', 'fotografie', 'fotografien', 'bild', 'bilder', 'aufnahme', 'aufnahmen', 'porträt', 'porträts', 'schnappschuss', 'schnappschüsse'],
};
/** A picture word, folded per language (picture-asked.ts): also "shot", which is the verb too ("the stuff you shot of us") and so no work to use. */
export const PICTURES = foldedSets({ en: [...PICTURE_WORDS.en, 'shot', 'shots'], de: PICTURE_WORDS.de });
/** What of the owner's may be used: pictures, texts, recordings (data; owner-addressed.ts reads it too). */
export const WORK = foldedSets({
  en: [...PICTURE_WORDS.en, 'illustration', 'illustrations', 'drawing', 'drawings', 'text', 'texts', 'video', 'videos', 'recording', 'recordings'],
  de: [...PICTURE_WORDS.de, 'illustration', 'illustrationen', 'zeichnung', 'zeichnungen', 'text', 'texte', 'video', 'videos', 'grafik', 'grafiken'],
});
/** Asking leave (picture-asked.ts reads it too). */
export const LEAVE = foldedSets({
  en: ['can', 'could', 'may', 'allowed', 'permission', 'ok', 'okay'],
  de: ['darf', 'dürfen', 'darfst', 'dürft', 'kann', 'können', 'erlaubt', 'erlaubnis', 'okay'],
});
/** How a question that asks whether a thing exists begins ("is there …", "gibt es …", "do you have …"). */
const EXISTS: readonly (readonly string[])[] = [
  ['is', 'there'],
  ['are', 'there'],
  ['do', 'you', 'have'],
  ['gibt', 'es'],
  ['haben', 'sie'],
  ['habt', 'ihr'],
  ['hast', 'du'],
];

/** The words without which asksLeaveToUse cannot say yes (question-triggers.ts): a verb of use. */
export const RIGHTS_TRIGGERS: readonly string[] = wordsOf(USE);

/** Whether the question asks leave to use the owner's work: a verb of use, a work and asking leave, not whether a thing exists. */
export function asksLeaveToUse(tokens: readonly string[], langs: readonly string[]): boolean {
  if (!namesAny(USE, tokens, langs) || !namesAny(WORK, tokens, langs) || !namesAny(LEAVE, tokens, langs)) return false;
  return !EXISTS.some((opening) => opening.every((t, i) => tokens[i] === t));
}

/** The introductions of the policy pages, in `langs`, that the index holds: a look-up by address each. */
function policyDocs(index: SearchIndex, langs: readonly string[], paths: readonly string[]): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const lang of langs) {
    const li = index.byLang.get(lang);
    for (const path of paths) {
      const doc = li?.introByPath.get(path);
      if (doc) docs.push(doc);
    }
  }
  return docs;
}

/** Lifts the owner's policy pages (`paths`, site.yaml's terms.policy), in the preferred language (else every one), to at least RIGHTS_PAGE_FLOOR of the best hit. */
export function withRightsPages(index: SearchIndex, hits: SearchHit[], lang: string | undefined, paths: readonly string[]): SearchHit[] {
  return atLeast(hits, policyDocs(index, floorLanguages(index, lang), paths), RIGHTS_PAGE_FLOOR);
}
