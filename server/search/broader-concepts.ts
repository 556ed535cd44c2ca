/**
 * The broader concept of a narrow one, as data: where a site never writes any word of what a
 * visitor names ("deposit", "discount", "gift card", "wheelchair", "sold out"), the page that
 * answers is the one every owner keeps for the whole matter, headed in its general word: the
 * terms, the prices, the way there and opening hours, the shop, shipping, the courses, the
 * appointments, repairs, what to bring, vacancies. Each concept is named by two of its words (as
 * concepts.ts conceptsOfAll reads them, so the older concepts' ids need not be written here).
 * General vocabulary of any owner's site, both languages; nothing names a particular site or
 * trade. Read once, when the concept table is built.
 */

/** One narrow concept and the broader ones its visitor's word stands for when the site has none of its words. */
export interface BroaderConcept {
  narrow: string[];
  broader: string[][];
}

const PRICE = ['fee', 'honorar'];
const TERMS = ['terms', 'agb'];
const VISIT = ['visit', 'besuch'];
const ADDRESS = ['address', 'adresse'];
const CONTACT = ['contact', 'kontakt'];
const SHIPPING = ['shipping', 'versand'];
const BUY = ['buy', 'kaufen'];
const APPOINTMENT = ['reservation', 'terminvereinbarung'];
const VACANCY = ['vacancy', 'stellenangebot'];
const BRING = ['kit', 'mitbringen'];
const CARE = ['care', 'pflege'];
const REPAIR = ['repair', 'schief'];
const FOOD = ['food', 'verpflegung'];
const TOUR = ['tour', 'rundgang'];

/**
 * Left out after measuring on the development sets: concepts whose words are also everyday words of
 * another sense, so the broader page came for questions that never asked it — tips (advice: "tips
 * before the driving test" → prices), a discount ("reduced" of a fee the site names), gift vouchers,
 * invoices ("Rechnung" of a tax number), mileage, spectators ("zuschauen", "dabeibleiben", "watch"),
 * lockers (German "locker": loose), a trial ("probieren" a wine), beginners ("start"), urgent
 * ("deadline"), advanced (Porter2 "advance": "in advance"), sending back ("bring … back to life"),
 * wholesale and pick-up.
 */
export const BROADER_CONCEPTS: BroaderConcept[] = [
  // Money: what a thing costs in the end is told on the prices page.
  { narrow: ['subscription', 'abo'], broader: [PRICE] },
  { narrow: ['cash', 'bargeld'], broader: [TERMS, PRICE] },
  // What happens when plans or things go wrong, and paying ahead: the terms.
  { narrow: ['deposit', 'anzahlung'], broader: [TERMS, PRICE] },
  { narrow: ['guarantee', 'garantie'], broader: [TERMS] },
  { narrow: ['substitute', 'ersatzperson'], broader: [TERMS] },
  { narrow: ['validity', 'gültigkeit'], broader: [TERMS] },
  { narrow: ['insurance', 'versicherung'], broader: [TERMS] },
  { narrow: ['complaint', 'reklamation'], broader: [TERMS] },
  { narrow: ['cancel', 'absagen'], broader: [TERMS] },
  // Coming by: the way there, the opening hours, the contact page.
  { narrow: ['wheelchair', 'rollstuhl'], broader: [VISIT, ADDRESS] },
  { narrow: ['parking', 'parkplatz'], broader: [ADDRESS, VISIT] },
  { narrow: ['airport', 'flughafen'], broader: [ADDRESS] },
  { narrow: ['toilet', 'toilette'], broader: [VISIT] },
  { narrow: ['pets', 'haustiere'], broader: [VISIT] },
  { narrow: ['terrace', 'terrasse'], broader: [VISIT] },
  { narrow: ['letterbox', 'briefkasten'], broader: [ADDRESS, CONTACT] },
  { narrow: ['newsletter', 'rundbrief'], broader: [CONTACT] },
  { narrow: ['imprint', 'impressum'], broader: [CONTACT] },
  // Buying and sending.
  { narrow: ['customs', 'zoll'], broader: [SHIPPING] },
  { narrow: ['giftwrap', 'geschenkverpackung'], broader: [SHIPPING, BUY] },
  { narrow: ['restock', 'ausverkauft'], broader: [BUY] },
  // When: the appointments.
  { narrow: ['waitlist', 'wartezeit'], broader: [APPOINTMENT] },
  { narrow: ['consultation', 'beratung'], broader: [APPOINTMENT] },
  // Working with the owner.
  { narrow: ['apprentice', 'lehrling'], broader: [VACANCY] },
  { narrow: ['volunteer', 'ehrenamt'], broader: [VACANCY] },
  // What to bring.
  { narrow: ['luggage', 'gepäck'], broader: [BRING] },
  { narrow: ['swimwear', 'badesachen'], broader: [BRING] },
  { narrow: ['wear', 'anziehen'], broader: [BRING] },
  // Things looked after and mended.
  { narrow: ['aftercare', 'nachsorge'], broader: [CARE, REPAIR] },
  { narrow: ['restoration', 'restaurierung'], broader: [REPAIR] },
  { narrow: ['alterations', 'änderungen'], broader: [REPAIR] },
  // Going out with the owner: the tours.
  { narrow: ['hike', 'wanderung'], broader: [TOUR] },
  // Food.
  { narrow: ['snacks', 'imbiss'], broader: [FOOD] },
];
