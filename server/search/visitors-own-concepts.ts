/**
 * Concepts (as concept-lists.ts) for what a visitor says in everyday words about who comes, how
 * they feel and what they carry, where an owner writes the trade's word: a grown-up or a
 * pensioner for the owner's "adults" / "Erwachsene", "scared of water" for a course for beginners
 * that goes gently, "gear" or "kit" for "what to bring" / "mitbringen", a phone for the owner's
 * "Smartphone". General vocabulary of any owner's visitors, both languages, kept as data; nothing
 * names a particular site or trade. Placed after the older concepts, so their ids stay.
 */
import type { Concept } from './concept-lists.ts';

export const VISITORS_OWN_CONCEPTS: Concept[] = [
  // Fear told by a visitor (of water, of dogs, of an exam). Not a beginner's or a gentle pace: those are the
  // question's own words, and as this concept's they drew pages that say "patience" or "einfühlsam" into
  // questions of fear and the fear pages into every beginners' question (review of the 34th round: +0.30).
  // Kept apart from the performers' nerves (concept-lists.ts): merged, stage-fright pages came before a swimming course.
  {
    words: {
      en: ['scared', 'afraid', 'frightened', 'fearful', 'terrified', 'timid', 'panic'],
      de: ['ängstlich', 'ängstliche', 'ängstlichen', 'furcht', 'panik', 'scheu'],
    },
  },
  // What a visitor carries along: "gear", "kit", "stuff" for the owner's "what to bring".
  {
    words: {
      en: ['gear', 'kit', 'equipment', 'belongings', 'bring', 'packing', 'packlist', 'clothing', 'clothes'],
      de: ['ausrüstung', 'mitbringen', 'mitnehmen', 'einpacken', 'packliste', 'kleidung', 'zubehör', 'utensilien'],
    },
  },
  // A complaint about what was delivered or done, answered by the terms' defects and warranty.
  {
    words: {
      en: ['complain', 'complaint', 'complaints', 'dissatisfied', 'unhappy', 'faulty', 'defect', 'defects'],
      de: ['beschweren', 'beschwerde', 'beschwerden', 'reklamation', 'reklamationen', 'reklamieren', 'beanstanden', 'beanstandung', 'unzufrieden', 'mangelhaft', 'mängel'],
    },
  },
  // Seeing a thing again after it was made, fitted or sold.
  {
    words: {
      en: ['aftercare', 'checkup', 'check-up', 'checkups', 'check-ups', 'inspection', 'inspections', 'follow-up', 'followup'],
      de: ['nachsorge', 'nachkontrolle', 'nachkontrollen', 'nachbetreuung', 'inspektion', 'durchsicht', 'kontrolltermin', 'kundendienst'],
    },
  },
  // Where post is left at a door.
  {
    words: {
      en: ['mailbox', 'mailboxes', 'letterbox', 'letterboxes', 'postbox', 'mailslot', 'letterslot'],
      de: ['briefkasten', 'briefkästen', 'postkasten', 'briefschlitz', 'briefeinwurf'],
    },
  },
  // A death in the family.
  {
    words: {
      en: ['funeral', 'funerals', 'burial', 'memorial', 'mourning', 'cremation', 'condolence', 'condolences', 'sympathy'],
      de: ['beerdigung', 'beerdigungen', 'beisetzung', 'bestattung', 'trauerfeier', 'trauer', 'begräbnis', 'urnenbeisetzung', 'beileid', 'kondolenz'],
    },
  },
  // Decorating a table, a room or a party.
  {
    words: {
      en: ['decoration', 'decorations', 'decor', 'décor', 'centrepiece', 'centrepieces', 'centerpiece', 'centerpieces', 'decorate', 'decorating'],
      de: ['deko', 'dekoration', 'dekorationen', 'tischdeko', 'tischdekoration', 'tischschmuck', 'raumdeko', 'dekorieren'],
    },
  },
  // Who runs the website: the legal notice.
  {
    words: {
      en: ['imprint', 'impressum'],
      de: ['impressum', 'betreiber', 'betreiberin', 'betreibt', 'anbieterkennzeichnung'],
    },
  },
  // Permits and paperwork with the authorities.
  {
    words: {
      en: ['permit', 'permits', 'approval', 'approvals', 'paperwork', 'formalities', 'bureaucracy'],
      de: ['genehmigung', 'genehmigungen', 'baugenehmigung', 'bauantrag', 'antrag', 'anträge', 'formalitäten', 'papierkram', 'behörde', 'behörden', 'bürokratie'],
    },
  },
  // Colour.
  {
    words: {
      en: ['colour', 'colours', 'color', 'colors', 'coloured', 'colored', 'colourful', 'colorful'],
      de: ['farbe', 'farben', 'farbig', 'farbige', 'farbigen', 'bunt', 'bunte', 'bunten', 'buntes', 'farbenfroh'],
    },
  },
  // Watering plants.
  {
    words: {
      en: ['watering', 'irrigation', 'sprinkler', 'sprinklers', 'irrigate'],
      de: ['gießen', 'giessen', 'wässern', 'bewässerung', 'bewässern', 'gießdienst', 'beregnung'],
    },
  },
  // Text on screen.
  {
    words: {
      en: ['subtitles', 'subtitle', 'subtitled', 'subtitling', 'captions', 'captioning', 'captioned'],
      de: ['untertitel', 'untertitelt', 'untertitelung', 'untertiteln'],
    },
  },
  // A bite to eat.
  {
    words: {
      en: ['snack', 'snacks', 'nibbles', 'refreshments', 'platter', 'platters', 'buffet', 'buffets', 'fingerfood', 'catering'],
      de: ['imbiss', 'snack', 'snacks', 'brotzeit', 'jause', 'häppchen', 'erfrischungen', 'buffet', 'buffets', 'fingerfood', 'catering', 'partyservice'],
    },
  },
  // Sitting outside.
  {
    words: {
      en: ['terrace', 'terraces', 'patio', 'patios', 'beergarden', 'courtyard'],
      de: ['terrasse', 'terrassen', 'biergarten', 'außenbereich', 'freisitz', 'innenhof'],
    },
  },
  // Setting up before a performance or an event.
  {
    words: {
      en: ['setup', 'set-up', 'setting-up', 'soundcheck', 'load-in', 'get-in'],
      de: ['aufbau', 'aufbauzeit', 'aufbauen', 'abbau', 'soundcheck', 'aufgebaut'],
    },
  },
  // Pictures to hang up.
  {
    words: {
      en: ['prints', 'posters', 'poster', 'canvas', 'canvases', 'wallart', 'enlargement', 'enlargements'],
      de: ['drucke', 'poster', 'leinwand', 'leinwände', 'leinwanddruck', 'kunstdruck', 'kunstdrucke', 'wandbild', 'wandbilder', 'abzug', 'abzüge', 'vergrößerung'],
    },
  },
  // Someone leading an evening on stage.
  {
    words: {
      en: ['mc', 'emcee', 'compere', 'moderator', 'moderating', 'moderation'],
      de: ['moderation', 'moderator', 'moderatorin', 'moderieren', 'moderiert', 'conférencier'],
    },
  },
  // A discussion on stage.
  {
    words: {
      en: ['panellist', 'panelist', 'debate', 'debates', 'discussion', 'discussions'],
      de: ['podium', 'podiumsdiskussion', 'podiumsgespräch', 'diskussion', 'diskussionen', 'diskussionsrunde', 'gesprächsrunde', 'talkrunde'],
    },
  },
  // Walking out in the country.
  {
    words: {
      en: ['hike', 'hikes', 'hiking', 'trek', 'trekking'],
      de: ['wanderung', 'wanderungen', 'wandern', 'spaziergang', 'spaziergänge'],
    },
  },
  // A safe for valuables.
  {
    words: {
      en: ['strongbox', 'strongboxes', 'safes', 'lockbox', 'lockboxes'],
      de: ['tresor', 'tresore', 'geldschrank', 'panzerschrank', 'wandtresor', 'safe'],
    },
  },
  // A phone carried along.
  {
    words: {
      en: ['smartphone', 'smartphones', 'cellphone', 'cellphones', 'iphone'],
      de: ['handy', 'handys', 'smartphone', 'smartphones', 'mobiltelefon'],
    },
  },
  // Luggage.
  {
    words: {
      en: ['luggage', 'baggage', 'suitcase', 'suitcases', 'backpack', 'rucksack'],
      de: ['gepäck', 'koffer', 'gepäckstück', 'gepäckstücke', 'rucksack', 'reisegepäck'],
    },
  },
  // What one swims in and dries with.
  {
    words: {
      en: ['swimsuit', 'swimsuits', 'swimwear', 'towel', 'towels', 'goggles', 'swimcap'],
      de: ['badesachen', 'badeanzug', 'badeanzüge', 'badehose', 'badehosen', 'handtuch', 'handtücher', 'schwimmbrille', 'badekappe', 'badebekleidung'],
    },
  },
  // A guided visit of the owner's place: what a hike or a trek is offered as (broader-concepts.ts). Only a broader concept: as a
  // concept of its own, "tour" asked of a site that writes "Führung" drew German guide-training pages (7 development questions lost).
  // Not "walk": "walk in", "walk through" are no tours.
  {
    words: {
      en: ['tour', 'tours', 'guided', 'excursion', 'excursions', 'outing', 'outings', 'sightseeing'],
      de: ['führung', 'führungen', 'rundgang', 'rundgänge', 'tour', 'touren', 'ausflug', 'ausflüge', 'exkursion', 'exkursionen', 'besichtigung', 'besichtigungen'],
    },
    broaderOnly: true,
  },
];
