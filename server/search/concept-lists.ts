/**
 * Concepts (synonym groups) for what portfolio sites are about, per language, as data.
 * A question word the site does not use is also looked for as the other words of its
 * concept, at reduced weight; `phrases` are word sets that ask for the concept together
 * ("see" + "work" asks where the work is shown). One word may sit in more than one concept.
 * Owners and translators extend this list; nothing here names a particular site.
 */
import { TERMS_CONCEPTS } from './terms-concepts.ts';
import { TRADE_CONCEPTS } from './trade-concepts.ts';
import { INTENT_CONCEPTS } from './intent-concepts.ts';
import { VISITOR_CONCEPTS } from './visitor-concepts.ts';
import { EVERYDAY_CONCEPTS } from './everyday-concepts.ts';
import { VISITORS_OWN_CONCEPTS } from './visitors-own-concepts.ts';

export interface Concept {
  words: Record<string, string[]>;
  phrases?: Record<string, string[][]>;
  /** Only another concept's broader concept (broader-concepts.ts): its own words ask for nothing ("tour" asked of a site that writes "Führung" is no hike). */
  broaderOnly?: true;
}

export const CONCEPTS: Concept[] = [
  {
    words: {
      en: [
        'fee',
        'fees',
        'rate',
        'rates',
        'cost',
        'costs',
        'price',
        'prices',
        'pricing',
        'charge',
        'charges',
        'budget',
        'quote',
        'quotes',
        'expensive',
        'cheap',
        'pay',
        'payment',
        'tariff',
        'estimate',
        'estimates',
        'quotation',
        'quotations',
        'affordable',
        'pricey',
        'costly',
        'pricelist',
        'hourly',
      ],
      de: [
        'honorar',
        'honorare',
        'kosten',
        'kostet',
        'preis',
        'preise',
        'gebühr',
        'gebühren',
        'tarif',
        'tagessatz',
        'teuer',
        'bezahlen',
        'zahlung',
        'angebot',
        'kostenvoranschlag',
        'kostenvoranschläge',
        'voranschlag',
        'preisliste',
        'pauschale',
        'pauschal',
        'stundensatz',
        'stundenlohn',
        'festpreis',
        'aufpreis',
        'preiswert',
        'teure',
        'teuren',
        'bezahlt',
        'kostenpflichtig',
      ],
    },
  },
  {
    words: {
      en: ['gear', 'equipment', 'camera', 'cameras', 'lens', 'lenses', 'tools', 'kit'],
      de: ['ausrüstung', 'kamera', 'kameras', 'objektiv', 'objektive', 'technik', 'werkzeug'],
    },
  },
  {
    words: {
      en: ['award', 'awards', 'prize', 'prizes', 'honour', 'honours', 'honor', 'honors', 'distinction', 'won', 'win', 'winner', 'recognition', 'grant', 'grants', 'fellowship'],
      de: ['auszeichnung', 'auszeichnungen', 'preis', 'preise', 'gewonnen', 'gewinnen', 'ehrung', 'stipendium', 'stipendien', 'förderung'],
    },
  },
  {
    words: {
      en: ['exhibition', 'exhibitions', 'exhibit', 'show', 'shows', 'gallery', 'galleries', 'display', 'museum', 'showing'],
      de: ['ausstellung', 'ausstellungen', 'galerie', 'galerien', 'schau', 'museum', 'ausgestellt'],
    },
    phrases: {
      en: [
        ['see', 'work'],
        ['see', 'photos'],
        ['see', 'pictures'],
        ['see', 'prints'],
        ['view', 'work'],
        ['see', 'works'],
      ],
      de: [
        ['sehen', 'arbeiten'],
        ['sehen', 'werke'],
        ['sehen', 'bilder'],
        ['sehen', 'fotos'],
        ['anschauen', 'arbeiten'],
      ],
    },
  },
  {
    words: {
      en: ['contact', 'email', 'mail', 'reach', 'write', 'phone', 'call', 'telephone', 'message', 'whatsapp', 'sms'],
      de: ['kontakt', 'kontaktieren', 'erreichen', 'schreiben', 'telefon', 'anrufen', 'mail', 'nachricht', 'whatsapp', 'sms'],
    },
  },
  {
    words: {
      en: ['commission', 'commissions', 'assignment', 'assignments', 'hire', 'hiring', 'booking', 'job', 'jobs', 'available', 'availability', 'freelance'],
      de: ['auftrag', 'aufträge', 'beauftragen', 'buchen', 'buchung', 'anfrage', 'verfügbar', 'freiberuflich', 'engagieren'],
    },
  },
  {
    words: {
      en: ['live', 'lives', 'living', 'based', 'home', 'hometown', 'residence', 'located', 'reside', 'resides'],
      de: ['wohnt', 'wohnen', 'lebt', 'leben', 'wohnort', 'ansässig', 'heimat', 'zuhause'],
    },
  },
  {
    words: {
      en: ['study', 'studied', 'studies', 'education', 'degree', 'university', 'school', 'trained', 'diploma', 'college'],
      de: ['studium', 'studiert', 'studierte', 'ausbildung', 'hochschule', 'universität', 'diplom', 'abschluss'],
    },
  },
  {
    words: {
      en: ['book', 'books', 'publication', 'publications', 'published', 'magazine', 'magazines', 'article', 'articles', 'newspaper'],
      de: ['buch', 'bücher', 'veröffentlichung', 'veröffentlichungen', 'veröffentlicht', 'magazin', 'zeitschrift', 'zeitung', 'artikel', 'publikation'],
    },
  },
  {
    words: {
      en: ['license', 'licence', 'licensing', 'rights', 'permission', 'usage', 'reuse', 'copyright', 'reprint', 'reproduce', 'reproduction'],
      de: ['lizenz', 'lizenzen', 'nutzungsrechte', 'erlaubnis', 'nutzung', 'urheberrecht', 'abdruck', 'bildrechte', 'abdrucken', 'nachdrucken', 'verwenden', 'verwendung', 'nutzungsbedingungen'],
    },
  },
  {
    words: {
      en: [
        'workshop',
        'workshops',
        'course',
        'courses',
        'class',
        'classes',
        'teaching',
        'teach',
        'lesson',
        'lessons',
        'mentoring',
        'seminar',
        'tutoring',
        'tuition',
        'coaching',
        'lecture',
        'lectures',
      ],
      de: [
        'workshop',
        'workshops',
        'kurs',
        'kurse',
        'unterricht',
        'seminar',
        'lehre',
        'unterrichtet',
        'lernen',
        'schulung',
        'schulungen',
        'nachhilfe',
        'einzelunterricht',
        'gruppenunterricht',
        'lehrgang',
        'lehrgänge',
        'fortbildung',
        'weiterbildung',
        'kursangebot',
        'unterrichtsstunde',
      ],
    },
  },
  {
    words: {
      en: ['language', 'languages', 'speak', 'speaks', 'spoken', 'fluent', 'multilingual', 'bilingual'],
      de: ['sprache', 'sprachen', 'spricht', 'sprechen', 'fließend', 'fremdsprachen', 'sprachkenntnisse', 'mehrsprachig', 'zweisprachig'],
    },
  },
  {
    words: {
      en: ['photo', 'photos', 'picture', 'pictures', 'image', 'images', 'photograph', 'photographs', 'shot', 'shots'],
      de: ['foto', 'fotos', 'bild', 'bilder', 'aufnahme', 'aufnahmen', 'fotografie', 'fotografien'],
    },
  },
  {
    words: {
      en: ['born', 'birthday', 'age', 'birth', 'birthplace'],
      de: ['geboren', 'geburtstag', 'alter', 'geburt', 'geburtsort'],
    },
  },
  {
    words: {
      en: ['press', 'media', 'journalists', 'reporters', 'interview', 'interviews', 'journalist', 'coverage', 'presskit', 'reportage', 'tv', 'television', 'radio', 'podcast', 'documentary'],
      de: [
        'presse',
        'medien',
        'journalisten',
        'pressestelle',
        'interview',
        'interviews',
        'journalist',
        'journalistin',
        'pressemappe',
        'pressetext',
        'pressefotos',
        'pressekit',
        'berichterstattung',
        'reportage',
        'fernsehen',
        'radio',
        'podcast',
      ],
    },
  },
  {
    words: {
      en: [
        'broken',
        'broke',
        'break',
        'breaks',
        'breakage',
        'cracked',
        'crack',
        'chipped',
        'damaged',
        'damage',
        'repair',
        'repaired',
        'fix',
        'fixed',
        'mend',
        'replacement',
        'defect',
        'defective',
        'repairs',
        'repairing',
        'mending',
      ],
      de: [
        'kaputt',
        'zerbrochen',
        'gebrochen',
        'beschädigt',
        'schaden',
        'schäden',
        'bruch',
        'reparieren',
        'reparatur',
        'riss',
        'gesprungen',
        'transportschaden',
        'ersatz',
        'defekt',
        'mangel',
        'reklamation',
        'repariert',
        'reparaturen',
        'ausbessern',
        'flicken',
        'defekte',
        'defekten',
        'beschädigte',
        'beschädigten',
        'kaputte',
        'kaputten',
        'zerbrochene',
        'zerbrochenen',
      ],
    },
  },
  {
    words: {
      en: ['visit', 'visiting', 'visitors', 'open', 'opening', 'hours', 'drop', 'stop', 'come', 'appointment', 'directions', 'closed', 'closing', 'closes', 'opens'],
      de: [
        'besuch',
        'besuchen',
        'vorbeikommen',
        'vorbeischauen',
        'öffnungszeiten',
        'geöffnet',
        'offen',
        'termin',
        'anfahrt',
        'besucher',
        'geschlossen',
        'ruhetag',
        'sprechzeiten',
        'sprechstunde',
        'öffnet',
        'schließt',
      ],
    },
  },
  {
    words: {
      en: [
        'shipping',
        'ship',
        'ships',
        'shipped',
        'delivery',
        'deliver',
        'delivered',
        'parcel',
        'package',
        'postage',
        'post',
        'send',
        'sent',
        'courier',
        'dispatch',
        'dispatched',
        'despatch',
        'worldwide',
      ],
      de: [
        'versand',
        'versenden',
        'verschicken',
        'lieferung',
        'liefern',
        'lieferzeit',
        'paket',
        'porto',
        'zustellung',
        'versandkosten',
        'geschickt',
        'versendet',
        'verschickt',
        'zugestellt',
        'versandzeit',
        'weltweit',
        'schicken',
        'zuschicken',
        'einschicken',
        'einsenden',
        'senden',
      ],
    },
  },
  {
    words: {
      en: ['buy', 'buying', 'purchase', 'order', 'ordering', 'orders', 'shop', 'store', 'sale', 'sell', 'sells', 'available'],
      de: ['kaufen', 'kauf', 'erwerben', 'bestellen', 'bestellung', 'laden', 'shop', 'verkauf', 'verkauft', 'erhältlich'],
    },
  },
  // Performing work (music, stage): where to hear or see it live.
  {
    words: {
      en: ['concert', 'concerts', 'performance', 'performances', 'perform', 'performing', 'gig', 'gigs', 'recital', 'recitals'],
      de: ['konzert', 'konzerte', 'auftritt', 'auftritte', 'aufführung', 'aufführungen', 'vorstellung', 'vorstellungen'],
    },
    phrases: {
      en: [
        ['hear', 'play'],
        ['hear', 'sing'],
        ['hear', 'live'],
        ['see', 'live'],
        ['see', 'perform'],
        ['hear', 'perform'],
      ],
      de: [
        ['hören', 'live'],
        ['erleben', 'live'],
        ['hören', 'spielen'],
        ['sehen', 'live'],
      ],
    },
  },
  // Recorded work: where to listen to it.
  {
    words: {
      en: ['recording', 'recordings', 'album', 'albums', 'cd', 'cds', 'record', 'records', 'disc', 'discography', 'streaming', 'listen'],
      de: ['aufnahme', 'aufnahmen', 'album', 'alben', 'cd', 'cds', 'platte', 'platten', 'einspielung', 'einspielungen', 'diskografie', 'anhören', 'reinhören'],
    },
  },
  // Who books a performance or a talk, and what the place needs.
  {
    words: {
      en: ['venue', 'venues', 'organiser', 'organisers', 'promoter', 'promoters', 'host', 'hosts', 'requirements', 'rider'],
      de: ['veranstalter', 'veranstalterin', 'veranstaltern', 'veranstaltungsort', 'spielstätte', 'spielort', 'anforderungen', 'ausrichter'],
    },
  },
  // Families of pupils and visitors.
  {
    words: {
      en: ['parent', 'parents', 'mother', 'father', 'mum', 'mom', 'dad', 'family', 'families', 'guardian'],
      de: ['eltern', 'elternteil', 'mutter', 'vater', 'mama', 'papa', 'familie', 'familien', 'erziehungsberechtigte'],
    },
  },
  // Missing a booked lesson, course or appointment, and what happens to the payment.
  {
    words: {
      en: [
        'ill',
        'illness',
        'sick',
        'sickness',
        'absent',
        'absence',
        'miss',
        'missed',
        'cancel',
        'cancelled',
        'cancellation',
        'refund',
        'notice',
        'cancelling',
        'canceling',
        'canceled',
        'cancellations',
        'reschedule',
        'rescheduling',
        'postpone',
        'postponed',
        'forget',
        'forgot',
        'forgotten',
      ],
      de: [
        'krank',
        'krankheit',
        'erkrankt',
        'erkrankung',
        'fehlen',
        'ausfall',
        'ausfallen',
        'absagen',
        'absage',
        'stornieren',
        'storno',
        'rücktritt',
        'kündigen',
        'kündigung',
        'erstattung',
        'stornierung',
        'stornogebühr',
        'stornogebühren',
        'abgesagt',
        'verschieben',
        'verschoben',
        'umbuchen',
        'umbuchung',
        'vergessen',
        'vergesse',
        'vergisst',
        'versäumt',
        'versäumte',
        'versäumen',
      ],
    },
    // Money given back, in the visitor's words ("Can I get my money back if I drop out?"). Not German "Geld … zurück":
    // "Bekomme ich als Beamtin das Geld für die Hebamme zurück?" asks what an insurer pays back (the terms came first, −0.38).
    phrases: {
      en: [['money', 'back']],
    },
  },
  // Private life.
  {
    words: {
      en: ['married', 'marriage', 'husband', 'wife', 'spouse', 'partner', 'children', 'private', 'family'],
      de: ['verheiratet', 'ehe', 'ehemann', 'ehefrau', 'partner', 'partnerin', 'kinder', 'privat', 'familie'],
    },
  },
  // Nerves before performing or presenting.
  {
    words: {
      en: ['nervous', 'nerves', 'anxiety', 'anxious', 'fright', 'fear'],
      de: ['nervös', 'nervosität', 'lampenfieber', 'angst', 'aufregung', 'aufgeregt'],
    },
  },
  // Getting to a studio, a venue or a shop.
  {
    words: {
      en: [
        'accessible',
        'accessibility',
        'wheelchair',
        'wheelchairs',
        'step-free',
        'steps',
        'stairs',
        'lift',
        'elevator',
        'disabled',
        'disability',
        'barrier-free',
        'ramp',
        'ramps',
        'mobility',
        'rollator',
        'walker',
        'pram',
        'prams',
        'pushchair',
        'buggy',
        'stroller',
      ],
      de: [
        'barrierefrei',
        'barrierefreiheit',
        'rollstuhl',
        'rollstuhlgerecht',
        'stufenlos',
        'treppe',
        'treppen',
        'aufzug',
        'fahrstuhl',
        'behinderung',
        'rampe',
        'rollator',
        'gehbehindert',
        'gehbehinderte',
        'behindertengerecht',
        'erdgeschoss',
        'ebenerdig',
        'schwerbehindert',
        'barrierefreie',
        'barrierefreien',
        'barrierefreier',
        'rollstuhlgerechte',
        'rollstuhlgerechten',
        'stufenlose',
        'stufenlosen',
        'rolli',
        'kinderwagen',
        'buggy',
        'blindenhund',
        'assistenzhund',
        'induktionsschleife',
        'hörschleife',
      ],
    },
  },
  {
    words: {
      en: ['parking', 'park', 'car', 'tram', 'bus', 'train', 'station', 'transport', 'directions', 'route', 'bike', 'underground', 'subway', 'metro', 'carpark', 'parked'],
      de: [
        'parken',
        'parkplatz',
        'parkplätze',
        'auto',
        'straßenbahn',
        'tram',
        'bus',
        'bahn',
        'bahnhof',
        'haltestelle',
        'anfahrt',
        'anreise',
        'fahrrad',
        'ubahn',
        'u-bahn',
        'sbahn',
        's-bahn',
        'öpnv',
        'öffis',
        'nahverkehr',
        'parkhaus',
        'tiefgarage',
        'parkmöglichkeit',
        'parkmöglichkeiten',
        'kundenparkplatz',
        'kundenparkplätze',
      ],
    },
  },
  // Paying less, and giving as a present.
  {
    words: {
      en: ['discount', 'discounts', 'reduced', 'reduction', 'concession', 'concessions', 'cheaper'],
      de: ['rabatt', 'ermäßigung', 'ermäßigt', 'ermäßigte', 'vergünstigung', 'günstiger', 'nachlass', 'rabatte', 'ermäßigungen', 'ermäßigten', 'vergünstigungen', 'vergünstigt'],
    },
  },
  {
    words: {
      en: ['voucher', 'vouchers', 'gift', 'gifts', 'giftcard', 'giftvoucher', 'gift-voucher', 'giftcards', 'gift-card'],
      de: [
        'gutschein',
        'gutscheine',
        'geschenk',
        'geschenke',
        'geschenkgutschein',
        'verschenken',
        'schenken',
        'schenke',
        'verschenke',
        'geschenkkarte',
        'wertgutschein',
        'gutscheinkarte',
        'geschenkidee',
        'geschenkideen',
      ],
    },
  },
  // Learning the craft in a studio or workshop: apprentices, trainees, interns, a trial day.
  {
    words: {
      en: ['apprentice', 'apprentices', 'apprenticeship', 'trainee', 'trainees', 'traineeship', 'intern', 'interns', 'internship', 'placement'],
      de: ['lehrling', 'lehrlinge', 'azubi', 'azubis', 'auszubildende', 'auszubildender', 'ausbildung', 'ausbildungsplatz', 'praktikum', 'praktikant', 'praktikantin', 'reinschnuppern', 'schnuppern'],
    },
  },
  // Sending work abroad: duties and import taxes.
  {
    words: {
      en: ['customs', 'duty', 'duties', 'import', 'imports', 'clearance'],
      de: ['zoll', 'zölle', 'zollgebühren', 'einfuhr', 'einfuhrumsatzsteuer', 'einfuhrabgaben', 'verzollung', 'verzollen', 'zollgebühr', 'einfuhrzoll', 'zollabfertigung', 'importgebühren'],
    },
  },
  // Hearing about what is new.
  {
    words: {
      en: ['newsletter', 'newsletters', 'mailing', 'subscribe', 'updates', 'informed'],
      de: ['newsletter', 'rundbrief', 'abonnieren', 'neuigkeiten', 'informiert', 'verteiler'],
    },
  },
  // Everyday things named in the visitor's words, not the owner's (everyday-concepts.ts).
  ...EVERYDAY_CONCEPTS,
  // What visitors from elsewhere ask (visitor-concepts.ts).
  ...VISITOR_CONCEPTS,
  // What buyers and participants ask about the terms (terms-concepts.ts).
  ...TERMS_CONCEPTS,
  // What clients ask any craftsperson, freelancer, teacher or workshop (trade-concepts.ts).
  ...TRADE_CONCEPTS,
  // Things gone wrong, by their symptom (intent-concepts.ts).
  ...INTENT_CONCEPTS,
  // Who comes, how they feel and what they carry, in the visitor's words (visitors-own-concepts.ts).
  ...VISITORS_OWN_CONCEPTS,
];
