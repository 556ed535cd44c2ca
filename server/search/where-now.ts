/**
 * "Wo steht das restaurierte Sofa heute?", "Where is the chronometer you restored kept now?",
 * "Wo hängt das Wandbild jetzt?": where a thing stands, hangs or is kept today. The present word
 * says "nowadays", not "what is on now": read as a time question, it lifted the lists of what is
 * on (the events page) over the project that tells where the piece went; so did "Warum steht auf
 * dem Brunnen jetzt eine Kopie?", why it stands there now. A where- or why-word, a verb of
 * standing, hanging or keeping, and a present word.
 * "Where can I see the puppet exhibition right now?" has no such verb and stays a time question.
 */
import { foldedSets, namesAny } from './word-sets.ts';
import { namesPresent } from './question-words.ts';

/** The where- and why-words (data, general vocabulary). */
const WHERE = foldedSets({ en: ['where', 'why'], de: ['wo', 'warum', 'wieso', 'weshalb'] });
/**
 * A thing's place: standing, hanging, kept, ended up (data per language). Not the words of showing
 * ("displayed", "ausgestellt"): "Wo sind deine Bilder gerade ausgestellt?" asks which exhibition is
 * on now, a time question; nor "end" ("Where does the tour end today?" asks of today's tour).
 */
const STANDS = foldedSets({
  en: ['stand', 'stands', 'standing', 'hang', 'hangs', 'hanging', 'kept', 'housed', 'located', 'ended'],
  de: ['steht', 'stehen', 'hängt', 'hängen', 'aufbewahrt', 'untergebracht', 'gelandet', 'befindet', 'befinden'],
});

/**
 * What is on, not a thing that stands (data per language): "Where is the exhibition located now?",
 * "Wo befindet sich der Markt heute?" ask where today's show or market is, a time question; so does
 * "the current …" ("Wo befindet sich die aktuelle Ausstellung?"), which names what is on now.
 */
const ON_NOW = foldedSets({
  en: ['exhibition', 'exhibitions', 'show', 'market', 'fair', 'workshop', 'course', 'class', 'tour', 'concert', 'event', 'current'],
  de: ['ausstellung', 'ausstellungen', 'schau', 'markt', 'messe', 'workshop', 'kurs', 'führung', 'konzert', 'veranstaltung', 'aktuelle', 'aktuellen', 'aktueller', 'aktuelles'],
});

/** Whether a question asks where (or why) a thing stands now, from its folded tokens in any of the given languages. */
export function asksWhereNow(tokens: readonly string[], langs: readonly string[]): boolean {
  return namesAny(WHERE, tokens, langs) && namesAny(STANDS, tokens, langs) && namesPresent(tokens, langs) && !namesAny(ON_NOW, tokens, langs);
}
