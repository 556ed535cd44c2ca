/**
 * Intent phrases: a chatty question's point said in everyday words no site uses ("do we still
 * have to pay?", "just drop by", "zwei linke Hände", "is leaning") asks for the concept the site
 * answers it with (cancellation and terms, visiting, courses, care, repairs); a fixture of a
 * small workshop, `today` fixed.
 */
import { expect } from 'chai';
import { analyzerFor, foldToken, tokenize } from '../../../server/search/analyzer.ts';
import { CONCEPTS } from '../../../server/search/concept-lists.ts';
import { conceptsOfAll, conceptWords } from '../../../server/search/concepts.ts';
import { INTENT_CONCEPTS, INTENTS } from '../../../server/search/intent-concepts.ts';
import { askedIntents, MAX_GAP, withIntentConcepts } from '../../../server/search/intent-phrases.ts';
import { questionStops } from '../../../server/search/question-words.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';
import { site as loadedSite } from '../../helpers/sites.ts';
import { fileURLToPath } from 'node:url';
import { VISITORS_OWN_CONCEPTS } from '../../../server/search/visitors-own-concepts.ts';

const intents = (q: string, langs = ['en', 'de']) => askedIntents(tokenize(q, { joined: false }), langs);
/** The index of the intent whose concept is named by `word`. */
const intentOf = (word: string) => INTENTS.findIndex((i) => i.concept.includes(word));

describe('askedIntents', () => {
  it('finds a phrase whose words come in order, each close to the one before', () => {
    // Also whether the visitor has to pay: the terms either way.
    expect(intents('ugh, our conference got pushed back, do we still have to pay?')).to.include(intentOf('cancel'));
    expect(intents('is there anything she could join?')).to.deep.equal([intentOf('course')]);
    expect(intents('we would love to just drop by sometime')).to.deep.equal([intentOf('visit')]);
    expect(intents('Servus, ich hab zwei linke Hände. Muss ich dafür was können?')).to.deep.equal([intentOf('kurs')]);
    expect(intents('Kann ich einfach mal vorbeikommen?')).to.deep.equal([intentOf('besuch')]);
  });
  it('reads a plan given up after all ("doch nicht") or not coming ("wenn ich nicht komme") as money when plans change', () => {
    expect(intents('und wenn ich dann doch nicht kann?', ['de'])).to.deep.equal([intentOf('cancel')]);
    expect(intents('Wie hoch ist die Ausfallgebühr, wenn ich nicht komme?', ['de'])).to.deep.equal([intentOf('cancel')]);
    expect(intents('Kann ich das nicht selbst machen?', ['de'])).to.deep.equal([]);
  });
  it(`finds none when the words come in another order, or more than ${MAX_GAP} words apart`, () => {
    expect(intents('pay what you can, we are still here')).to.deep.equal([]);
    expect(intents('still the best place I know, and worth every penny you pay')).to.deep.equal([]);
    // "was für" asks what kind; "irgendwas für" asks for an offer.
    expect(intents('Was für Kurse gibt es?')).to.deep.equal([]);
    expect(intents('Gibt es irgendwas für Kinder?')).to.deep.equal([intentOf('kurs')]);
  });
  it('reads "what happens if", "was passiert, wenn" as asking what the terms say, and not "what happens to" or "what if"', () => {
    expect(intents('What happens if my frame is finished much later than you said?')).to.deep.equal([intentOf('terms')]);
    expect(intents('Was passiert, wenn ich die Hochzeitstorte absagen muss?', ['de'])).to.deep.equal([intentOf('terms')]);
    expect(intents('What happened to the old mill?')).to.deep.equal([]);
    expect(intents('what if I live in Telgte?')).to.deep.equal([]);
  });
  it('reads who the owner works with ("Mit welchem Statiker arbeiten Sie zusammen?", "Which vet do you work with?"), not what they work with', () => {
    expect(intents('Mit welchem Statiker arbeiten Sie zusammen?', ['de'])).to.deep.equal([intentOf('collaborators')]);
    expect(intents('Which vet do you work with?', ['en'])).to.deep.equal([intentOf('collaborators')]);
    expect(intents('Do you work with children?', ['en'])).to.deep.equal([]);
  });
  it('reads who does a task ("who does the gold lettering?", "Wer kümmert sich um die Ferienwohnungen?", "Who is in charge of the café?") as asking for the team, not who did or wrote a thing', () => {
    expect(intents('who does the gold lettering?', ['en'])).to.deep.equal([intentOf('collaborators')]);
    expect(intents('Who is in charge of the café?', ['en'])).to.deep.equal([intentOf('collaborators')]);
    expect(intents('Wer kümmert sich um die Ferienwohnungen?', ['de'])).to.deep.equal([intentOf('collaborators')]);
    expect(intents('Who wrote the essay in her book?', ['en'])).to.deep.equal([]);
    expect(intents('Wer hat die Pressefotos gemacht?', ['de'])).to.deep.equal([]);
  });
  it('reads "Was gibt es Neues?", "what\'s new", "anything new" as asking for the dated posts, not "ein neues Segel"', () => {
    expect(intents('Was gibt es Neues in der Werkstatt?', ['de'])).to.deep.equal([intentOf('tagebuch')]);
    expect(intents("what's new at the studio?", ['en'])).to.deep.equal([intentOf('diary')]);
    expect(intents('Wie lange muss ich auf ein neues Großsegel warten?', ['de'])).to.deep.equal([]);
  });
  it('reads coming to the visitor\'s town ("Kommen Sie auch nach Kirchzarten?", "Do you come out to Bremen?") as the area covered, not "Wie komme ich zu Ihnen?"', () => {
    expect(intents('Kommen Sie auch nach Kirchzarten?', ['de'])).to.deep.equal([intentOf('housecall')]);
    expect(intents('Do you come out to Bremen?', ['en'])).to.deep.equal([intentOf('housecall')]);
    expect(intents('Wie komme ich zu Ihnen?', ['de'])).to.deep.equal([]);
    expect(intents('Will you come to my house to fix a tall clock?', ['en'])).to.deep.equal([intentOf('housecall')]);
    expect(intents('Kommen Sie auch zu uns nach Hause?', ['de'])).to.deep.equal([intentOf('housecall')]);
  });
  it('reads no town in "nach" before an article, a holiday or an agreement ("Wann kommen Sie nach dem Urlaub zurück?", "bis nach Ostern")', () => {
    expect(intents('Wann kommen Sie nach dem Urlaub zurück?', ['de'])).to.deep.equal([]);
    expect(intents('Sind Sie bis nach Ostern im Urlaub?', ['de'])).to.deep.equal([]);
    expect(intents('Kommen Sie nach Absprache auch am Wochenende?', ['de'])).to.deep.equal([]);
    expect(intents('Kommen Sie bis nach Stuttgart?', ['de'])).to.deep.equal([intentOf('housecall')]);
  });
  it('reads "get changed" and "what\'s new" / "was Neues" only as adjacent words, not "get my booking changed", "learn something new", "ein neues Abo"', () => {
    expect(intents('Can I get my booking changed to another day?', ['en'])).to.deep.equal([]);
    expect(intents('I want to learn something new, which class is best?', ['en'])).to.deep.equal([]);
    expect(intents("What's included in a new member pass?", ['en'])).to.deep.equal([]);
    expect(intents('Was kostet ein neues Abo?', ['de'])).to.deep.equal([]);
    expect(intents('Gibt es ein neues Kursprogramm?', ['de'])).to.deep.equal([]);
    expect(intents('Where do I get changed?', ['en'])).to.deep.equal([intentOf('changeroom')]);
    expect(intents("Gibt's bei euch was Neues?", ['de'])).to.deep.equal([intentOf('tagebuch')]);
  });
  it('reads "umziehen" as getting changed only after a reflexive pronoun or "zum", not moving ("beim Umziehen des Klaviers", "wenn wir umziehen")', () => {
    expect(intents('Helfen Sie beim Umziehen des Klaviers?', ['de'])).to.deep.equal([]);
    expect(intents('Wenn wir nach Hamburg umziehen, geht das Abo weiter?', ['de'])).to.deep.equal([]);
    expect(intents('Wo kann man sich umziehen?', ['de'])).to.deep.equal([intentOf('umkleidekabine')]);
    expect(intents('Gibt es einen Raum zum Umziehen?', ['de'])).to.deep.equal([intentOf('umkleidekabine')]);
  });
  it('reads "von zu Hause aus arbeiten" as no online class, as "work from home" is none', () => {
    expect(intents('Kann ich von zu Hause aus arbeiten?', ['de'])).to.deep.equal([]);
    expect(intents('Kann ich von Zuhause aus teilnehmen?', ['de'])).to.deep.equal([intentOf('webinar')]);
  });
  it('reads "who does she / he / they …" as no task done (the helper of another verb: "Who does she work for?")', () => {
    expect(intents('Who does she work for?', ['en'])).to.deep.equal([]);
    expect(intents('Who does he report to?', ['en'])).to.deep.equal([]);
    expect(intents('who does the bookings and invoices?', ['en'])).to.deep.equal([intentOf('collaborators')]);
  });
  it('reads "what happens to / with … when", "was passiert mit … wenn" as what happens to a thing, not what the terms say', () => {
    expect(intents('What happens to the calves when they are born?', ['en'])).to.deep.equal([]);
    expect(intents('Was passiert mit meinen Daten, wenn ich das Formular abschicke?', ['de'])).to.deep.equal([]);
    expect(intents('What happens exactly if I cancel?', ['en'])).to.deep.equal([intentOf('terms')]);
  });
  it("reads a pupil's Schülerpraktikum as the interns, and not \"ein Praktikum\" of the owner's own career (the word itself is the concept's)", () => {
    expect(intents('Hat sie ein Praktikum bei einer Zeitung gemacht?', ['de'])).to.deep.equal([]);
    expect(intents('Kann man bei euch ein Schnupperpraktikum machen?', ['de'])).to.deep.equal([intentOf('praktikum')]);
  });
  it('reads taking part from home ("von zu Hause aus mitmachen", "join from home") as online, not working from home', () => {
    expect(intents('Geht der Kurs auch von zu Hause aus?', ['de'])).to.deep.equal([intentOf('webinar')]);
    expect(intents('Can we follow the class from home?', ['en'])).to.deep.equal([intentOf('webinar')]);
    expect(intents('I work from home all day and my neck hurts', ['en'])).to.deep.equal([]);
  });
  it('reads getting changed ("somewhere I can get changed", "kann ich mich umziehen") as the changing rooms, not moving house', () => {
    expect(intents('Is there somewhere I can get changed after work?', ['en'])).to.deep.equal([intentOf('changeroom')]);
    expect(intents('Kann ich mich bei euch umziehen?', ['de'])).to.deep.equal([intentOf('umkleidekabine')]);
    expect(intents('Wir ziehen im Sommer um, geht der Kurs weiter?', ['de'])).to.deep.equal([]);
  });
  it('reads a work experience student or week as an internship, not experience of work', () => {
    expect(intents('Does a work experience student need to know how to sail?', ['en'])).to.deep.equal([intentOf('internship')]);
    expect(intents('Kann man bei euch ein Schülerpraktikum machen?', ['de'])).to.deep.equal([intentOf('praktikum')]);
    expect(intents('How much experience do I need for work on old boats?', ['en'])).to.deep.equal([]);
  });
  it('reads where the owner\'s materials come from ("Where does your oak come from?", "Woher kommt euer Holz?", "Wo werden eure Matten hergestellt?"), not where a person comes from or "wie oft kommt ihr"', () => {
    expect(intents('Where does your oak come from?', ['en'])).to.deep.equal([intentOf('provenance')]);
    expect(intents('Woher kommt euer Holz?', ['de'])).to.deep.equal([intentOf('bezugsquelle')]);
    expect(intents('Wo werden eure Matten hergestellt?', ['de'])).to.deep.equal([intentOf('bezugsquelle')]);
    expect(intents('Where does she come from?', ['en'])).to.deep.equal([]);
    expect(intents('wie oft kommt ihr dann im Jahr?', ['de'])).to.deep.equal([]);
  });
  it('reads who supplies the owner ("Which supplier gives you your straw?", "Von wem beziehen Sie Ihr Blattgold?", "Wer liefert Ihnen die Milch?") as the materials\' origin and the partners, not who delivers an order to the visitor', () => {
    expect(intents('Which supplier gives you your straw?', ['en'])).to.deep.equal([intentOf('provenance')]);
    expect(intents('Who supplies your firewood?', ['en'])).to.deep.equal([intentOf('provenance')]);
    expect(intents('Von wem beziehen Sie Ihr Blattgold?', ['de'])).to.deep.equal([intentOf('bezugsquelle')]);
    expect(intents('Wo sitzt der Großhändler, von dem Sie Ihre Bücher bekommen?', ['de'])).to.deep.equal([intentOf('bezugsquelle')]);
    expect(intents('Wer liefert Ihnen die Milch?', ['de'])).to.deep.equal([intentOf('bezugsquelle')]);
    expect(withIntentConcepts([], intents('Who supplies your malt?', ['en']))).to.have.length(2);
    expect(intents('Who brings the flowers to the door?', ['en'])).to.not.include(intentOf('provenance'));
    expect(intents('Liefern Sie auch nach Österreich?', ['de'])).to.deep.equal([]);
    // The owner as the supplier: whom they supply.
    expect(intents('Who do you supply?', ['en'])).to.not.include(intentOf('provenance'));
    expect(intents('Which restaurants do you supply?', ['en'])).to.not.include(intentOf('provenance'));
    expect(intents('Sind Sie auch Lieferant für Restaurants?', ['de'])).to.not.include(intentOf('bezugsquelle'));
    expect(intents('Arbeiten Sie als Großhändler?', ['de'])).to.not.include(intentOf('bezugsquelle'));
    expect(intents('Wer ist Ihr Lieferant?', ['de'])).to.deep.equal([intentOf('bezugsquelle')]);
  });
  it('reads who to talk to ("Who do I talk to to book a fitting?", "Mit wem spreche ich wegen einer Buchung?") as the team, not "who can I talk to"', () => {
    expect(intents('Who do I talk to to book a fitting?', ['en'])).to.deep.equal([intentOf('collaborators')]);
    expect(intents('Mit wem spreche ich wegen einer Buchung?', ['de'])).to.deep.equal([intentOf('kooperationspartner')]);
    expect(intents('Wer ist Ansprechpartner für Schulen?', ['de'])).to.deep.equal([intentOf('kooperationspartner')]);
    expect(intents('who can I talk to as a journalist?', ['en'])).to.deep.equal([]);
  });
  it('reads a thing never collected ("forgot about it", "nie abgeholt", "verschwitzt, sie abzuholen") as asking what the terms say', () => {
    const uncollected = INTENTS.findIndex((intent) => intent.phrases.de.some((p) => p.includes('abgeholt')));
    expect(intents('I dropped my bike off in the summer and completely forgot about it, is it still there?', ['en'])).to.deep.equal([uncollected]);
    expect(intents('Ich habe vor einem Jahr ein Buch gebracht und es nie abgeholt.', ['de'])).to.deep.equal([uncollected]);
    expect(intents('Ich hab total verschwitzt, sie abzuholen.', ['de'])).to.deep.equal([uncollected]);
    expect(intents('Kann ich die Uhr morgen abholen?', ['de'])).to.deep.equal([]);
  });
  it('reads whether the visitor has to pay ("do we have to pay for that?", "Müssen wir jetzt alles zahlen?") as asking what the terms say, not "you have to pay attention"', () => {
    const mustPay = INTENTS.findIndex((intent) => intent.phrases.en.some((p) => p.includes('=pay')));
    expect(intents('my son dropped the rented cello, do we have to pay for that?', ['en'])).to.deep.equal([mustPay]);
    expect(intents('Müssen wir jetzt alles zahlen?', ['de'])).to.deep.equal([mustPay]);
    expect(intents('Do I have to bring anything to pay with?', ['en'])).to.deep.equal([]);
    expect(intents('Do we have to pay to visit the farm?', ['en'])).to.deep.equal([]);
    // "pay for" a thing named is its price; "pay for that / it" asks the terms.
    expect(intents('Do I have to pay for parking?', ['en'])).to.deep.equal([]);
    expect(intents('Do kids have to pay for the vineyard tour?', ['en'])).to.deep.equal([]);
    expect(intents('do I still have to pay for it?', ['en'])).to.include(mustPay);
  });
  it('reads learning to do a thing ("Can I learn to blow glass myself?") as what there is to join, not "learn about" or "where did you learn to …"', () => {
    expect(intents('Can I learn to blow glass myself?', ['en'])).to.deep.equal([intentOf('course')]);
    expect(intents('Where did she learn about glass?', ['en'])).to.deep.equal([]);
    // "^did": a life told, not a course asked for.
    expect(intents('Where did you learn to carve stone?', ['en'])).to.deep.equal([]);
    // "did" three tokens back (BEFORE): an adverb between ("did you first learn", "did you ever learn").
    expect(intents('How did you first learn to carve stone?', ['en'])).to.deep.equal([]);
    expect(intents('Did you ever learn to weld?', ['en'])).to.deep.equal([]);
    expect(intents('I was sorry to learn that the shop closed', ['en'])).to.deep.equal([]);
  });
  it('reads how long the owner keeps a visitor\'s things ("Wie lange heben Sie meine Akte auf?") and deleting as the privacy periods, not how long a thing keeps', () => {
    const keeping = INTENTS.findIndex((intent) => intent.concept.includes('datenschutz'));
    expect(intents('Wie lange heben Sie meine Akte auf?', ['de'])).to.deep.equal([keeping]);
    expect(intents('Do you delete my address afterwards?', ['en'])).to.deep.equal([keeping]);
    expect(intents('How long does the cheese keep?', ['en'])).to.deep.equal([]);
    expect(intents('Wie bewahrt man Käse auf?', ['de'])).to.deep.equal([]);
    expect(intents('Can you delete the background of the photo?', ['en'])).to.deep.equal([]);
    // "my" right after the verb: work on the visitor's things is no deleting of their data.
    expect(intents('Can you delete the background from my photo?', ['en'])).to.deep.equal([]);
    expect(intents('Can you erase the scratches on my table?', ['en'])).to.deep.equal([]);
  });
  it('reads working for the owner ("help out at your tastings", "apply to work with you", "mithelfen") as a vacancy, not "apply the glaze"', () => {
    const working = INTENTS.findIndex((intent) => intent.concept.includes('vacancy'));
    expect(intents('Do I need experience to help out at your Saturday tastings?', ['en'])).to.deep.equal([working]);
    expect(intents('can a newly qualified physio apply to work with you?', ['en'])).to.deep.equal([working]);
    expect(intents('Do I have to give a trial lesson when I apply to teach with you?', ['en'])).to.include(working);
    expect(intents('Ich würde gern mithelfen', ['de'])).to.deep.equal([working]);
    expect(intents('How do you apply the glaze?', ['en'])).to.deep.equal([]);
    expect(intents('Can you help out with the flowers for our party?', ['en'])).to.deep.equal([]);
    // The owner asked to help, to bring more staff, or a course to join: no vacancy.
    expect(intents('Can you help out at our wedding?', ['en'])).to.deep.equal([]);
    expect(intents('Can you provide extra staff for our party?', ['en'])).to.deep.equal([]);
    expect(intents('How do I apply to join the masterclass?', ['en'])).to.deep.equal([]);
  });
  it('reads swapping a thing ("Will you swap it?") as sending back, not a swapped class or date', () => {
    const swapping = INTENTS.findIndex((intent) => intent.concept.includes('widerruf'));
    expect(intents('The bottle smells musty. Will you swap it?', ['en'])).to.deep.equal([swapping]);
    expect(intents('Can I swap my Tuesday class for Thursday?', ['en'])).to.deep.equal([]);
    expect(intents('Tauschen Sie es um?', ['de'])).to.deep.equal([swapping]);
    // A part replaced, with the formal "Sie": no exchange of a thing bought.
    expect(intents('Tauschen Sie die Saiten?', ['de'])).to.deep.equal([]);
    expect(intents('Tauschen Sie auch die Batterie?', ['de'])).to.deep.equal([]);
  });
  it("reads only the given languages' phrases", () => {
    expect(intents('Kann ich einfach mal vorbeikommen?', ['en'])).to.deep.equal([]);
  });
});

describe('withIntentConcepts', () => {
  it('adds each concept an intent names once, after what the phrases asked', () => {
    const cancel = intentOf('cancel');
    const asked = withIntentConcepts([3], [cancel]);
    expect(asked[0]).to.equal(3);
    expect(asked.slice(1).map((id) => conceptWords(id, 'en'))).to.satisfy((lists: string[][]) => lists.some((w) => w.includes('cancellation')) && lists.some((w) => w.includes('terms')));
    expect(withIntentConcepts([...asked], [cancel])).to.deep.equal(asked);
  });
});

describe('INTENTS and INTENT_CONCEPTS', () => {
  it('name exactly one concept per intent, and have phrases in both languages', () => {
    for (const intent of INTENTS) {
      expect(conceptsOfAll(intent.concept), intent.concept.join()).to.have.length(1);
      if (intent.also) expect(conceptsOfAll(intent.also), intent.also.join()).to.have.length(1);
      expect(Object.keys(intent.phrases)).to.have.members(['en', 'de']);
    }
  });
  it('are part of the concept list, at its end (the older concepts keep their ids)', () => {
    const end = CONCEPTS.length - VISITORS_OWN_CONCEPTS.length;
    expect(CONCEPTS.slice(end - INTENT_CONCEPTS.length, end)).to.deep.equal(INTENT_CONCEPTS);
  });
  it('list no stop word or chatty word as a concept word (it could never ask for the concept)', () => {
    for (const concept of INTENT_CONCEPTS) {
      for (const [lang, words] of Object.entries(concept.words)) {
        const stops = analyzerFor(lang).stopwords;
        for (const word of words) expect(stops.has(foldToken(word)) || questionStops(lang).has(foldToken(word)), `${lang}: ${word}`).to.equal(false);
      }
    }
  });
});

describe('intent phrases in searchIndex', () => {
  const site = () =>
    fixtureIndex([
      {
        path: '/en/events/',
        title: 'Events',
        intro: 'Our summer conference in the barn; pay at the door.',
        sections: [['Dates', 'The conference moves to the barn every summer; we pay the musicians ourselves.']],
      },
      {
        path: '/en/terms/',
        title: 'Terms of business',
        intro: 'What applies to every booking.',
        sections: [['Cancellation', 'Cancelling up to four weeks before the date costs nothing; later, half the fee is due.']],
      },
      {
        path: '/en/memorials/',
        title: 'Headstones',
        intro: 'Headstones carved in sandstone from the quarry.',
      },
      {
        path: '/en/care/',
        title: 'Care and repairs',
        intro: 'We repair and clean old headstones, and set them straight again.',
      },
      {
        path: '/en/team/',
        title: 'Team and partners',
        intro: 'Two stonemasons, an apprentice, and the partners we rely on.',
      },
    ]);
  const first = (query: string) => searchIndex(site(), { query, lang: 'en', today: '2026-11-23' }).hits[0]?.page.path;

  it('lists the terms for money when plans change, not the page that shares the story', () => {
    // Without the intent the events page (conference, pay) comes first.
    expect(first('ugh, our conference just got pushed back three months, do we still have to pay?')).to.equal('/en/terms/');
  });
  it('lists the terms for what happens if a plan goes otherwise, not the page that shares its words', () => {
    // Without the intent the events page (summer, conference) comes first.
    expect(first('What happens if our summer conference is much later than planned?')).to.equal('/en/terms/');
  });
  it('lists the terms for whether the visitor has to pay for a mishap, not the page that shares the story', () => {
    // Without the intent the care and repairs page (broke) comes first.
    expect(first('a guest broke a chair, do we have to pay for that?')).to.equal('/en/terms/');
  });
  it('answers how to store a cheese with the FAQ on storing it, not the privacy page', () => {
    const dairy = loadedSite(fileURLToPath(new URL('../../../bench/eval/thirty-second-site', import.meta.url)));
    // Read as the owner keeping a visitor's things, the privacy page came first.
    expect(searchIndex(dairy.search, { query: 'Wie bewahrt man Käse auf?', lang: 'de' }).hits[0].page.path).to.equal('/de/haeufige-fragen/');
  });
  it('answers whether parking costs with the parking, not the terms', () => {
    const winery = loadedSite(fileURLToPath(new URL('../../../bench/eval/twentieth-site', import.meta.url)));
    // Read as asking whether the visitor must pay at all, the terms' ordering and payment came first.
    expect(searchIndex(winery.search, { query: 'Do I have to pay for parking?', lang: 'en' }).hits[0].page.path).to.equal('/en/contact/');
  });
  it('reads a crack or a part that keeps slipping as a thing gone wrong: the repairs first', () => {
    const maker = loadedSite(fileURLToPath(new URL('../../../bench/eval/eighteenth-site', import.meta.url)));
    // Without the symptom words the instrument's own data page (Cello) came before the German repairs.
    expect(searchIndex(maker.search, { query: 'Mein Cello hat einen Sprung im Boden', lang: 'de' }).hits[0].page.path).to.equal('/de/reparaturen/');
  });
  it('lists the team and partners for who the owner works with', () => {
    // Without the intent nothing matches: the site never writes "engineer" or "work with".
    expect(first('Which engineer do you work with?')).to.equal('/en/team/');
  });
  it('lists care and repairs for a symptom the site never names', () => {
    // Without the symptom concept the headstones page (grandma, headstone) comes first.
    expect(first("hi! my grandma's headstone is leaning quite badly and the cemetery stuck a label on it, what do I do now?")).to.equal('/en/care/');
  });
});
