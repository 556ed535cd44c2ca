/**
 * What a chatty question asks, said in everyday phrases no site uses: taking part without
 * experience ("is there anything she could join?", "where do I start?", "zwei linke Hände",
 * "Muss ich dafür was können?"), money when plans change ("do we still have to pay?", "pushed
 * back three months", "Muss ich trotzdem zahlen?"), coming by ("just drop by", "watch you work",
 * "einfach mal vorbei"), looking after a thing ("sauber machen", "look after it")
 * and a thing gone wrong ("is leaning", "verbogen", "wackelt"). The same intents recur across
 * trades; the site answers them in its own words (courses, cancellation terms, opening hours,
 * care, repairs), which are the words of an existing concept.
 *
 * An intent phrase is a sequence of words in order, each close to the one before (intent-phrases.ts
 * reads them: "do we still have to pay": still … pay), any of several forms at a position
 * ("drop|stop|pop"); it asks for its concept as a concept phrase does (search-query.ts: once,
 * as a whole word), and its words count as a phrase's. Data per language, general vocabulary:
 * nothing names a site or a trade. No imports but types: concept-lists.ts reads this file.
 */
import type { Concept } from './concept-lists.ts';

/** An intent: the concept it asks for (named by listed words only it holds, as withSharedConcept reads them) and its phrases per language; "a|b" at a position takes either, "=a" only right after the word before, "!a|b" is no word but a check that the next token is neither, and "^a|b" one that neither stands just before the phrase (intent-phrases.ts). */
export interface Intent {
  concept: readonly string[];
  /** A second concept the intent asks for (named the same way), when the site may answer it in either's words. */
  also?: readonly string[];
  phrases: Record<string, string[][]>;
}

/**
 * Who the owner works with: the team, partners and network a site lists under its own heading
 * ("Team und Partner", "Netzwerk"), asked as "Mit welchem Statiker arbeiten Sie zusammen?",
 * "Which physiotherapist do you work with?" (appended to the concept list, concept-lists.ts).
 */
export const WORKING_WITH: Concept = {
  words: {
    en: ['collaborators', 'partners', 'partner', 'network', 'team', 'colleagues', 'collaboration', 'cooperation'],
    de: ['kooperationspartner', 'partner', 'partnerin', 'netzwerk', 'team', 'kollegen', 'zusammenarbeit', 'kooperation'],
  },
};

/**
 * Words of things gone wrong that the site's repair words answer: the symptom, not the remedy
 * (appended to the concept list, concept-lists.ts). The remedy's words come first, so a symptom
 * the site does not use is looked for as the site's repair words (a concept's first words the site holds).
 */
export const INTENT_CONCEPTS: Concept[] = [
  {
    words: {
      en: [
        'repair',
        'repairs',
        'repaired',
        'fix',
        'fixed',
        'mend',
        'leaning',
        'wobbly',
        'wobbles',
        'wobbling',
        'loose',
        'bent',
        'rusty',
        'rusted',
        'rotten',
        'scratched',
        'squeaks',
        'squeaky',
        'creaks',
        'creaky',
        'jammed',
        'stuck',
        'slipping',
        'slips',
        'cracked',
        'snapped',
        'broken',
        'torn',
        'shattered',
        'leaking',
        'leaks',
      ],
      de: [
        'reparatur',
        'reparaturen',
        'reparieren',
        'repariert',
        'schief',
        'wackelt',
        'wackelig',
        'wacklig',
        'verbogen',
        'verrostet',
        'rostig',
        'morsch',
        'zerkratzt',
        'verkratzt',
        'quietscht',
        'knarzt',
        'klemmt',
        'schleift',
        'abgebrochen',
        'gerissen',
        'gesprungen',
        'sprung',
        'kaputt',
        'kaputtgegangen',
        'zerbrochen',
        'gebrochen',
        'undicht',
        'rutscht',
      ],
    },
  },
  WORKING_WITH,
];

/** After "nach", a word that makes it no town: a time ("nach dem Urlaub", "bis nach Ostern"), an agreement ("nach Absprache"). */
const NOT_A_PLACE =
  '!dem|der|den|des|einem|einer|einen|meinem|meiner|meinen|ihrem|ihrer|ihren|unserem|unserer|eurem|eurer|diesem|dieser|ostern|weihnachten|neujahr|pfingsten|silvester|feierabend|ladenschluss|absprache|vereinbarung|terminvereinbarung';

export const INTENTS: Intent[] = [
  // Taking part without experience, or as a child: what there is to join.
  {
    concept: ['course', 'kurs'],
    phrases: {
      en: [
        ['could|can|may|might', 'join'],
        ['join', 'in'],
        ['where', 'start|begin'],
        ['never', 'done|tried|held|used'],
        ['not|very', 'handy'],
        ['left', 'hands'],
        ['all', 'thumbs'],
        ['have', 'a', 'go'],
        ['give', 'it', 'a', 'try'],
        ['learn', 'how'],
        // "Can I learn to blow glass myself?", "somewhere I can learn to arrange flowers": learning a craft is a course.
        // Not a life told ("Where did you learn to carve?", "How did she learn to play?").
        ['learn', '=to', '^did|didn'],
        ['teach', 'me|us|him|her|them'],
        ['anything|something', 'for', 'beginners|kids|children|him|her|me|us|them|adults|teenagers|families'],
      ],
      de: [
        ['linke', 'hände'],
        ['noch', 'nie'],
        ['wo|wie|womit', 'fang|fange|anfangen|beginnen|beginne'],
        ['muss|müssen|muß', 'können'],
        ['mitmachen'],
        ['beibringen'],
        ['irgendwas|etwas', 'für', 'kinder|anfänger|einsteiger|mich|ihn|sie|uns|erwachsene|jugendliche|familien'],
      ],
    },
  },
  // Money when plans change: what the terms say about cancelling, postponing, missing.
  {
    concept: ['cancel', 'absagen'],
    also: ['terms', 'agb'],
    phrases: {
      en: [
        ['still', 'pay|charged|charge|owe'],
        ['pushed|push|moved|put', 'back'],
        ['call|called|calling', 'off'],
        ['fall|falls|fell|fallen', 'through'],
        ['can|couldn|won', 't', 'make'],
        ['cannot', 'make'],
        ['something|anything', 'comes|came', 'up'],
      ],
      de: [
        ['trotzdem', 'zahlen|bezahlen|zahle|bezahle'],
        ['zahlen|bezahlen', 'trotzdem'],
        ['nicht', 'kommen|komme|teilnehmen'],
        ['doch', 'nicht'],
        ['kommt|käme', 'dazwischen'],
        ['dazwischenkommt'],
        ['fällt|fallen', 'aus'],
      ],
    },
  },
  // What happens if a thing goes otherwise than planned: what the terms (or the questions answered) say.
  {
    concept: ['terms', 'agb'],
    phrases: {
      // Not what happens to a thing ("What happens to the calves when they are born?", "Was passiert mit meinen Daten, wenn …").
      en: [['happens|happen', '!to|with', 'if|when']],
      de: [['passiert|geschieht', '!mit', 'wenn|falls']],
    },
  },
  // A thing left with the owner and never collected: what the terms say of it.
  {
    concept: ['terms', 'agb'],
    phrases: {
      en: [
        ['never', 'picked|collected|fetched'],
        ['forgot|forgotten', 'about', 'it|them'],
        ['forgot|forgotten', 'to', 'collect|pick|fetch'],
      ],
      de: [
        ['nie|nicht', 'abgeholt'],
        ['vergessen|vergesse|verschwitzt|vergaß|vergessen', 'abzuholen'],
      ],
    },
  },
  // Whether the visitor must pay for something ("do we have to pay for that?", "Müssen wir jetzt alles zahlen?"): what the terms say.
  {
    concept: ['terms', 'agb'],
    phrases: {
      // Not "have to pay to visit the farm", "have to pay for parking", "Do kids have to pay for the tour?": the price of a thing
      // named; "pay for" only of a thing not named ("do we have to pay for that?").
      en: [
        ['have|has', '=to', '=pay', '!to|for'],
        ['have|has', '=to', '=pay', '=for', '=that|it|this|them|everything|anything|something|all'],
      ],
      de: [['müssen|muss|muß', 'zahlen|bezahlen']],
    },
  },
  // How long the owner keeps what a visitor left ("Wie lange heben Sie meine Akte auf?") and deleting it: the privacy page's periods.
  // ("how long … keep", "lange … speichern" are left out: "long" and "lange" would set off the intent reading for too many questions, question-triggers.ts.)
  {
    concept: ['privacy', 'datenschutz'],
    phrases: {
      // The visitor's things deleted ("Do you delete my address?"), not a background in a photo.
      // "my" right after the verb: not "delete the background from my photo", "erase the scratches on my table" (work on the visitor's things).
      en: [['delete|erase', '=my|our']],
      // The owner keeping ("heben Sie", "bewahrt ihr … auf"), not how to store a thing ("Wie bewahrt man Käse auf?").
      de: [['heben|hebt|bewahren|bewahrt', '=sie|ihr', 'auf'], ['löschen|löscht|gelöscht']],
    },
  },
  // Working for the owner ("help out at your busiest times", "seasonal helpers", "apply to work with you"): a vacancy, which a
  // site often advertises in one language only ("Aushilfen gesucht").
  {
    concept: ['vacancy', 'stellenangebot'],
    phrases: {
      en: [
        // Not the owner asked to help ("can you help out with our flowers?", "Can you help out at our wedding?"); "help" first, not "to" or "I": most questions must set off no intent (question-triggers.ts).
        ['help', '=out', '!with|on', '^you|u'],
        // Not "extra staff" (a caterer asked to bring more: "Can you provide extra staff for our party?").
        ['seasonal|temporary|weekend|holiday|casual', '=helpers|helper|staff|workers'],
        // Not "apply to join" (a course, a club, a masterclass).
        ['apply', '=to', '=work|teach'],
      ],
      de: [['aushelfen|mithelfen']],
    },
  },
  // Swapping a thing bought ("Will you swap it?"): sending back and exchanging; not a swapped date or class ("Can I swap my Tuesday class?").
  {
    concept: ['withdrawal', 'widerruf'],
    phrases: {
      en: [['swap|exchange', '=it|them|this|that|one']],
      // "tauschen … um" (Umtausch); not "Tauschen Sie die Saiten?", "Tauschen Sie auch die Batterie?" (a part replaced: the formal "Sie" is no object). "umtauschen" is a word of the concept.
      de: [['tauschen', 'um']],
    },
  },
  // Who the owner works with: the team and partners.
  {
    concept: ['collaborators', 'kooperationspartner'],
    phrases: {
      en: [
        ['who|which', 'work|works|working', 'with'],
        ['who|which', 'collaborate|collaborates|partner|partners', 'with'],
        // Not "does" as the helper of another verb: "Who does she work for?" asks whom she works for.
        ['who', 'does', '!she|he|they'],
        ['who', 'will|makes|brings|runs|answers|looks|takes'],
        ['who', 's|is', 'in', 'charge'],
        // "Who do I talk to about a booking?": the person to ask.
        ['who', 'do|should', 'i|we', 'talk|speak|ask|contact'],
      ],
      de: [
        ['arbeiten|arbeitet|arbeitest|arbeite', 'zusammen'],
        ['zusammenarbeiten|zusammenarbeitet'],
        ['wer', 'macht|kümmert|bringt|steht|übernimmt|betreut'],
        ['wem', 'spreche|sprechen|rede|reden|wende|wenden'],
        ['wer', 'ist', '=ansprechpartner|ansprechpartnerin|zuständig'],
      ],
    },
  },
  // Coming to the visitor's town: the area covered, and what the journey costs.
  {
    concept: ['housecall', 'einsatzgebiet'],
    also: ['mileage', 'kilometergeld'],
    phrases: {
      en: [
        ['come|drive', 'out|over|down', 'to'],
        ['come', 'to', 'my|our', 'house|home|flat|place|farm|office'],
      ],
      de: [
        ['kommen|kommt|kommst|fahren|fahrt|fährst', 'nach', NOT_A_PLACE],
        ['bis', 'nach', NOT_A_PLACE],
        ['uns|mir', 'nach', 'hause'],
      ],
    },
  },
  // Where the owner's materials come from ("Where does your oak come from?", "Woher kommt euer Holz?") and who supplies them ("Who supplies your malt?",
  // "Which supplier gives you your straw?", "Von wem beziehen Sie Ihr Blattgold?", "Wer liefert Ihnen die Milch?"; twenty-ninth round): the materials'
  // origin and suppliers, and the partners a site lists its suppliers among.
  {
    concept: ['provenance', 'bezugsquelle'],
    also: ['collaborators', 'kooperationspartner'],
    phrases: {
      en: [
        ['your', 'come|comes', 'from'],
        // The supplying of the owner ("supplies your malt", "supplied the wood"), not the owner's ("Who do you supply?").
        ['who|which|what', 'supplies|supply|supplied', '=you|your|the|her|his|their|them'],
        ['which|what|who|s|your', 'supplier|suppliers|wholesaler|wholesalers'],
        ['where', 'do|does|did', 'you|she|he|they', 'buy|get|order|source', 'your|the|their|her|his'],
      ],
      de: [
        ['woher', 'kommt|kommen|stammt|stammen', 'euer|eure|ihr|ihre|dein|deine|das|der|die'],
        ['werden|wird', 'hergestellt|produziert|gefertigt|gesägt|gewebt|gegerbt'],
        ['von|bei', 'wem|welchem|welcher|dem|der', 'beziehen|bezieht|beziehst|bekommen|bekommt|bekommst|kaufen|kauft|kaufst'],
        ['wer', 'liefert|beliefert'],
        // Not the owner as one ("Sind Sie auch Lieferant für Restaurants?", "als Großhändler"): who supplies them.
        ['lieferant|lieferantin|lieferanten|großhändler|zulieferer', '^sind|seid|bist|als'],
        ['woher', 'beziehen|bezieht|beziehst|bekommen|bekommt|bekommst|habt|haben'],
      ],
    },
  },
  // Getting changed before a class: changing rooms and lockers.
  {
    concept: ['changeroom', 'umkleidekabine'],
    phrases: {
      en: [['get', '=changed']],
      de: [
        ['mich|uns|sich|euch|dich', 'umziehen'],
        ['zum', '=umziehen'],
      ],
    },
  },
  // A pupil's or student's work experience: an internship (Schülerpraktikum).
  {
    concept: ['internship', 'praktikum'],
    phrases: {
      en: [['work', 'experience', 'student|students|pupil|pupils|week|weeks|placement|placements']],
      de: [['schnupperpraktikum|schülerpraktikum']],
    },
  },
  // Taking part from home: online.
  {
    concept: ['webinar', 'webinare'],
    phrases: {
      en: [['join|attend|follow|participate', 'from', 'home']],
      de: [['hause|zuhause|daheim', '=aus', '!arbeiten|arbeite|arbeitet|arbeitest']],
    },
  },
  // What is new with the owner: their dated posts, whatever the site calls them.
  {
    concept: ['diary', 'tagebuch'],
    phrases: {
      // Each right after the word before: "get my booking changed", "learn something new", "ein neues Abo" ask no such thing.
      en: [
        ['s', '=new'],
        ['whats', '=new'],
        ['anything', '=new'],
      ],
      de: [
        ['gibt', '=es|s', '=neues'],
        ['gibts', '=neues'],
        ['was|etwas', '=neues'],
      ],
    },
  },
  // Coming by: visiting, opening hours.
  {
    concept: ['visit', 'besuch'],
    phrases: {
      en: [
        ['drop|stop|pop|swing', 'by|in|round'],
        ['come', 'by|round|over'],
        ['look', 'around'],
        ['turn', 'up'],
      ],
      de: [['vorbeikommen|vorbeischauen|reinschauen|vorbeigehen|hereinschauen'], ['einfach', 'vorbei']],
    },
  },
  // Changing the size or shape of a thing one has: alterations.
  {
    concept: ['resize', 'anpassen'],
    phrases: {
      en: [['make', 'it|them|this|one', 'bigger|smaller|shorter|longer|wider|narrower|tighter|looser']],
      de: [['größer|kleiner|kürzer|länger|weiter|enger', 'machen|mache|gemacht']],
    },
  },
  // Looking after a thing: care and cleaning.
  {
    concept: ['care', 'pflege'],
    phrases: {
      en: [
        ['look', 'after'],
        ['pressure|power', 'wash|washer|washing'],
      ],
      de: [['sauber', 'machen|mache|bekommen|kriegen|halten'], ['hochdruckreiniger|kärcher']],
    },
  },
];
