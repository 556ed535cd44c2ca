/**
 * "Where did she learn her craft?", "Wo haben Sie das Segelmachen gelernt?", "Where did Johanna
 * work before she took over the winery?": where the owner learnt, trained or worked before is a
 * place of their past, told by the page about them (their CV), not by the team page's short line
 * on them or the page on the courses they teach now. A career word alone is shared with the pages
 * about the work ("Do you teach?", life-words.ts), so only a place asked in the past reads it as
 * the private life: a question word of place and a career verb in its past form (data per
 * language, general vocabulary; the present "Where does she teach?" asks about the courses).
 */
import { foldedSets, namesAny } from './word-sets.ts';

const WHERE = foldedSets({ en: ['where'], de: ['wo', 'wohin', 'woanders'] });
const CAREER_PAST = foldedSets({
  en: ['learned', 'learnt', 'trained', 'studied', 'worked', 'apprenticed', 'educated'],
  de: ['gelernt', 'gelehrt', 'ausgebildet', 'studiert', 'gearbeitet', 'abgeschlossen'],
});

/** Whether a question asks where a career was learnt or worked in the past, in any of the given languages (tokens with "did" verbs already read in the past). */
export function asksCareerPlace(tokens: readonly string[], langs: readonly string[]): boolean {
  return namesAny(WHERE, tokens, langs) && namesAny(CAREER_PAST, tokens, langs);
}
