/**
 * The Snowball German stemmer (the algorithm of @orama/stemmers/german, snowballstem.org's
 * "german"), written for this engine's use: the same stem for every string, found over the word's
 * character codes. The generated stemmer builds a new string at every step (ß, each u or y
 * marked between vowels, each suffix deleted, each umlaut folded): 571 ns a call over the endings
 * of the sample's German words (compiled), against 244 here; a misspelt German question word is
 * stemmed once per possible compound split, so it was the largest part of analysing one. Here the
 * steps only move the end of the stem: a stem is a prefix of the word (after ß → ss) with its
 * umlauts folded, made by at most two string operations. spec/server/search/german-stemmer.spec.ts compares it with the
 * library's over every word and ending of the site and generated strings.
 */

/** Character codes the steps read. */
const UML_A = 0xe4;
const UML_O = 0xf6;
const UML_U = 0xfc;
/** A u or y between vowels, marked by the prelude: no vowel, and no letter a suffix ends with. */
const MARK_U = 85;
const MARK_Y = 89;

/** Whether `c` is a vowel (a e i o u y ä ö ü). */
function isVowel(c: number): boolean {
  return c === 97 || c === 101 || c === 105 || c === 111 || c === 117 || c === 121 || c === UML_A || c === UML_O || c === UML_U;
}

/** Letters an inflectional -s may follow (b d f g h k l m n r t), and -st (the same without r). */
function isSEnding(c: number): boolean {
  return c === 98 || c === 100 || c === 102 || c === 103 || c === 104 || c === 107 || c === 108 || c === 109 || c === 110 || c === 114 || c === 116;
}
function isStEnding(c: number): boolean {
  return c !== 114 && isSEnding(c);
}

/** The word's codes (u and y between vowels marked), in a buffer kept for every call (a stem is made to its end before the next). */
let codes = new Uint16Array(64);

/** Whether codes[at, at + suffix.length) spells `suffix` (at ≥ 0). */
function spells(at: number, suffix: string): boolean {
  if (at < 0) return false;
  for (let i = 0; i < suffix.length; i++) if (codes[at + i] !== suffix.charCodeAt(i)) return false;
  return true;
}

/** The German stem of a word (lower case, as tokens are folded; any string is stemmed as the Snowball stemmer stems it). */
export function germanStem(word: string): string {
  const w = word.indexOf('ß') < 0 ? word : word.replace(/ß/g, 'ss');
  const n = w.length;
  if (codes.length < n) codes = new Uint16Array(2 * n);
  for (let i = 0; i < n; i++) codes[i] = w.charCodeAt(i);
  // Prelude: u and y between vowels are consonants (left to right: a marked letter is no vowel to the next).
  for (let i = 0; i + 2 < n; i++) {
    if (!isVowel(codes[i]) || !isVowel(codes[i + 2])) continue;
    if (codes[i + 1] === 117) codes[i + 1] = MARK_U;
    else if (codes[i + 1] === 121) codes[i + 1] = MARK_Y;
  }
  // R1 and R2: after the first non-vowel that follows a vowel (R1 at least 3 letters in), and the same again after R1's start.
  const r1 = n < 3 ? -1 : afterRun(0, n);
  const p1 = r1 < 0 ? n : Math.max(r1, 3);
  const r2 = r1 < 0 ? -1 : afterRun(r1, n);
  const p2 = r2 < 0 ? n : r2;
  let end = n;
  end = stepOne(end, p1);
  end = stepTwo(end, p1);
  end = stepThree(end, p1, p2);
  return folded(end === n ? w : w.slice(0, end));
}

/** Past the next vowel and the next non-vowel after it, from `from`: the position after that non-vowel, or -1. */
function afterRun(from: number, n: number): number {
  let i = from;
  while (i < n && !isVowel(codes[i])) i++;
  if (i >= n) return -1;
  i++;
  while (i < n && isVowel(codes[i])) i++;
  return i >= n ? -1 : i + 1;
}

/** Step 1: -em -ern -er, -e -en -es (then -niss to -nis), an -s after an s-ending, in R1. */
function stepOne(end: number, p1: number): number {
  const last = end > 0 ? codes[end - 1] : 0;
  let length = 0;
  let kind = 0;
  if (last === 109 && spells(end - 2, 'em')) (length = 2), (kind = 1);
  else if (last === 110) {
    if (spells(end - 3, 'ern')) (length = 3), (kind = 1);
    else if (spells(end - 2, 'en')) (length = 2), (kind = 2);
  } else if (last === 114 && spells(end - 2, 'er')) (length = 2), (kind = 1);
  else if (last === 101) (length = 1), (kind = 2);
  else if (last === 115) {
    if (spells(end - 2, 'es')) (length = 2), (kind = 2);
    else (length = 1), (kind = 3);
  }
  const from = end - length;
  if (kind === 0 || from < p1) return end;
  if (kind === 1) return from;
  if (kind === 2) return spells(from - 4, 'niss') ? from - 1 : from;
  return from > 0 && isSEnding(codes[from - 1]) ? from : end;
}

/** Step 2: -en -er -est, and -st after an st-ending with three letters before it, in R1. */
function stepTwo(end: number, p1: number): number {
  const last = end > 0 ? codes[end - 1] : 0;
  let length = 0;
  let st = false;
  if ((last === 110 && spells(end - 2, 'en')) || (last === 114 && spells(end - 2, 'er'))) length = 2;
  else if (last === 116) {
    if (spells(end - 3, 'est')) length = 3;
    else if (spells(end - 2, 'st')) (length = 2), (st = true);
  }
  const from = end - length;
  if (length === 0 || from < p1) return end;
  if (!st) return from;
  return from - 4 >= 0 && isStEnding(codes[from - 1]) ? from : end;
}

/** Step 3: derivational suffixes in R2 (-end -ung, then -ig; -ig -ik -isch not after e; -lich -heit, then -er -en in R1; -keit, then -lich -ig). */
function stepThree(end: number, p1: number, p2: number): number {
  let length = 0;
  let kind = 0;
  if (spells(end - 3, 'end') || spells(end - 3, 'ung')) (length = 3), (kind = 1);
  else if (spells(end - 2, 'ig') || spells(end - 2, 'ik')) (length = 2), (kind = 2);
  else if (spells(end - 4, 'isch')) (length = 4), (kind = 2);
  else if (spells(end - 4, 'lich') || spells(end - 4, 'heit')) (length = 4), (kind = 3);
  else if (spells(end - 4, 'keit')) (length = 4), (kind = 4);
  const from = end - length;
  if (kind === 0 || from < p2) return end;
  if (kind === 1) return spells(from - 2, 'ig') && !spells(from - 3, 'e') && from - 2 >= p2 ? from - 2 : from;
  if (kind === 2) return spells(from - 1, 'e') ? end : from;
  if (kind === 3) return (spells(from - 2, 'er') || spells(from - 2, 'en')) && from - 2 >= p1 ? from - 2 : from;
  const before = spells(from - 4, 'lich') ? 4 : spells(from - 2, 'ig') ? 2 : 0;
  return before && from - before >= p2 ? from - before : from;
}

/** The postlude: marked and capital U and Y in lower case, umlauts without their dots; the stem itself when it has none (most). */
function folded(stem: string): string {
  for (let i = 0; i < stem.length; i++) {
    const c = stem.charCodeAt(i);
    if (c === MARK_U || c === MARK_Y || c === UML_A || c === UML_O || c === UML_U) return stem.replace(/[UYäöü]/g, (ch) => POSTLUDE[ch]);
  }
  return stem;
}
const POSTLUDE: Record<string, string> = { U: 'u', Y: 'y', ä: 'a', ö: 'o', ü: 'u' };
