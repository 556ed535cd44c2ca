/**
 * Other spellings to try when a question word's stem is not on the site: umlauts typed as
 * ae/oe/ue (German keyboards without them), loanword plurals in -s that German stemmers
 * keep (Fotos, Handys, Workshops), and the word without a common ending, as a last retry.
 */
const ENDINGS: Record<string, string[]> = {
  de: ['s', 'en', 'n', 'e', 'er', 'es', 'em', 'st', 't'],
  en: ['s', 'es', 'ed', 'ing', 'er', 'ly', 'ion', 'ions'],
};

/** Alternative folded tokens, the likeliest first; at most a handful. */
export function retryForms(token: string, lang: string): string[] {
  const out: string[] = [];
  if (lang === 'de' && /ae|oe|ue/.test(token))
    out.push(
      token
        .replace(/ae/g, 'ä')
        .replace(/oe/g, 'ö')
        .replace(/(?<![aeq])ue/g, 'ü'),
    );
  for (const ending of ENDINGS[lang] ?? ['s']) {
    if (token.length - ending.length >= 4 && token.endsWith(ending)) out.push(token.slice(0, -ending.length));
  }
  return out.slice(0, 6);
}

/**
 * Other forms of the same word that the stemmer keeps apart, as stems to look up beside the
 * word's own: German verbs in the third person, past and participle (kostet, spielte, gespielt)
 * never meet their infinitive's stem (kost, spiel), and a loanword's plural in -s (CDs, Fotos)
 * never meets its singular. Both ways: the question may say either form, the page the other.
 * At most a handful per word; only stems the site has are used (the caller looks them up).
 */
export function familyStems(stem: string, lang: string): string[] {
  if (lang === 'en') return englishFamily(stem);
  if (lang !== 'de' || stem.length < 2) return [];
  const out = new Set<string>();
  const add = (s: string) => {
    if (s.length >= 2 && s !== stem) out.add(s);
  };
  // gespielt -> spiel; gearbeitet -> arbeit
  const participle = /^ge(.{3,}?)(e?t)$/.exec(stem);
  if (participle) add(participle[1]);
  // kostet -> kost, spielt -> spiel, spielte / spieltet -> spiel (every ending that fits: kos-tet or kost-et)
  for (const ending of ['t', 'et', 'te', 'tet', 'ete']) if (stem.endsWith(ending) && stem.length - ending.length >= 3) add(stem.slice(0, -ending.length));
  // studiert -> studi (studieren)
  if (stem.endsWith('iert')) add(stem.slice(0, -3));
  // cds -> cd, fotos -> foto
  if (stem.endsWith('s') && stem.length >= 3) add(stem.slice(0, -1));
  // A feminine name of a trade, which the stemmer keeps apart from its plural and from the
  // masculine: pflegerin / pflegerinn (Pflegerinnen) / pfleg (Pfleger), fotografin / fotograf.
  // One way only: a masculine word does not also look for every feminine one (Hund is not Hündin).
  const feminine = /^(.{4,}?)inn?$/.exec(stem);
  if (feminine) {
    const base = feminine[1];
    add(stem.endsWith('inn') ? stem.slice(0, -1) : stem + 'n');
    add(base);
    if (base.endsWith('er') && base.length >= 5) add(base.slice(0, -2));
  }
  // kost -> kostet, spiel -> spielt, cd -> cds
  add(stem + 't');
  add(stem + 'et');
  add(stem + 's');
  return [...out].slice(0, 8);
}

/**
 * English nouns of a person and of their office that Porter2 keeps apart (agent / agency, as
 * stems agent / agenc): a question about the person is answered where the site names the
 * office. One way only: "agency" does not also look for every "agent" (software agents).
 */
function englishFamily(stem: string): string[] {
  const m = /^(.{2,})(en|an)t$/.exec(stem);
  return m ? [m[1] + m[2] + 'c'] : [];
}
