/**
 * The derivational endings that make a noun of a word (Gesellschaft, Freiheit, Planung; gemeenschap,
 * vrijheid): the end of a word, not a word of its own. A compound's head found by its letters must hold
 * the whole ending and a letter before it: "Hochzeitsgesellschaften" does not close on "haften" (liability)
 * from inside "-schaften", nor "Gesellschaft" on "Schaft". Not the diminutive -lein: a "Hundeleine" closes
 * on the word Leine. Data per language; a language without endings
 * here reads every tail as before.
 */
const ENDINGS: ReadonlyMap<string, RegExp> = new Map([
  // Each ending with its own inflections: "erei" takes "-en" (Bäckereien), not "-er" ("Ostereier" closes on Eier).
  ['de', /(?:schaft(?:en)?|heit(?:en)?|keit(?:en)?|ung(?:en)?|nis(?:se|ses|sen)?|tum(?:s)?|tüm(?:er|ern)|ling(?:e|en|s)?|chen(?:s)?|erei(?:en)?|ism(?:us|en)|ität(?:en)?|ion(?:en)?)$/],
  ['nl', /(?:schap(?:pen)?|heid|heden|ing(?:en|s)?|ism(?:e|en)|iteit(?:en)?|tie(?:s)?)$/],
]);

/** Where the word's derivational ending begins: its first letter's index, or the word's length when it has none. */
export function endingStart(token: string, lang: string): number {
  const match = ENDINGS.get(lang)?.exec(token);
  return match ? match.index : token.length;
}
