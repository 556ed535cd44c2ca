/**
 * Polish for search: no Snowball stemmer or stop-word list ships with @orama, so a light
 * suffix stripper (the longest known inflection ending, keeping a stem of at least three
 * letters) and a list of the commonest function words. Tokens arrive folded (ą→a, ś→s;
 * ł stays), as foldToken leaves them.
 */
const SUFFIXES = [
  'owania', 'owanie', 'owaniu', 'ujacy', 'ujaca', 'ujace', 'iejszy', 'iejsza', 'iejsze',
  'owych', 'owymi', 'owego', 'owemu', 'owej', 'owie', 'ami', 'ach', 'ego', 'emu', 'ymi', 'imi', 'ych', 'ich', 'iej', 'owa', 'owe', 'owy', 'owi', 'ow',
  'om', 'ej', 'ie', 'ia', 'ii', 'iu', 'ym', 'im', 'em', 'cie', 'ac', 'ic', 'ec', 'uje', 'esz', 'emy', 'ecie', 'ali', 'aly', 'ala', 'alo',
  'y', 'i', 'a', 'e', 'o', 'u',
].sort((a, b) => b.length - a.length);

export function polishStemmer(token: string): string {
  for (const suffix of SUFFIXES) {
    if (token.endsWith(suffix) && token.length - suffix.length >= 3) return token.slice(0, -suffix.length);
  }
  return token;
}

export const POLISH_STOPWORDS = [
  'a', 'aby', 'ale', 'bo', 'by', 'byc', 'byl', 'byla', 'bylo', 'byly', 'co', 'czy', 'dla', 'do', 'gdy', 'gdzie', 'i', 'ich', 'ile', 'im', 'ja', 'jak',
  'jaki', 'jaka', 'jakie', 'jako', 'je', 'jej', 'jest', 'jestem', 'jego', 'jesli', 'juz', 'kiedy', 'kto', 'ktora', 'ktore', 'ktory', 'ktorzy', 'lub',
  'ma', 'mam', 'mi', 'mnie', 'moze', 'mozna', 'na', 'nad', 'nie', 'nim', 'niej', 'o', 'od', 'ona', 'one', 'oni', 'ono', 'oraz', 'po', 'pod', 'przez',
  'przy', 'sa', 'sie', 'sobie', 'ta', 'tak', 'takze', 'tam', 'te', 'tego', 'tej', 'ten', 'to', 'tu', 'tylko', 'w', 'we', 'wiec', 'z', 'za', 'ze', 'zeby',
  'prosze', 'czym', 'jakich', 'jakiej', 'moge', 'mozesz',
];
