/**
 * Reads the intent phrases of intent-concepts.ts in a question: each phrase's words in order,
 * each within MAX_GAP words of the one before ("do we still have to pay?": still … pay; "kann ich
 * einfach mal vorbeikommen"), so a phrase of common words is not met by words scattered over a
 * long question. What it finds asks for the intent's concept as a concept phrase does.
 */
import { foldToken } from './analyzer.ts';
import { withSharedConcept } from './concepts.ts';
import { INTENTS, type Intent } from './intent-concepts.ts';

/** Words that may stand between two words of an intent phrase ("still have to pay": two; "muss ich dafür was können": three). */
export const MAX_GAP = 3;

/**
 * A position of an intent phrase: its folded forms; `next` when it must stand right after the
 * word before ("=changed": "get changed", not "get my ring changed"); `not` when it is no word
 * but a check that the token right after the word before is none of the forms, or that there is
 * none ("!dem|der": "kommen Sie nach Kirchzarten", not "nach dem Urlaub").
 */
interface Position {
  forms: readonly string[];
  next?: boolean;
  not?: boolean;
  /** No word but a check that none of the BEFORE tokens right before the phrase's first word is one of the forms ("^did": not "Where did you learn to …"). */
  notBefore?: boolean;
}

/** Tokens before a phrase's first word that a `^` position reads ("did you learn": two; "did you first learn", "did you ever learn": three). */
export const BEFORE = 3;

/** An intent phrase, its first position a word. */
type Phrase = readonly Position[];

interface IntentTable {
  /** Per language: the first word's forms -> the phrases (with their intent) that begin with it. */
  byFirst: Map<string, Map<string, { phrase: Phrase; intent: number }[]>>;
}

function buildTable(): IntentTable {
  const byFirst = new Map<string, Map<string, { phrase: Phrase; intent: number }[]>>();
  INTENTS.forEach((intent, i) => {
    for (const [lang, phrases] of Object.entries(intent.phrases)) {
      let first = byFirst.get(lang);
      if (!first) byFirst.set(lang, (first = new Map()));
      for (const words of phrases) {
        const phrase = words.map(positionOf);
        for (const form of phrase[0].forms) {
          const list = first.get(form) ?? [];
          list.push({ phrase, intent: i });
          first.set(form, list);
        }
      }
    }
  });
  return { byFirst };
}

/** A phrase position as written in intent-concepts.ts: "a|b", "=a|b" (right after the word before), "!a|b" (the next token is none of them), "^a|b" (none of them just before the phrase). */
function positionOf(word: string): Position {
  const mark = word[0] === '=' || word[0] === '!' || word[0] === '^' ? word[0] : '';
  const forms = word.slice(mark.length).split('|').map(foldToken);
  return mark === '=' ? { forms, next: true } : mark === '!' ? { forms, not: true } : mark === '^' ? { forms, notBefore: true } : { forms };
}

/** Whether the rest of `phrase` (from position 1) follows position `at` in order, each word within MAX_GAP words of the one before (right after it for a `next` position). */
function followsAt(tokens: readonly string[], phrase: Phrase, at: number): boolean {
  let last = at;
  for (let p = 1; p < phrase.length; p++) {
    const { forms, next: adjacent, not, notBefore } = phrase[p];
    if (notBefore) {
      for (let k = Math.max(0, at - BEFORE); k < at; k++) if (forms.includes(tokens[k])) return false;
      continue;
    }
    if (not) {
      if (last + 1 < tokens.length && forms.includes(tokens[last + 1])) return false;
      continue;
    }
    let next = -1;
    for (let k = last + 1; k <= Math.min(tokens.length - 1, adjacent ? last + 1 : last + 1 + MAX_GAP); k++) {
      if (forms.includes(tokens[k])) {
        next = k;
        break;
      }
    }
    if (next < 0) return false;
    last = next;
  }
  return true;
}

const NONE: readonly number[] = [];

/** The phrase table, built on first use (by identity of the list, as concepts.ts keeps a rule's shared concept). */
const tables = new WeakMap<readonly Intent[], IntentTable>();

/** The concepts a question's intents ask for (withIntentConcepts of askedIntents), or none: no array made for a question without an intent (most). */
export function intentConcepts(tokens: readonly string[], langs: readonly string[]): readonly number[] {
  const intents = askedIntents(tokens, langs);
  return intents.length ? withIntentConcepts([], intents) : NONE;
}

/** The intents (indexes into INTENTS) that a question's tokens (stop words included, in order) say by a phrase of one of `langs`. */
export function askedIntents(tokens: readonly string[], langs: readonly string[]): readonly number[] {
  const table = phraseTable();
  let out: number[] | undefined;
  for (const lang of langs) {
    const first = table.byFirst.get(lang);
    if (!first) continue;
    for (let i = 0; i < tokens.length; i++) {
      const starting = first.get(tokens[i]);
      if (!starting) continue;
      for (const { phrase, intent } of starting) if (!out?.includes(intent) && followsAt(tokens, phrase, i)) (out ??= []).push(intent);
    }
  }
  return out ?? NONE;
}

/** `asked` (the concepts the question's phrases ask for) with the concepts of its intents added, each once; without intents `asked` itself. */
export function withIntentConcepts(asked: number[], intents: readonly number[]): number[] {
  for (const i of intents) {
    withSharedConcept(asked, INTENTS[i].concept);
    const also = INTENTS[i].also;
    if (also) withSharedConcept(asked, also);
  }
  return asked;
}

/** The first words of every intent phrase, in all languages: without one, askedIntents finds none (question-triggers.ts). */
export function intentTriggers(): string[] {
  return [...phraseTable().byFirst.values()].flatMap((first) => [...first.keys()]);
}

function phraseTable(): IntentTable {
  let table = tables.get(INTENTS);
  if (!table) tables.set(INTENTS, (table = buildTable()));
  return table;
}
