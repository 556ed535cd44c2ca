/**
 * Concepts (as concept-lists.ts) for what clients ask any craftsperson, freelancer, teacher,
 * artist or small workshop — making an appointment, waiting times, urgent jobs, how long a
 * session lasts, custom work, alterations, care and servicing, sizes, second-hand and
 * trade-in, renting, working online, coming to the client, qualifications, the team, jobs,
 * the workshop's history, where materials come from and how sustainably, reviews, samples,
 * trial lessons, levels, what to bring, the weather, privacy, other languages — in both
 * languages, with the forms visitors type (a word of the other language bridges only as
 * written, so its inflected forms are listed). Written from the trades, not from any site's
 * questions; each concept lists the words an owner is likeliest to use first (concepts.ts
 * looks up the first CONCEPT_TERMS of them that the site holds). No word here is one a
 * question uses for anything else often: a concept is read only for a word the site does
 * not use (or uses in passing), so a common word would flood unrelated questions.
 */
import type { Concept } from './concept-lists.ts';

export const TRADE_CONCEPTS: Concept[] = [
  // Making an appointment or reserving a place.
  {
    words: {
      en: [
        'appointment',
        'appointments',
        'booking',
        'bookings',
        'reservation',
        'reservations',
        'reserve',
        'reserved',
        'schedule',
        'scheduling',
        'slot',
        'slots',
        'register',
        'registration',
        'signup',
        'enrol',
        'enroll',
        'enrolment',
        'enrollment',
      ],
      de: [
        'termin',
        'termine',
        'terminvereinbarung',
        'terminbuchung',
        'buchung',
        'buchungen',
        'reservierung',
        'reservieren',
        'reserviert',
        'onlinebuchung',
        'anmelden',
        'anmeldung',
        'anmeldungen',
        'angemeldet',
        'anmeldeformular',
        'einschreiben',
        'einschreibung',
        'registrieren',
        'registrierung',
      ],
    },
  },
  // Advice before buying or ordering.
  {
    words: {
      en: ['consultation', 'consultations', 'consult', 'advice', 'advise', 'consulting', 'recommend', 'recommendation'],
      de: ['beratung', 'beratungen', 'beratungsgespräch', 'beratungstermin', 'beraten', 'berät', 'empfehlung', 'empfehlen', 'vorgespräch', 'erstgespräch'],
    },
  },
  // How long one waits: lead times, waiting lists, delays.
  {
    words: {
      en: ['waiting', 'wait', 'waitlist', 'waitinglist', 'queue', 'backlog', 'turnaround', 'leadtime', 'delay', 'delays', 'delayed'],
      de: [
        'wartezeit',
        'wartezeiten',
        'warteliste',
        'vorlaufzeit',
        'bearbeitungszeit',
        'lieferzeit',
        'fertigungszeit',
        'herstellungszeit',
        'produktionszeit',
        'verzögerung',
        'verzögerungen',
        'verzögert',
        'verspätung',
        'verspätet',
      ],
    },
  },
  // Needing it fast.
  {
    words: {
      en: ['urgent', 'urgently', 'emergency', 'emergencies', 'express', 'rush', 'asap', 'deadline', 'lastminute', 'last-minute', 'quickly'],
      de: ['dringend', 'eilig', 'eilt', 'eilauftrag', 'notfall', 'notfälle', 'notdienst', 'express', 'expressversand', 'kurzfristig', 'kurzfristige', 'kurzfristigen', 'sofort'],
    },
  },
  // How long a session, course or job lasts.
  {
    words: {
      en: ['duration', 'lasts', 'length', 'minutes', 'minute'],
      de: ['dauer', 'dauert', 'dauern', 'minuten', 'länge'],
    },
  },
  // Made for the one client.
  {
    words: {
      en: [
        'bespoke',
        'tailormade',
        'tailor-made',
        'madetoorder',
        'individual',
        'unique',
        'oneoff',
        'one-off',
        'personalised',
        'personalise',
        'engraving',
        'engraved',
        'engrave',
        'inscription',
        'monogram',
      ],
      de: [
        'maßanfertigung',
        'einzelanfertigung',
        'sonderanfertigung',
        'anfertigung',
        'maßgefertigt',
        'individuell',
        'individuelle',
        'individuellen',
        'unikat',
        'unikate',
        'personalisiert',
        'personalisieren',
        'gravur',
        'gravuren',
        'gravieren',
        'graviert',
        'inschrift',
        'monogramm',
      ],
    },
  },
  // Changing what one has: sizes, lengths, fit.
  {
    words: {
      en: ['alteration', 'alterations', 'altered', 'resize', 'resizing', 'resized', 'adjust', 'adjustment', 'adjustments', 'shorten', 'shortened', 'lengthen', 'enlarge', 'remodel', 'rework'],
      de: [
        'änderung',
        'änderungen',
        'ändern',
        'geändert',
        'anpassen',
        'anpassung',
        'anpassungen',
        'angepasst',
        'kürzen',
        'gekürzt',
        'weiten',
        'verkleinern',
        'vergrößern',
        'umarbeiten',
        'umarbeitung',
        'umgestalten',
      ],
    },
  },
  // Looking after a piece, and having it serviced.
  {
    words: {
      en: ['care', 'maintenance', 'maintain', 'clean', 'cleaning', 'cleaned', 'polish', 'polishing', 'polished', 'upkeep'],
      de: ['pflege', 'pflegen', 'pflegehinweise', 'pflegeanleitung', 'wartung', 'reinigung', 'reinigen', 'gereinigt', 'polieren', 'poliert', 'instandhaltung', 'inspektion'],
    },
  },
  // Bringing an old piece back: restoration, refurbishing.
  {
    words: {
      en: ['restoration', 'restore', 'restored', 'restoring', 'refurbish', 'refurbished', 'refurbishment', 'renovate', 'renovation', 'overhaul', 'refinish'],
      de: [
        'restaurierung',
        'restaurieren',
        'restauriert',
        'restauration',
        'aufarbeiten',
        'aufarbeitung',
        'aufgearbeitet',
        'renovieren',
        'renovierung',
        'sanieren',
        'sanierung',
        'überholen',
        'überholung',
      ],
    },
  },
  // Sizes and measurements.
  {
    words: {
      en: ['size', 'sizes', 'sizing', 'measurements', 'measure', 'measuring', 'dimensions', 'fit', 'fits', 'fitting'],
      de: ['größe', 'größen', 'maße', 'maß', 'abmessungen', 'ausmessen', 'passform', 'anprobe'],
    },
  },
  // Second-hand, antique, trading in and selling back.
  {
    words: {
      en: [
        'secondhand',
        'second-hand',
        'preowned',
        'pre-owned',
        'preloved',
        'pre-loved',
        'vintage',
        'antique',
        'antiques',
        'tradein',
        'trade-in',
        'buyback',
        'resale',
        'resell',
        'upcycling',
        'upcycled',
      ],
      de: [
        'gebraucht',
        'gebrauchte',
        'gebrauchten',
        'gebrauchtes',
        'secondhand',
        'vintage',
        'antik',
        'antike',
        'antiken',
        'antiquitäten',
        'ankauf',
        'ankaufen',
        'inzahlungnahme',
        'rückkauf',
        'upcycling',
      ],
    },
  },
  // Renting and borrowing instead of buying.
  {
    words: {
      en: ['rent', 'rental', 'rentals', 'renting', 'rented', 'lease', 'leasing', 'borrow', 'borrowing', 'lend', 'lending', 'loan', 'loans'],
      de: [
        'mieten',
        'miete',
        'mietet',
        'vermietung',
        'vermieten',
        'vermietet',
        'verleih',
        'verleihen',
        'leihen',
        'ausleihen',
        'leihgebühr',
        'mietpreis',
        'leihweise',
        'pacht',
        'pachten',
        'verpachten',
      ],
    },
  },
  // Working remotely: online, by video.
  {
    words: {
      en: ['online', 'remote', 'remotely', 'video', 'videocall', 'skype', 'virtual', 'virtually', 'livestream', 'webinar', 'webinars'],
      de: ['online', 'videocall', 'videokonferenz', 'videotelefonat', 'videogespräch', 'skype', 'virtuell', 'fernunterricht', 'onlinekurs', 'onlinekurse', 'webinar', 'webinare'],
    },
  },
  // Coming to the client: the area covered, house calls.
  {
    words: {
      en: ['onsite', 'on-site', 'housecall', 'housecalls', 'radius', 'region', 'surroundings', 'nearby', 'area', 'areas'],
      de: ['hausbesuch', 'hausbesuche', 'einsatzgebiet', 'einzugsgebiet', 'umkreis', 'umgebung', 'region', 'mobil', 'gebiet'],
    },
  },
  // Qualifications and experience.
  {
    words: {
      en: ['qualification', 'qualifications', 'qualified', 'accredited', 'accreditation', 'credentials', 'licensed', 'experience', 'experienced', 'expertise', 'master', 'journeyman'],
      de: [
        'qualifikation',
        'qualifikationen',
        'qualifiziert',
        'meisterbrief',
        'meisterprüfung',
        'meister',
        'meisterin',
        'gesellenbrief',
        'gesellenprüfung',
        'geselle',
        'gesellin',
        'erfahrung',
        'erfahrungen',
        'berufserfahrung',
        'werdegang',
      ],
    },
  },
  // Papers that prove something: certificates, attestations.
  {
    words: {
      en: ['certificate', 'certificates', 'certification', 'certified', 'diploma', 'attestation', 'proof'],
      de: ['zertifikat', 'zertifikate', 'zertifizierung', 'zertifiziert', 'urkunde', 'bescheinigung', 'teilnahmebescheinigung', 'teilnahmebestätigung', 'nachweis'],
    },
  },
  // Who works there.
  {
    words: {
      en: ['team', 'staff', 'employees', 'employee', 'colleague', 'colleagues', 'coworker', 'coworkers', 'assistant', 'assistants', 'crew'],
      de: ['team', 'mitarbeiter', 'mitarbeiterin', 'mitarbeiterinnen', 'mitarbeitende', 'kollege', 'kollegen', 'kollegin', 'kolleginnen', 'angestellte', 'belegschaft', 'mannschaft'],
    },
  },
  // Working there: vacancies, applying; a German job advertisement is titled "… gesucht" (Aushilfe gesucht).
  {
    words: {
      en: ['vacancy', 'vacancies', 'career', 'careers', 'application', 'applications', 'recruiting', 'employment', 'job', 'jobs'],
      de: ['stellenangebot', 'stellenangebote', 'stellenanzeige', 'jobangebot', 'jobangebote', 'jobs', 'karriere', 'bewerbung', 'bewerbungen', 'bewerben', 'bewerbe', 'mitarbeit', 'gesucht'],
    },
  },
  // How it began: history, founding, since when.
  {
    words: {
      en: ['history', 'founded', 'founding', 'founder', 'founders', 'established', 'heritage', 'tradition', 'generation', 'generations', 'origins', 'began', 'beginnings'],
      de: [
        'geschichte',
        'gegründet',
        'gründung',
        'gründer',
        'gründerin',
        'tradition',
        'familienbetrieb',
        'generation',
        'generationen',
        'firmengeschichte',
        'anfänge',
        'entstehung',
        'angefangen',
        'begonnen',
      ],
    },
  },
  // Sustainability and fair sourcing.
  {
    words: {
      en: [
        'sustainable',
        'sustainability',
        'sustainably',
        'eco',
        'ecological',
        'environment',
        'environmental',
        'environmentally',
        'recycled',
        'recycling',
        'recycle',
        'fairtrade',
        'ethical',
        'ethically',
        'responsible',
        'responsibly',
      ],
      de: [
        'nachhaltig',
        'nachhaltige',
        'nachhaltigen',
        'nachhaltiges',
        'nachhaltigkeit',
        'ökologisch',
        'ökologische',
        'umwelt',
        'umweltfreundlich',
        'umweltschonend',
        'recycelt',
        'recycelte',
        'recycling',
        'fairtrade',
        'faire',
        'ethisch',
        'verantwortungsvoll',
      ],
    },
  },
  // Where the materials come from.
  {
    words: {
      en: ['origin', 'origins', 'provenance', 'sourced', 'sourcing', 'supplier', 'suppliers', 'materials', 'material', 'locally'],
      de: [
        'herkunft',
        'bezugsquelle',
        'bezogen',
        'lieferant',
        'lieferanten',
        'zulieferer',
        'material',
        'materialien',
        'rohstoff',
        'rohstoffe',
        'regional',
        'regionale',
        'regionalen',
        'stammt',
        'stammen',
      ],
    },
  },
  // What others say.
  {
    words: {
      en: ['reviews', 'review', 'testimonials', 'testimonial', 'feedback', 'ratings', 'rating', 'references', 'reference', 'recommendations'],
      de: ['bewertungen', 'bewertung', 'rezensionen', 'rezension', 'kundenstimmen', 'kundenmeinungen', 'erfahrungsberichte', 'feedback', 'referenzen', 'referenz', 'empfehlungen'],
    },
  },
  // Whom the work was for.
  {
    words: {
      en: ['clients', 'client', 'customers', 'customer', 'clientele'],
      de: ['kunden', 'kundin', 'kundinnen', 'kunde', 'kundschaft', 'auftraggeber', 'auftraggeberin'],
    },
  },
  // Seeing examples before ordering.
  {
    words: {
      en: ['catalogue', 'catalog', 'brochure', 'samples', 'sample', 'swatches', 'swatch', 'portfolio'],
      de: ['katalog', 'kataloge', 'broschüre', 'prospekt', 'muster', 'materialmuster', 'stoffmuster', 'arbeitsproben', 'portfolio'],
    },
  },
  // Trying first.
  {
    words: {
      en: ['trial', 'taster', 'tryout'],
      de: ['probestunde', 'schnupperstunde', 'probetraining', 'schnupperkurs', 'probetermin', 'ausprobieren', 'probieren', 'schnuppern', 'testen'],
    },
  },
  // Beyond the first steps.
  {
    words: {
      en: ['advanced', 'intermediate', 'level', 'levels', 'masterclass', 'professionals', 'expert', 'experts'],
      de: ['fortgeschrittene', 'fortgeschrittenen', 'fortgeschritten', 'aufbaukurs', 'niveau', 'level', 'meisterkurs', 'profis', 'profi', 'experten'],
    },
  },
  // What to wear and how to prepare (not "bring": "can I bring my dog?" asks whether one may).
  {
    words: {
      en: ['wear', 'wearing', 'clothes', 'clothing', 'shoes', 'prepare', 'preparation', 'pack'],
      de: ['anziehen', 'kleidung', 'schuhe', 'vorbereitung', 'vorbereiten', 'packliste'],
    },
  },
  // Outdoors: what the weather does to it.
  {
    words: {
      en: ['weather', 'rain', 'raining', 'rains', 'storm', 'snow'],
      de: ['wetter', 'regen', 'regnet', 'sturm', 'schnee', 'schlechtwetter'],
    },
  },
  // Personal data.
  {
    words: {
      en: ['privacy', 'gdpr', 'data', 'cookies', 'confidential', 'confidentiality', 'discretion', 'nda', 'ndas', 'non-disclosure'],
      de: [
        'datenschutz',
        'dsgvo',
        'daten',
        'cookies',
        'datenschutzerklärung',
        'vertraulich',
        'vertraulichkeit',
        'diskretion',
        'schweigepflicht',
        'verschwiegenheit',
        'geheimhaltung',
        'geheimhaltungsvereinbarung',
        'verschwiegenheitserklärung',
      ],
    },
  },
  // Collecting in person.
  {
    words: {
      en: ['pickup', 'pick-up'],
      de: ['abholen', 'abholung', 'selbstabholung', 'selbstabholer', 'abholbereit', 'abzuholen'],
    },
  },
  // Bringing a pet along.
  {
    words: {
      en: ['pets', 'pet', 'dogs', 'dog', 'dog-friendly', 'pet-friendly', 'cat', 'cats', 'puppy', 'puppies', 'pooch', 'doggy', 'doggie'],
      de: ['haustiere', 'haustier', 'hunde', 'hund', 'hundefreundlich', 'vierbeiner', 'katze', 'katzen', 'welpe', 'welpen', 'hündin', 'fellnase', 'fellnasen'],
    },
  },
  // What a place offers beyond the work: toilets, changing a baby.
  {
    words: {
      en: ['toilet', 'toilets', 'restroom', 'restrooms', 'bathroom', 'wc', 'baby-changing', 'nappy', 'diaper'],
      de: ['toilette', 'toiletten', 'wc', 'klo', 'wickeltisch', 'wickeln', 'wickelraum'],
    },
  },
  // Companies as clients: team events, corporate orders.
  {
    words: {
      en: ['corporate', 'company', 'companies', 'business', 'businesses', 'firm', 'teambuilding', 'team-building', 'offsite'],
      de: ['firmen', 'firma', 'unternehmen', 'betrieb', 'betriebe', 'firmenkunden', 'geschäftskunden', 'firmenevent', 'firmenfeier', 'betriebsausflug', 'teamevent', 'teambuilding'],
    },
  },
  // Celebrations: parties, hen and stag, children's birthdays.
  {
    words: {
      en: ['party', 'parties', 'celebration', 'celebrations', 'celebrate', 'hen', 'stag', 'bachelorette'],
      de: ['feier', 'feiern', 'party', 'partys', 'kindergeburtstag', 'geburtstagsfeier', 'junggesellenabschied', 'jga', 'polterabend'],
    },
  },
  // Weddings.
  {
    words: {
      en: ['wedding', 'weddings', 'bride', 'bridal', 'groom'],
      de: ['hochzeit', 'hochzeiten', 'trauung', 'braut', 'bräutigam', 'hochzeitsfeier'],
    },
  },
  // Wrapped as a present.
  {
    words: {
      en: ['giftwrap', 'gift-wrap', 'giftwrapped', 'gift-wrapped', 'wrapping', 'wrapped', 'packaging'],
      de: ['geschenkverpackung', 'verpackung', 'verpacken', 'verpackt', 'eingepackt', 'einpacken'],
    },
  },
  // Whether it is there to buy now.
  {
    words: {
      en: ['soldout', 'sold-out', 'instock', 'in-stock', 'restock', 'restocked', 'backorder'],
      de: ['ausverkauft', 'vorrätig', 'lieferbar', 'nachbestellen', 'vorrat', 'lagernd'],
    },
  },
  // Where to follow the work.
  {
    words: {
      en: ['instagram', 'facebook', 'tiktok', 'youtube', 'pinterest', 'linkedin', 'social', 'socials'],
      de: ['instagram', 'facebook', 'tiktok', 'youtube', 'pinterest', 'linkedin', 'soziale', 'sozialen'],
    },
  },
  // Allergies and intolerances.
  {
    words: {
      en: [
        'allergy',
        'allergies',
        'allergic',
        'hypoallergenic',
        'intolerance',
        'intolerances',
        'sensitive',
        'dairy-free',
        'lactose',
        'lactose-free',
        'gluten',
        'gluten-free',
        'coeliac',
        'celiac',
        'nut-free',
      ],
      de: [
        'allergie',
        'allergien',
        'allergisch',
        'allergiker',
        'unverträglichkeit',
        'unverträglichkeiten',
        'hypoallergen',
        'laktose',
        'laktosefrei',
        'milchfrei',
        'gluten',
        'glutenfrei',
        'zöliakie',
        'nussfrei',
      ],
    },
  },
  // Safety and risks.
  {
    words: {
      en: ['safety', 'dangerous', 'danger', 'risk', 'risks', 'risky', 'hazard', 'hazards', 'protective'],
      de: ['sicherheit', 'gefährlich', 'gefahr', 'gefahren', 'risiko', 'risiken', 'schutzausrüstung', 'schutzbrille'],
    },
  },
  // Where exactly: the address.
  {
    words: {
      en: ['address', 'addresses', 'postcode', 'whereabouts'],
      de: ['adresse', 'anschrift', 'lageplan', 'wegbeschreibung'],
    },
  },
  // How it goes, step by step.
  {
    words: {
      en: ['process', 'procedure', 'workflow'],
      de: ['ablauf', 'vorgehen', 'vorgehensweise', 'prozess', 'verfahren'],
    },
  },
  // Selling on: shops and resellers.
  {
    words: {
      en: ['wholesale', 'wholesaler', 'retailer', 'retailers', 'reseller', 'resellers', 'stockist', 'stockists', 'bulk'],
      de: ['großhandel', 'wiederverkauf', 'wiederverkäufer', 'wiederverkäuferin', 'händler', 'händlerin', 'händlern', 'einzelhandel', 'mengenrabatt'],
    },
  },
  // What something is worth, or in what state: valuations and expert reports.
  {
    words: {
      en: ['valuation', 'valuations', 'appraisal', 'appraise', 'assessment', 'assess', 'survey', 'surveyor', 'inspection'],
      de: ['gutachten', 'gutachter', 'gutachterin', 'wertgutachten', 'schätzung', 'schätzen', 'begutachtung', 'begutachten', 'wertermittlung'],
    },
  },
  // Helping without pay.
  {
    words: {
      en: ['volunteer', 'volunteers', 'volunteering', 'helpers', 'unpaid'],
      de: ['ehrenamtlich', 'ehrenamt', 'freiwillige', 'freiwilliger', 'freiwillig', 'mithelfen', 'helfer', 'helferin'],
    },
  },
  // The agreement: contract and terms.
  {
    words: {
      en: ['contract', 'contracts', 'terms', 'conditions', 'agreement', 'agreements'],
      de: ['vertrag', 'verträge', 'agb', 'geschäftsbedingungen', 'bedingungen', 'vertragsbedingungen', 'vereinbarung'],
    },
  },
  // Other languages, by name (as english and german in visitor-concepts.ts).
  { words: { en: ['french'], de: ['französisch', 'französische', 'französischen'] } },
  { words: { en: ['spanish'], de: ['spanisch', 'spanische', 'spanischen'] } },
  { words: { en: ['italian'], de: ['italienisch', 'italienische', 'italienischen'] } },
  { words: { en: ['dutch'], de: ['niederländisch', 'holländisch'] } },
  { words: { en: ['russian'], de: ['russisch', 'russische', 'russischen'] } },
  { words: { en: ['turkish'], de: ['türkisch', 'türkische', 'türkischen'] } },
  { words: { en: ['portuguese'], de: ['portugiesisch', 'portugiesische'] } },
  { words: { en: ['arabic'], de: ['arabisch', 'arabische'] } },
  { words: { en: ['chinese', 'mandarin'], de: ['chinesisch', 'chinesische', 'mandarin'] } },
  { words: { en: ['japanese'], de: ['japanisch', 'japanische'] } },
  // Naming the owner beside their work: "How do I cite her work?", "Wie gebe ich die Quelle an?".
  {
    words: {
      en: ['credit', 'credits', 'credited', 'attribution', 'attribute', 'cite', 'citing', 'citation', 'byline'],
      de: ['bildnachweis', 'quellenangabe', 'namensnennung', 'urhebervermerk', 'urhebernennung', 'zitieren', 'zitiere', 'credit'],
    },
  },
];
