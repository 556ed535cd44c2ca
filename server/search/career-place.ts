/**
 * "Where did she learn her craft?", "Wo haben Sie das Segelmachen gelernt?", "Where did Johanna
 * work before she took over the winery?": where the owner learnt, trained or worked before is a
 * place of their past, told by the page about them (their CV), not by the team page's short line
 * on them or the page on the courses they teach now. A career word alone is shared with the pages
 * about the work ("Do you teach?", life-words.ts), so only a place asked in the past reads it as
 * the private life: a question word of place and a career verb in its past form (data per
 * language, general vocabulary; the present "Where does she teach?" asks about the courses).
 * From whom they learnt is the same past, told on the same page ("Bei wem hat sie das Handwerk
 * gelernt?", "Who did Ronja learn tattooing from?"), and so is a training said by its noun and a
 * verb of doing ("Wo hat Ida Wendland ihre Ausbildung gemacht?", "Bei wem hat Frau Brüggemann
 * ihre Lehre gemacht?"; fiftieth round: 12 development questions gained on 12 sites, none lost).
 */
import { foldedSets, namesAny } from './word-sets.ts';

const WHERE = foldedSets({ en: ['where'], de: ['wo', 'wohin', 'woanders'] });
const CAREER_PAST = foldedSets({
  en: ['learned', 'learnt', 'trained', 'studied', 'worked', 'apprenticed', 'educated'],
  de: ['gelernt', 'gelehrt', 'ausgebildet', 'studiert', 'gearbeitet', 'abgeschlossen'],
});

/** "Bei wem …?", "From whom …?": the master the owner learnt from. */
const FROM_WHOM = foldedSets({ en: ['whom'], de: ['wem'] });
/** English "Who did she learn … from?", "Who did he train under?": the who-word first, the preposition last. */
const WHO_FROM: ReadonlySet<string> = new Set(['from', 'under']);
/** A training named by its noun (data per language, general vocabulary) ... */
const TRAINING = foldedSets({
  en: ['apprenticeship', 'training', 'degree', 'studies'],
  de: ['ausbildung', 'lehre', 'studium', 'meister', 'meisterprüfung', 'gesellenprüfung', 'praktikum'],
});
/** ... with a verb of doing it in the past ("ihre Ausbildung gemacht", "did her apprenticeship"). */
const DONE = foldedSets({ en: ['did', 'completed'], de: ['gemacht', 'absolviert', 'abgelegt'] });

/** Whether a question asks where (or from whom) a career was learnt or worked in the past, in any of the given languages (tokens with "did" verbs already read in the past). */
export function asksCareerPlace(tokens: readonly string[], langs: readonly string[]): boolean {
  if (!namesAny(CAREER_PAST, tokens, langs) && !(namesAny(TRAINING, tokens, langs) && namesAny(DONE, tokens, langs))) return false;
  if (namesAny(WHERE, tokens, langs) || namesAny(FROM_WHOM, tokens, langs)) return true;
  return langs.includes('en') && tokens[0] === 'who' && WHO_FROM.has(tokens[tokens.length - 1]);
}
