/**
 * Concepts (as concept-lists.ts) for what a visitor from elsewhere asks about any site that
 * offers something in person — travelling there, paying on the spot, staying, eating, tipping,
 * insurance, giving — in both languages. An owner who writes a page for guests from abroad
 * often writes it in one language only, and these are words they rarely translate: a concept
 * of both languages is the bridge from the visitor's word to the page (Trinkgeld → tipping).
 * General vocabulary, kept as data; nothing here names a particular site.
 */
import type { Concept } from './concept-lists.ts';

export const VISITOR_CONCEPTS: Concept[] = [
  // Arriving from far away.
  {
    words: {
      en: ['airport', 'airports', 'flight', 'flights', 'fly', 'flying', 'shuttle', 'transfer', 'transfers', 'pick-up', 'pickup', 'taxi'],
      de: ['flughafen', 'flughäfen', 'flug', 'flüge', 'fliegen', 'shuttle', 'transfer', 'abholung', 'abholen', 'taxi'],
    },
  },
  // Paying on the spot.
  {
    words: {
      en: [
        'cash',
        'card',
        'cards',
        'atm',
        'coins',
        'notes',
        'banknotes',
        'paypal',
        'banktransfer',
        'debit',
        'contactless',
        'creditcard',
        'visa',
        'mastercard',
        'amex',
        'maestro',
        'applepay',
        'googlepay',
        'cheque',
        'cheques',
        'cashless',
      ],
      de: [
        'bargeld',
        'bar',
        'barzahlung',
        'karte',
        'karten',
        'kartenzahlung',
        'eckarte',
        'kreditkarte',
        'geldautomat',
        'münzen',
        'paypal',
        'überweisung',
        'überweisen',
        'lastschrift',
        'kontaktlos',
        'girocard',
        'ec',
        'visa',
        'mastercard',
        'maestro',
        'bargeldlos',
        'kreditkarten',
        'zahlungsarten',
        'zahlungsart',
        'zahlungsmethoden',
        'zahlungsmittel',
      ],
    },
  },
  {
    words: {
      en: ['tip', 'tips', 'tipping', 'gratuity', 'gratuities'],
      de: ['trinkgeld', 'trinkgelder'],
    },
  },
  // Staying overnight.
  {
    words: {
      en: [
        'accommodation',
        'accommodations',
        'lodging',
        'lodgings',
        'overnight',
        'sleep',
        'sleeping',
        'stay',
        'hotel',
        'hotels',
        'room',
        'rooms',
        'guesthouse',
        'hostel',
        'bed',
        'airbnb',
        'bnb',
        'guestroom',
      ],
      de: [
        'unterkunft',
        'unterkünfte',
        'übernachtung',
        'übernachtungen',
        'übernachten',
        'schlafen',
        'hotel',
        'hotels',
        'zimmer',
        'pension',
        'gästehaus',
        'bett',
        'wohnen',
        'ferienwohnung',
        'ferienwohnungen',
        'ferienhaus',
        'gästezimmer',
        'fewo',
      ],
    },
  },
  // Eating.
  {
    words: {
      en: ['food', 'meal', 'meals', 'lunch', 'dinner', 'breakfast', 'eat', 'eating', 'catering', 'vegetarian', 'vegan', 'vegetarians', 'vegans', 'snacks', 'drinks'],
      de: ['essen', 'verpflegung', 'mahlzeit', 'mahlzeiten', 'mittagessen', 'abendessen', 'frühstück', 'vegetarisch', 'vegan', 'vegetarische', 'vegetarischen', 'vegane', 'veganen'],
    },
  },
  // Cover for accidents and rescue.
  {
    words: {
      en: ['insurance', 'insured', 'insure', 'cover', 'liability', 'insurer', 'indemnity'],
      de: ['versicherung', 'versichert', 'versichern', 'haftpflicht', 'haftung', 'versicherungsschutz', 'haftpflichtversicherung', 'berufshaftpflicht', 'versicherungen'],
    },
  },
  // Giving money to a cause.
  {
    words: {
      en: ['donate', 'donating', 'donation', 'donations', 'donor', 'donors', 'sponsor', 'sponsors', 'sponsorship', 'patron', 'patrons', 'adopt', 'adoption'],
      de: ['spende', 'spenden', 'spender', 'spenderin', 'spendenquittung', 'sponsor', 'sponsoren', 'patenschaft', 'pate', 'förderer'],
    },
  },
  // Paperwork for what was paid.
  {
    words: {
      en: ['invoice', 'invoices', 'receipt', 'receipts', 'bill', 'billing', 'vat', 'tax'],
      de: ['rechnung', 'rechnungen', 'quittung', 'quittungen', 'beleg', 'mehrwertsteuer', 'mwst', 'steuer'],
    },
  },
  // Who comes along: children and young people, beginners, how many in a group.
  {
    words: {
      en: [
        'child',
        'children',
        'kid',
        'kids',
        'baby',
        'babies',
        'toddler',
        'teen',
        'teens',
        'teenager',
        'teenagers',
        'youth',
        'young',
        'grandchild',
        'kiddo',
        'kiddos',
        'kiddies',
        'tots',
        'toddlers',
        'infant',
        'infants',
        'youngster',
        'youngsters',
        'preschooler',
        'preschoolers',
        'schoolkids',
        'grandson',
        'granddaughter',
        'schoolchildren',
        'minors',
        'kid-friendly',
        'child-friendly',
        'family-friendly',
      ],
      de: [
        'kind',
        'kinder',
        'baby',
        'babys',
        'kleinkind',
        'säugling',
        'jugendliche',
        'jugendlicher',
        'teenager',
        'enkel',
        'enkelin',
        'enkelkind',
        'nachwuchs',
        'kinderfreundlich',
        'familienfreundlich',
        'minderjährig',
        'minderjährige',
        'schulkinder',
        'kita',
        'kindergarten',
        'kids',
        'knirps',
        'knirpse',
        'kleinkinder',
        'säuglinge',
        'sprössling',
        'sprösslinge',
        'steppke',
        'kindergartenkind',
        'kindergartenkinder',
        'vorschulkind',
        'vorschulkinder',
        'schulkind',
        'bambini',
      ],
    },
  },
  {
    words: {
      en: [
        'beginner',
        'beginners',
        'novice',
        'novices',
        'newcomer',
        'newcomers',
        'firsttimer',
        'firsttimers',
        'introduction',
        'introductory',
        'basics',
        'basic',
        'start',
        'starting',
        'inexperienced',
        'amateur',
        'amateurs',
        'hobbyist',
        'hobbyists',
      ],
      de: [
        'anfänger',
        'anfängerin',
        'anfängerkurs',
        'einsteiger',
        'einsteigerin',
        'einsteigerkurs',
        'neuling',
        'neulinge',
        'einführung',
        'grundkurs',
        'grundlagen',
        'basis',
        'anfangen',
        'einstieg',
        'vorkenntnisse',
        'unerfahren',
        'laie',
        'laien',
        'hobby',
      ],
    },
  },
  {
    words: {
      en: ['group', 'groups', 'participants', 'people', 'persons', 'guests', 'size', 'ratio'],
      de: ['gruppe', 'gruppen', 'gruppengröße', 'teilnehmer', 'teilnehmende', 'teilnehmerinnen', 'personen', 'leute', 'gäste'],
    },
  },
  // Coming from, or living, in another country; the language things are in.
  {
    words: {
      en: ['abroad', 'foreign', 'overseas', 'country', 'countries'],
      de: ['ausland', 'ausländisch', 'ausländische', 'ausländischen', 'international', 'internationale', 'internationalen', 'übersee', 'land', 'länder'],
    },
  },
  {
    words: {
      en: ['move', 'moving', 'moved', 'relocate', 'relocating', 'relocation'],
      de: ['umziehen', 'umzug', 'ziehe', 'ziehen', 'zieht', 'wegziehen', 'umgezogen'],
    },
  },
  {
    words: {
      en: ['english'],
      de: ['englisch', 'englische', 'englischen', 'englischer'],
    },
  },
  {
    words: {
      en: ['german'],
      de: ['deutsch', 'deutsche', 'deutschen', 'deutscher'],
    },
  },
  // Getting in.
  {
    words: {
      en: ['ticket', 'tickets', 'admission', 'entry', 'entrance', 'boxoffice'],
      de: ['eintritt', 'eintrittskarte', 'eintrittskarten', 'ticket', 'tickets', 'kasse'],
    },
  },
  // The owner's life and career in one document: CV, biography.
  {
    words: {
      en: ['cv', 'resume', 'résumé', 'biography', 'bio', 'vita', 'career'],
      de: ['lebenslauf', 'cv', 'vita', 'biografie', 'biographie', 'kurzbiografie', 'werdegang'],
    },
  },
  // Keeping water out: what owners call water resistance, seals, dichten.
  {
    words: {
      en: ['waterproof', 'water-resistant', 'watertight', 'resistance', 'seals', 'gaskets', 'leakproof'],
      de: ['wasserdicht', 'wasserdichte', 'wasserdichtigkeit', 'dichtigkeit', 'dichtung', 'dichtungen', 'abdichten', 'abgedichtet'],
    },
  },
  // Changing and leaving one's things before a class or a session.
  {
    words: {
      en: ['lockers', 'locker', 'cloakroom', 'changeroom', 'changerooms', 'wardrobe'],
      de: ['spinde', 'spind', 'schließfach', 'schließfächer', 'umkleide', 'umkleiden', 'umkleideraum', 'umkleidekabine', 'garderobe'],
    },
  },
  // Paying by the month or the year for a regular delivery or for classes: subscriptions, memberships, a club.
  {
    words: {
      en: ['subscription', 'subscriptions', 'subscribe', 'membership', 'memberships'],
      de: ['abo', 'abos', 'abonnement', 'abonnements', 'abonnieren', 'mitgliedschaft', 'mitgliedschaften'],
    },
  },
  // Watching rather than taking part: a parent during a class, a visitor at the work ("Darf ich beim Unterricht zuschauen?", "watch you work").
  {
    words: {
      en: ['watch', 'watching', 'spectator', 'spectators', 'onlookers', 'observe'],
      de: ['zuschauen', 'zusehen', 'zugucken', 'zuschauer', 'zuschauerin', 'dabeibleiben', 'hospitieren'],
    },
  },
  // The owner's dated posts, whatever the site calls them ("latest blog post" of a "Journal").
  // Not "notebook" (a thing sold, "leather notebooks") nor "Beiträge" (also fees: "die monatlichen Beiträge").
  {
    words: {
      en: ['journal', 'blog', 'news', 'diary', 'posts'],
      de: ['journal', 'blog', 'neuigkeiten', 'aktuelles', 'tagebuch'],
    },
  },
];
