/**
 * "How do I book her?", "Can I book a fitting?": English "book" the verb and "book" the noun
 * are one stem to the stemmer (Porter2 also gives `book` for booking and booked), so a question
 * about hiring someone found the owner's photo book. A word that is a verb where it stands is
 * read as a word of its verb's meaning instead (data per language, general vocabulary): "book"
 * after a subject or a modal ("I", "we", "can", "to") or before an object ("book her"); the forms
 * that are only the verb's (booking, booked) wherever they stand. The noun stays a noun: "her
 * book", "the book", "Is the book still available?". "Hiring" after "are you" asks for a vacancy; so does "looking for" after "you".
 * "Married" after "getting" / "get" / "to" / "we" ("my sister is getting married") is a visitor's wedding, not the
 * owner's private life ("Is she married?"), which the word names elsewhere.
 * German "Karte" after "per" or before "zahlen", and "EC", ask how to pay (a site that sells tickets or
 * postcards says "Karten" of those), and so does "zahlen" once the card is named.
 */
import { foldedSets, wordsOf } from './word-sets.ts';

interface VerbSense {
  /** The word as its verb's meaning says it (a word the concept lists know, hire → commission, booking …). */
  as: string;
  /** Forms that are always the verb's. */
  always: string[];
  /** Forms that are the verb's only after one of `after` or before one of `before`. */
  where: string[];
  after: string[];
  before: string[];
  /** When given, a `where` form is the verb's only with one of these words right after it too ("looking for"). */
  next?: string[];
  /** When given, a `before` word followed by one of these does not make the form the verb's ("Preis bekommen wir": the visitor receives a price). */
  notBy?: string[];
}

const SENSES: Record<string, VerbSense[]> = {
  en: [
    {
      as: 'hire',
      always: ['booking', 'bookings', 'booked', 'rebook'],
      where: ['book'],
      after: ['to', 'i', 'we', 'you', 'can', 'could', 'may', 'do', 'please', 'should', 'would', 'must', 'and'],
      before: ['her', 'him', 'them', 'you', 'me', 'us'],
    },
    {
      // "Are you hiring?", "Is the café still hiring?": the one who hires is the owner, so the
      // question asks for a vacancy, not to commission the owner (which "hire" means elsewhere).
      // Not right after "is": "How much is hiring you for a day?" asks to commission the owner.
      as: 'vacancy',
      always: [],
      where: ['hiring'],
      after: ['you', 'are', 'currently', 'still', 'now'],
      before: [],
    },
    {
      // "Are you looking for an apprentice?", "Are you looking for drivers?": the same, asked the other way.
      as: 'vacancy',
      always: [],
      where: ['looking'],
      after: ['you'],
      before: [],
      next: ['for'],
    },
    {
      // "We're getting married in June", "my sister is getting married next summer": a visitor's wedding, not the owner's private life ("Is she married?").
      as: 'wedding',
      always: [],
      where: ['married', 'marry'],
      after: ['getting', 'get', 'got', 'gets', 'to', 'we', 'can', 'could'],
      before: [],
    },
  ],
  de: [
    {
      // "Wir heiraten im Juli": the visitors' wedding (not "Wo kann man heiraten?", which a page on getting married answers in that word).
      as: 'hochzeit',
      always: [],
      where: ['heiraten'],
      after: ['wir'],
      before: [],
    },
    {
      // "Kann ich mit Karte zahlen?", "per Karte", "Nehmen Sie EC-Karte?": paying by card, on a site that says "Karten" of its tickets or postcards too.
      // Not after "mit" alone: "Kommt der Strauß mit Karte?" is a greeting card.
      as: 'kartenzahlung',
      always: ['ec', 'eckarte'],
      where: ['karte', 'kreditkarte'],
      after: ['per'],
      before: ['zahlen', 'bezahlen', 'zahle', 'bezahle'],
    },
    {
      // "Welche Preise bekommt sie?", "Hat er einen Preis gewonnen?": prizes, not prices, before a verb of winning or receiving (German "Preis" is both; twenty-ninth round).
      // Not "bekomme ich" / "bekommen wir" / "bekommt man": what a visitor gets is a price.
      as: 'auszeichnung',
      always: [],
      where: ['preis', 'preise'],
      after: [],
      before: ['gewonnen', 'gewinnen', 'gewann', 'gewinnt', 'verliehen', 'erhalten', 'erhielt', 'erhält', 'bekommt', 'bekam', 'bekommen'],
      notBy: ['ich', 'wir', 'man'],
    },
    {
      // … and the paying itself, once the card is named: "zahlen" alone found what the owner pays ("Was wir zahlen").
      as: 'kartenzahlung',
      always: [],
      where: ['zahlen', 'bezahlen', 'zahle', 'bezahle'],
      after: ['karte', 'ec', 'eckarte', 'kreditkarte'],
      before: [],
    },
  ],
};

const FOLDED = new Map(
  Object.entries(SENSES).map(([lang, senses]) => [
    lang,
    senses.map((s) => ({
      as: s.as,
      always: new Set(s.always),
      where: new Set(s.where),
      after: new Set(s.after),
      before: new Set(s.before),
      next: s.next ? new Set(s.next) : undefined,
      notBy: new Set(s.notBy),
    })),
  ]),
);
/** Every form any sense reads, to tell most questions apart without looking further. */
const ANY = foldedSets(Object.fromEntries(Object.entries(SENSES).map(([lang, senses]) => [lang, senses.flatMap((s) => [...s.always, ...s.where])])));

/** The question's tokens with each verb read as its verb's meaning; the same array when none is. */
export function withVerbSenses(tokens: readonly string[], langs: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (const lang of langs) {
    const any = ANY.get(lang);
    if (!any || !tokens.some((t) => any.has(t))) continue;
    for (const sense of FOLDED.get(lang) ?? []) {
      for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        const before = sense.before.has(tokens[i + 1]) && !sense.notBy.has(tokens[i + 2]);
        const verb = sense.always.has(t) || (sense.where.has(t) && (sense.after.has(tokens[i - 1]) || before) && (!sense.next || sense.next.has(tokens[i + 1])));
        if (verb) (out ??= [...tokens])[i] = sense.as;
      }
    }
  }
  return out ?? tokens;
}

/** The words without which withVerbSenses changes nothing (question-triggers.ts). */
export const VERB_SENSE_TRIGGERS: readonly string[] = wordsOf(ANY);
