/**
 * The conditions of use in words, for assistants: the same sentences in the profile,
 * the Markdown views, the llms files, agents.md and the skill. They come from the
 * owner's terms (site-terms.ts); English serves languages without built-in wording.
 */
import type { Site } from './site-types.ts';
import { termsStatement, type TermsStatement } from './site-terms.ts';

export type { TermsStatement };

export function usageStatement(site: Pick<Site, 'terms' | 'defaultLanguage'>, lang: string): TermsStatement {
  return termsStatement(site.terms, lang, site.defaultLanguage);
}
