/**
 * Questions about how far the owner travels to work: "Do you come out to Hiltrup?", "How far from
 * Lüneburg will you take on a project?", "Kommen Sie für die Brautfrisur auch nach Telgte raus?",
 * "Wie weit fahrt ihr für Standuhren raus?". The place asked is the visitor's own, which the site
 * seldom names; what answers is the section that states the distance the owner covers ("within
 * about 60 kilometres of Lüneburg", "bis 15 km komme ich ohne Aufpreis"): a number next to a unit
 * of distance, found when the index is built (number-neighbours.ts). General vocabulary per
 * language, kept as data.
 */
import type { LanguageIndex } from './search-index.ts';
import { type UnitWords, unitNextToNumber } from './number-neighbours.ts';
import { foldedSets, namesAny, namesWord } from './word-sets.ts';

/** "how far", "wie weit": the words that open the distance asked. */
const HOW = foldedSets({ en: ['how'], de: ['wie'] });
const FAR = foldedSets({ en: ['far'], de: ['weit'] });
/** After "how far" / "wie weit", a time ahead, not a distance ("how far ahead should we book?", "wie weit im Voraus?"). */
const AHEAD = foldedSets({ en: ['ahead', 'advance', 'before', 'beforehand', 'back'], de: ['voraus', 'vorher', 'vorab', 'zurück'] });
/** Verbs of the owner's coming out to the visitor. */
const TRAVEL = foldedSets({
  en: ['come', 'travel', 'drive', 'deliver'],
  de: ['kommen', 'kommt', 'kommst', 'fahren', 'fahrt', 'fährst', 'reisen', 'reist', 'liefern', 'liefert', 'lieferst'],
});
/** The owner addressed as the one who comes (right before or after the verb: "do you come", "kommen Sie"); "he", "they" may be anyone ("before they go to …", "When did he come back?"). */
const OWNER = foldedSets({ en: ['you'], de: ['sie', 'ihr', 'du'] });
/** "come back", "zurückkommen": a return, not the way out to the visitor. */
const BACK = foldedSets({ en: ['back', 'home'], de: ['zurück', 'heim'] });
/** Where to: the visitor's place named before or after the verb. */
const TOWARDS = foldedSets({ en: ['to', 'out'], de: ['nach', 'bis', 'raus', 'hinaus', 'heraus'] });
/** Units of distance, as the words a section writes next to a number ("60 kilometres", "15 km"). */
const UNITS: UnitWords = { en: ['km', 'kilometres', 'kilometers', 'miles'], de: ['km', 'kilometer', 'kilometern', 'meilen'] };
/** The units read in a language the table lacks: every language's (distance units are few and rarely mean anything else). */
const ANY_UNIT = Object.values(UNITS).flat();

/** "How many offices do you deliver to?", "Wie viele Orte …": a count asked, not a distance ("how much" asks a price, which the distance tells: "How much do you charge if you come out to Telgte?"). */
const COUNT = foldedSets({ en: ['many'], de: ['viele'] });
/** Tokens read after "how far" for a time ahead. */
const AHEAD_WINDOW = 3;
/** Tokens read before a verb that ends the question for the owner ("wenn Sie zu uns nach Achim kommen?", "Können Sie auch nach Telgte kommen?"). */
const OWNER_WINDOW = 5;

/**
 * Whether the question asks how far the owner comes out: "how far" / "wie weit" (not of a time
 * ahead), or a verb of coming with the owner as its subject and a place it goes to ("Do you come
 * out to …", "Would you deliver to …", "Kommen Sie auch nach …", "Fahrt ihr bis …"). German puts
 * the verb last after a modal or in a clause ("Können Sie auch nach Telgte kommen?", "wenn Sie zu
 * uns nach Achim kommen?", "Bis in welche Orte fahrt ihr?"): the place may stand before the verb,
 * and the owner a few words before a verb that ends the question.
 */
export function asksTravelArea(tokens: readonly string[], langs: readonly string[]): boolean {
  for (let i = 0; i + 1 < tokens.length; i++) if (namesWord(HOW, tokens[i], langs) && namesWord(COUNT, tokens[i + 1], langs)) return false;
  for (let i = 0; i < tokens.length; i++) {
    if (i + 1 < tokens.length && namesWord(HOW, tokens[i], langs) && namesWord(FAR, tokens[i + 1], langs) && !aheadFrom(tokens, i + 2, langs)) return true;
    if (namesWord(TRAVEL, tokens[i], langs) && ownerOf(tokens, i, langs) && !backAfter(tokens, i + 1, langs) && namesAny(TOWARDS, tokens, langs)) return true;
  }
  return false;
}

function aheadFrom(tokens: readonly string[], from: number, langs: readonly string[]): boolean {
  for (let j = from; j < tokens.length && j < from + AHEAD_WINDOW; j++) if (namesWord(AHEAD, tokens[j], langs)) return true;
  return false;
}

/** Whether the owner is the verb's subject: right before or after it, or a few words before a verb that ends the question. */
function ownerOf(tokens: readonly string[], i: number, langs: readonly string[]): boolean {
  if ((i > 0 && namesWord(OWNER, tokens[i - 1], langs)) || (i + 1 < tokens.length && namesWord(OWNER, tokens[i + 1], langs))) return true;
  if (i + 1 < tokens.length) return false;
  for (let j = i - 2; j >= 0 && j >= i - OWNER_WINDOW; j--) if (namesWord(OWNER, tokens[j], langs)) return true;
  return false;
}

/** Whether "back" stands within the two tokens after the verb ("do you come back to …", "kommen Sie zurück"). */
function backAfter(tokens: readonly string[], from: number, langs: readonly string[]): boolean {
  for (let j = from; j < tokens.length && j < from + 2; j++) if (namesWord(BACK, tokens[j], langs)) return true;
  return false;
}

/** Whether section `doc` of the language index states a distance: a unit of distance next to a number (a few binary searches). */
export function statesDistance(li: LanguageIndex, doc: number): boolean {
  return unitNextToNumber(li, doc, UNITS, ANY_UNIT);
}
