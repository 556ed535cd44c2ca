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
