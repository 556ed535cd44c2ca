/**
 * Concepts (as concept-lists.ts) for what a buyer, client or participant asks about the terms of
 * any site that sells, books or takes orders — paying in advance, guarantees, sending back,
 * handing a booked place to someone else, how long an offer holds, travel charges — in both
 * languages. Owners write these in the words of their terms page (deposit, warranty,
 * withdrawal, substitute); visitors ask in everyday words (money up front, guarantee, send
 * back, give my place to a friend). General commerce vocabulary, kept as data; nothing here
 * names a particular site or trade.
 */
import type { Concept } from './concept-lists.ts';

export const TERMS_CONCEPTS: Concept[] = [
  // Paying before the work is done.
  {
    words: {
      en: ['deposit', 'deposits', 'upfront', 'up-front', 'prepayment', 'prepay', 'instalment', 'instalments', 'installment', 'installments'],
      de: ['anzahlung', 'anzahlungen', 'kaution', 'kautionen', 'vorkasse', 'vorauszahlung', 'vorab', 'voraus', 'ratenzahlung', 'anzahlen', 'angezahlt', 'abschlagszahlung'],
    },
    phrases: {
      en: [
        ['up', 'front'],
        ['pay', 'before'],
        ['money', 'front'],
      ],
      de: [
        ['im', 'voraus'],
        ['vorher', 'bezahlen'],
        ['vorher', 'zahlen'],
      ],
    },
  },
  // What the seller stands by.
  {
    words: {
      en: ['guarantee', 'guarantees', 'guaranteed', 'warranty', 'warranties', 'defect', 'defects', 'liability'],
      de: ['garantie', 'garantien', 'gewährleistung', 'gewähr', 'mangel', 'mängel', 'haftung', 'garantiefall', 'kulanz'],
    },
  },
  // Sending back what was bought, changing one's mind.
  {
    words: {
      en: ['return', 'returns', 'returned', 'returning', 'withdrawal', 'withdraw', 'exchange', 'refund', 'refunds', 'refunded', 'reimburse', 'reimbursement', 'moneyback'],
      de: [
        'rückgabe',
        'zurückgeben',
        'zurückschicken',
        'zurücksenden',
        'rücksendung',
        'umtausch',
        'umtauschen',
        'widerruf',
        'widerrufen',
        'widerrufsrecht',
        'erstattung',
        'rückerstattung',
        'erstatten',
        'erstattet',
        'zurückerstattet',
        'zurückerstatten',
        'zurückbringen',
        'zurücknehmen',
        'abbestellen',
      ],
    },
    // A phrase is met by its words anywhere in the question (concepts.ts): not "take … back" ("Can you take us up the
    // Zugspitze and back?", "how long does it take to get back?") nor "zurück … nehmen / bringen" ("Wann bringen Sie die Segel zurück?").
    phrases: {
      en: [
        ['send', 'back'],
        ['money', 'back'],
        ['bring', 'back'],
        ['change', 'mind'],
      ],
      de: [
        ['zurück', 'schicken'],
        ['geld', 'zurück'],
      ],
    },
  },
  // Handing a booked place to someone else.
  {
    words: {
      en: ['substitute', 'substitutes', 'replacement', 'transfer', 'transferable'],
      de: ['ersatzperson', 'ersatzteilnehmer', 'ersatzteilnehmerin', 'ersatz', 'weitergeben', 'abgeben', 'übertragen', 'übertragbar'],
    },
  },
  // How long an offer or quote holds.
  {
    words: {
      en: ['valid', 'validity', 'expire', 'expires', 'expiry', 'binding'],
      de: ['gültig', 'gültigkeit', 'gilt', 'gelten', 'verfällt', 'verfallen', 'verbindlich'],
    },
  },
  // What travelling to the client costs.
  {
    words: {
      en: ['mileage', 'km', 'kilometre', 'kilometres', 'kilometer', 'kilometers', 'miles', 'travel', 'distance', 'callout'],
      de: ['kilometer', 'km', 'kilometergeld', 'fahrtkosten', 'anfahrt', 'entfernung', 'umkreis', 'reisekosten'],
    },
  },
];
