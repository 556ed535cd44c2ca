/**
 * The derivational endings that make a noun of a word (Gesellschaft, Freiheit, Planung; gemeenschap,
 * vrijheid): the end of a word, not a word of its own. A compound's head found by its letters must hold
 * the whole ending and a letter before it: "Hochzeitsgesellschaften" does not close on "haften" (liability)
 * from inside "-schaften", nor "Gesellschaft" on "Schaft". Not the diminutive -lein: a "Hundeleine" closes
 * on the word Leine. Data per language; a language without endings
 * here reads every tail as before.
 */
const ENDINGS: ReadonlyMap<string, RegExp> = new Map([
  ['de', /(?:schaft|heit|keit|ung|nis|tum|tüm|ling|chen|erei|ismus|ität|ion)(?:en|er|e|n|s|se|ses|sen|nen)?$/],
  ['nl', /(?:schap|heid|ing|isme|iteit|tie)(?:pen|en|s)?$/],
]);

/** Where the word's derivational ending begins: its first letter's index, or the word's length when it has none. */
export function endingStart(token: string, lang: string): number {
  const match = ENDINGS.get(lang)?.exec(token);
  return match ? match.index : token.length;
}
