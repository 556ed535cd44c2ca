/**
 * "Where does your spruce come from?", "Woher kommt Ihr Loden?", "Who supplies your malt?": where
 * the owner's material or product comes from is told by the sentence that names it next to an
 * origin word and the place or supplier ("The tops are spruce from the Val di Fiemme", "Wir
 * beziehen ihn von der Lodenweberei Aurach", "Eiche aus Angeln"). A partners table names the same
 * material in a cell with no such word, and every page on the material names it too; the section
 * whose own sentence says "from" beside it is the answer. The words before an origin word are
 * found in each section's text (its first ORIGIN_SCAN characters) when the index is built, kept as
 * sorted term ids (stored with the index, index-snapshot.ts), and an origin question looks up its
 * own terms there for at most ORIGIN_HITS hits: no section's text is read per request.
 * The words are general vocabulary per language (data), folded as the index's tokens are.
 */
import { analyzerFor, tokenize } from './analyzer.ts';
import { foldedSets, namesAny } from './word-sets.ts';
import type { LanguageIndex } from './search-index.ts';
import { checkTermLists, indexOf, termId } from './term-lists.ts';

/** Tokens on each side of an origin word read as its neighbours ("spruce from", "Eiche aus Angeln", "beziehen ihn von"). */
export const ORIGIN_WINDOW = 3;
/** Characters of a section's text read for origin sentences: the origin of a material is stated early, and a long section costs no more than this. */
export const ORIGIN_SCAN = 3000;
/** Sections read per question (the rest keep their score): a bound on the work of one question. */
export const ORIGIN_HITS = 48;

/** A question word of origin ("woher"), or of a supplier ("supplier", "liefert", "beziehen"). */
const ASKS_ORIGIN = foldedSets({
  en: ['supplier', 'suppliers'],
  de: ['woher', 'beziehen', 'bezieht', 'beziehst', 'bezogen', 'lieferant', 'lieferanten', 'zulieferer', 'großhändler', 'herkunft'],
});
/** "Where does it come from?", "Wo kommt es her?": a question word of place, a verb of coming and the word that turns it to an origin, all of one language. */
const WHERE = foldedSets({ en: ['where'], de: ['wo'] });
const COME = foldedSets({ en: ['come', 'comes', 'came'], de: ['kommt', 'kommen', 'stammt', 'stammen'] });
const FROM = foldedSets({ en: ['from'], de: ['her'] });
/** Words after the thing that state where it comes from ("spruce from", "Eiche kommt aus", "Blumen von der Gärtnerei"); what stands after them is its origin, or what it is made of ("Boote aus Holz"). */
const ORIGIN_WORDS = foldedSets({
  en: ['from', 'sourced', 'supplied'],
  de: ['aus', 'von', 'vom', 'stammt', 'stammen', 'geliefert', 'bezogen'],
});
/** Verbs of getting a thing, whose object stands on either side ("Wir beziehen ihn von …", "Mehl kaufen wir bei …", "we buy our flour from …"). */
const GETTING_WORDS = foldedSets({
  en: ['buy', 'bought', 'source', 'sources'],
  de: ['beziehen', 'bezieht', 'kaufen', 'gekauft'],
});
/** Subject pronouns: one between a word and the origin word after it starts the clause of another verb ("boundary we calculate from the records"), so the word is no thing whose origin is told. */
const SUBJECTS = foldedSets({
  en: ['i', 'we', 'you', 'they', 'he', 'she'],
  de: ['ich', 'wir', 'du', 'er'],
});
const NONE: ReadonlySet<string> = new Set();
/** Counts for tests: section texts read for origin neighbours (at index build only). */
export const originStats = { sections: 0 };

/** Whether a question (folded tokens) asks where a thing comes from or who supplies it, in any of the given languages. */
export function asksOrigin(tokens: readonly string[], langs: readonly string[]): boolean {
  if (namesAny(ASKS_ORIGIN, tokens, langs)) return true;
  for (const lang of langs) {
    const one = [lang];
    if (namesAny(WHERE, tokens, one) && namesAny(COME, tokens, one) && namesAny(FROM, tokens, one)) return true;
  }
  return false;
}

/**
 * The index terms (stems) that stand before an origin word in one of the text's clauses (a
 * section's, in `lang`), or on either side of a verb of getting: what tellsOrigin matched a
 * question's words against per request before, found once per section when the index is built.
 * Origin and asking words and stop words are not counted. Table rows and list items are sentences
 * of their own: a cell is no sentence. At most ORIGIN_SCAN characters are read.
 */
export function originNeighbours(text: string, lang: string): string[] {
  const origin = ORIGIN_WORDS.get(lang) ?? NONE;
  const getting = GETTING_WORDS.get(lang) ?? NONE;
  const subjects = SUBJECTS.get(lang) ?? NONE;
  // The question's own words of asking ("come", "kommt", "supplier") are no thing it asks about.
  const asking = [ASKS_ORIGIN.get(lang) ?? NONE, COME.get(lang) ?? NONE, WHERE.get(lang) ?? NONE];
  if (origin.size === 0) return [];
  originStats.sections++;
  const analyzer = analyzerFor(lang);
  const found = new Set<string>();
  for (const sentence of text.slice(0, ORIGIN_SCAN).split(/[.!?;:,|()—–\n]+/)) {
    const tokens = tokenize(sentence);
    for (let i = 0; i < tokens.length; i++) {
      const gets = getting.has(tokens[i]);
      // The last word of a clause is a verb's particle ("sucht … Bücher aus,"), no origin.
      if ((!gets && !origin.has(tokens[i])) || i === tokens.length - 1) continue;
      // "from €240", "von 8 bis 20": a price or a range, no origin.
      if (isDigit(tokens[i + 1].charCodeAt(0))) continue;
      // The thing before its origin ("spruce from", "Eiche kommt aus"): after it stands what it is made of ("Boote aus Holz", "bags from old sails").
      const to = gets ? Math.min(tokens.length, i + ORIGIN_WINDOW + 1) : i;
      // A subject pronoun with its own verb before the origin word ends the thing's clause ("boundary we calculate from"); right before it, the pronoun follows its verb ("Den Ton holen wir aus") and the thing stands. A verb of getting has its object on either side.
      let from = Math.max(0, i - ORIGIN_WINDOW);
      if (!gets) for (let j = i - 2; j >= from; j--) if (subjects.has(tokens[j])) from = j + 1;
      for (let j = from; j < to; j++) {
        const token = tokens[j];
        if (j === i || origin.has(token) || getting.has(token) || analyzer.stopwords.has(token) || asking.some((words) => words.has(token))) continue;
        found.add(analyzer.stem(token));
      }
    }
  }
  return [...found];
}

export interface OriginNeighbours {
  /** The origin neighbours of section d are `originTerms[originOffsets[d]]` to `originTerms[originOffsets[d + 1] - 1]`, ascending term ids. */
  originOffsets: Int32Array;
  originTerms: Int32Array;
}

/** Collects each section's origin neighbours while the index is built (`add` per section in doc order, `done` once the terms are final). */
export class OriginNeighboursBuilder {
  private readonly near: string[][] = [];
  /** Per token number: 1 an origin or getting word, 2 not, 0 not yet read. */
  private kinds = new Uint8Array(1024);
  private readonly words: ReadonlySet<string>;

  constructor(
    private readonly lang: string,
    private readonly nameOf: (token: number) => string,
  ) {
    this.words = new Set([...(ORIGIN_WORDS.get(lang) ?? NONE), ...(GETTING_WORDS.get(lang) ?? NONE)]);
  }

  /** Section `doc`'s plain text and its body tokens (token numbers, as the index read them): a text with no origin or getting word is not read again. */
  add(text: string, tokens: Int32Array): void {
    this.near.push(this.mentions(tokens) ? originNeighbours(text, this.lang) : []);
  }

  private mentions(tokens: Int32Array): boolean {
    for (const token of tokens) {
      if (token >= this.kinds.length) {
        const kinds = new Uint8Array(Math.max(token + 1, this.kinds.length * 2));
        kinds.set(this.kinds);
        this.kinds = kinds;
      }
      if (this.kinds[token] === 0) this.kinds[token] = this.words.has(this.nameOf(token)) ? 1 : 2;
      if (this.kinds[token] === 1) return true;
    }
    return false;
  }

  /** The neighbours as ids in the final sorted `terms`; a stem the index does not hold is one no question can match. */
  done(terms: readonly string[]): OriginNeighbours {
    const originOffsets = new Int32Array(this.near.length + 1);
    const out: number[] = [];
    this.near.forEach((stems, d) => {
      const ids = stems.map((stem) => termId(terms, stem)).filter((id) => id >= 0);
      for (const id of ids.sort((a, b) => a - b)) out.push(id);
      originOffsets[d + 1] = out.length;
    });
    this.near.length = 0;
    return { originOffsets, originTerms: Int32Array.from(out) };
  }
}

/** Undefined when the arrays fit `docCount` sections and `termCount` terms, else what is wrong (a damaged snapshot). */
export function checkOriginNeighbours(n: OriginNeighbours, docCount: number, termCount: number): string | undefined {
  return checkTermLists(n.originOffsets, n.originTerms, docCount, termCount, 'origin neighbour');
}

/** Counts for tests: term look-ups made by nextToOrigin. */
export const originLookups = { terms: 0 };

/** Whether section `doc` of the language index has one of `terms` (the question's index terms) before an origin word: at most two binary searches per term. */
export function nextToOrigin(li: Pick<LanguageIndex, 'terms' | 'facts'>, doc: number, terms: ReadonlySet<string>): boolean {
  const { originOffsets, originTerms } = li.facts;
  const from = originOffsets[doc];
  const to = originOffsets[doc + 1];
  if (from === to) return false;
  for (const term of terms) {
    originLookups.terms++;
    const id = termId(li.terms, term);
    if (id >= 0 && indexOf(originTerms, id, from, to) >= 0) return true;
  }
  return false;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
