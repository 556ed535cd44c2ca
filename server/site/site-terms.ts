/**
 * The owner's conditions of use: the `terms` block of site.yaml (or the older `rights`
 * block), resolved once at load, and the sentences every channel states them with
 * (headers, HTML, Markdown, llms files, agents.md, the skill, get_profile, JSON-LD,
 * robots.txt, tdmrep.json). Generated wording says only what the structured fields say:
 * no legal basis, reservation or photograph clause the owner did not set.
 */
import * as v from 'valibot';
import { localize, type Localized } from './site-types.ts';

export const ASSISTANT_USES = ['fetch', 'summarise', 'quote', 'link'] as const;
export type AssistantUse = (typeof ASSISTANT_USES)[number];
/** Legal bases the generated wording can name in every language. */
export const LEGAL_BASES = ['urhg-44b', 'dsm-4-3', 'none'] as const;
export type LegalBasisId = (typeof LEGAL_BASES)[number];
export type Stance = 'reserved' | 'allowed';

export interface Terms {
  copyrightHolder: string;
  creditText: Localized;
  /** Site address of the page stating the terms, per language. */
  policy: Localized;
  /** What assistants may do on a person's behalf; empty: the terms say nothing about it. */
  assistants: AssistantUse[];
  /** Undefined: the owner made no statement (no header, no signal, no sentence). */
  textAndDataMining?: Stance;
  aiTraining?: Stance;
  /** A named basis, or the owner's own words for it (used as written). */
  legalBasis: LegalBasisId | { text: Localized };
  /** permission-required: the photographs need prior written permission for any use. */
  photographs: 'permission-required' | 'none';
  /** The owner's own wording per language; replaces the generated sentences in that language. */
  wording?: Localized;
}

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const localized = v.union([text, v.record(v.string(), text)], 'must be a string or a map of language to string');
const sitePath = v.pipe(v.string(), v.regex(/^\/[a-z0-9\-/]*$/, 'must be a site address such as /en/licensing/'));
const stance = v.picklist(['reserved', 'allowed'], 'must be reserved or allowed');

export const TermsYamlSchema = v.object({
  copyrightHolder: v.optional(text),
  creditText: v.optional(localized),
  policy: v.union([sitePath, v.record(v.string(), sitePath)], 'must be a site address or a map of language to address'),
  assistants: v.optional(v.array(v.picklist(ASSISTANT_USES, `must list some of ${ASSISTANT_USES.join(', ')}`)), ['fetch', 'summarise', 'link']),
  textAndDataMining: v.optional(stance),
  aiTraining: v.optional(stance),
  legalBasis: v.optional(v.union([v.picklist(LEGAL_BASES), v.object({ text: localized })], `must be one of ${LEGAL_BASES.join(', ')}, or { text: your own words }`), 'none'),
  photographs: v.optional(v.picklist(['permission-required', 'none'], 'must be permission-required or none'), 'none'),
  wording: v.optional(localized),
});
export type TermsYaml = v.InferOutput<typeof TermsYamlSchema>;

export const RightsYamlSchema = v.object({
  copyrightHolder: text,
  creditText: localized,
  tdmReservation: v.boolean('must be true or false'),
  policy: v.union([sitePath, v.record(v.string(), sitePath)], 'must be a site address or a map of language to address'),
});
export type RightsYaml = v.InferOutput<typeof RightsYamlSchema>;

/** The older `rights` block: a reservation of both, with no legal basis named (the owner named none). */
export function termsFromRights(rights: RightsYaml): Terms {
  const stance: Stance = rights.tdmReservation ? 'reserved' : 'allowed';
  return {
    copyrightHolder: rights.copyrightHolder,
    creditText: rights.creditText,
    policy: rights.policy,
    assistants: ['fetch', 'summarise', 'link'],
    textAndDataMining: stance,
    aiTraining: stance,
    legalBasis: 'none',
    photographs: 'none',
  };
}

export function termsFromYaml(terms: TermsYaml, ownerName: string): Terms {
  return {
    ...terms,
    copyrightHolder: terms.copyrightHolder ?? ownerName,
    creditText: terms.creditText ?? terms.copyrightHolder ?? ownerName,
  };
}

/** True when text and data mining is reserved (TDMRep, the tdm-reservation header). */
export const reservesMining = (terms: Terms) => terms.textAndDataMining === 'reserved';
/** True when training AI models is reserved (robots.txt blocks training crawlers, ai-train=no). */
export const reservesTraining = (terms: Terms) => terms.aiTraining === 'reserved';

interface TermsWords {
  and: string;
  assistants: (uses: string) => string;
  uses: Record<AssistantUse, string>;
  reserved: { both: string; mining: string; training: string };
  basis: (basis: string) => string;
  bases: Record<Exclude<LegalBasisId, 'none'>, string>;
  photographs: string;
}

const WORDS: Record<string, TermsWords> = {
  en: {
    and: 'and',
    assistants: (uses) => `Assistants may ${uses}, for example to answer a question or to get in touch.`,
    uses: { fetch: 'fetch individual pages on behalf of a person', summarise: 'summarise them', quote: 'quote short passages with a link', link: 'link to them' },
    reserved: {
      both: 'Text and data mining and training AI models on this content are not allowed',
      mining: 'Text and data mining of this content is not allowed',
      training: 'Training AI models on this content is not allowed',
    },
    basis: (basis) => ` (reservation of use under ${basis})`,
    bases: { 'urhg-44b': '§ 44b(3) UrhG, the German Copyright Act', 'dsm-4-3': 'Art. 4(3) of Directive (EU) 2019/790' },
    photographs: 'The photographs are protected by copyright. Any use requires prior written permission.',
  },
  de: {
    and: 'und',
    assistants: (uses) => `Assistenten dürfen ${uses}, etwa um eine Frage zu beantworten oder Kontakt aufzunehmen.`,
    uses: { fetch: 'einzelne Seiten im Auftrag einer Person abrufen', summarise: 'zusammenfassen', quote: 'kurze Stellen mit Link zitieren', link: 'verlinken' },
    reserved: {
      both: 'Text- und Data-Mining sowie das Training von KI-Modellen mit diesen Inhalten sind nicht erlaubt',
      mining: 'Text- und Data-Mining mit diesen Inhalten ist nicht erlaubt',
      training: 'Das Training von KI-Modellen mit diesen Inhalten ist nicht erlaubt',
    },
    basis: (basis) => ` (Nutzungsvorbehalt nach ${basis})`,
    bases: { 'urhg-44b': '§ 44b Abs. 3 UrhG', 'dsm-4-3': 'Art. 4 Abs. 3 der Richtlinie (EU) 2019/790' },
    photographs: 'Die Fotografien sind urheberrechtlich geschützt. Jede Nutzung bedarf der vorherigen schriftlichen Genehmigung.',
  },
  fr: {
    and: 'et',
    assistants: (uses) => `Les assistants peuvent ${uses}, par exemple pour répondre à une question ou prendre contact.`,
    uses: { fetch: 'consulter des pages individuelles pour le compte d’une personne', summarise: 'les résumer', quote: 'en citer de courts passages avec un lien', link: 'y renvoyer par un lien' },
    reserved: {
      both: 'La fouille de textes et de données et l’entraînement de modèles d’IA sur ce contenu ne sont pas autorisés',
      mining: 'La fouille de textes et de données sur ce contenu n’est pas autorisée',
      training: 'L’entraînement de modèles d’IA sur ce contenu n’est pas autorisé',
    },
    basis: (basis) => ` (réserve d’utilisation au titre de ${basis})`,
    bases: { 'urhg-44b': 'l’article 44b, alinéa 3, de la loi allemande sur le droit d’auteur (UrhG)', 'dsm-4-3': 'l’article 4, paragraphe 3, de la directive (UE) 2019/790' },
    photographs: 'Les photographies sont protégées par le droit d’auteur. Toute utilisation nécessite une autorisation écrite préalable.',
  },
  es: {
    and: 'y',
    assistants: (uses) => `Los asistentes pueden ${uses}, por ejemplo para responder a una pregunta o ponerse en contacto.`,
    uses: { fetch: 'consultar páginas individuales en nombre de una persona', summarise: 'resumirlas', quote: 'citar pasajes breves con un enlace', link: 'enlazarlas' },
    reserved: {
      both: 'No se permiten la minería de textos y datos ni el entrenamiento de modelos de IA con este contenido',
      mining: 'No se permite la minería de textos y datos con este contenido',
      training: 'No se permite el entrenamiento de modelos de IA con este contenido',
    },
    basis: (basis) => ` (reserva de uso conforme a ${basis})`,
    bases: { 'urhg-44b': 'el § 44b, apartado 3, de la ley alemana de derechos de autor (UrhG)', 'dsm-4-3': 'el artículo 4, apartado 3, de la Directiva (UE) 2019/790' },
    photographs: 'Las fotografías están protegidas por derechos de autor. Cualquier uso requiere autorización previa por escrito.',
  },
  it: {
    and: 'e',
    assistants: (uses) => `Gli assistenti possono ${uses}, per esempio per rispondere a una domanda o mettersi in contatto.`,
    uses: { fetch: 'consultare singole pagine per conto di una persona', summarise: 'riassumerle', quote: 'citarne brevi passi con un link', link: 'collegarvisi con un link' },
    reserved: {
      both: 'L’estrazione di testo e di dati e l’addestramento di modelli di IA su questi contenuti non sono consentiti',
      mining: 'L’estrazione di testo e di dati da questi contenuti non è consentita',
      training: 'L’addestramento di modelli di IA su questi contenuti non è consentito',
    },
    basis: (basis) => ` (riserva d’uso ai sensi ${basis})`,
    bases: { 'urhg-44b': 'del § 44b, comma 3, della legge tedesca sul diritto d’autore (UrhG)', 'dsm-4-3': 'dell’articolo 4, paragrafo 3, della direttiva (UE) 2019/790' },
    photographs: 'Le fotografie sono protette dal diritto d’autore. Qualsiasi utilizzo richiede un’autorizzazione scritta preventiva.',
  },
  nl: {
    and: 'en',
    assistants: (uses) => `Assistenten mogen ${uses}, bijvoorbeeld om een vraag te beantwoorden of contact op te nemen.`,
    uses: { fetch: 'afzonderlijke pagina’s namens een persoon opvragen', summarise: 'ze samenvatten', quote: 'korte passages met een link citeren', link: 'ernaar linken' },
    reserved: {
      both: 'Tekst- en datamining en het trainen van AI-modellen met deze inhoud zijn niet toegestaan',
      mining: 'Tekst- en datamining met deze inhoud is niet toegestaan',
      training: 'Het trainen van AI-modellen met deze inhoud is niet toegestaan',
    },
    basis: (basis) => ` (gebruiksvoorbehoud op grond van ${basis})`,
    bases: { 'urhg-44b': '§ 44b lid 3 van de Duitse auteurswet (UrhG)', 'dsm-4-3': 'artikel 4, lid 3, van Richtlijn (EU) 2019/790' },
    photographs: 'De foto’s zijn auteursrechtelijk beschermd. Elk gebruik vereist voorafgaande schriftelijke toestemming.',
  },
  pl: {
    and: 'i',
    assistants: (uses) => `Asystenci mogą ${uses}, na przykład aby odpowiedzieć na pytanie lub nawiązać kontakt.`,
    uses: { fetch: 'pobierać pojedyncze strony w imieniu osoby', summarise: 'je streszczać', quote: 'cytować krótkie fragmenty z linkiem', link: 'do nich linkować' },
    reserved: {
      both: 'Eksploracja tekstów i danych oraz trenowanie modeli AI na tych treściach są niedozwolone',
      mining: 'Eksploracja tekstów i danych na tych treściach jest niedozwolona',
      training: 'Trenowanie modeli AI na tych treściach jest niedozwolone',
    },
    basis: (basis) => ` (zastrzeżenie na podstawie ${basis})`,
    bases: { 'urhg-44b': '§ 44b ust. 3 niemieckiej ustawy o prawie autorskim (UrhG)', 'dsm-4-3': 'art. 4 ust. 3 dyrektywy (UE) 2019/790' },
    photographs: 'Fotografie są chronione prawem autorskim. Każde wykorzystanie wymaga uprzedniej pisemnej zgody.',
  },
};

/** Languages the generated terms are written in; any other gets English. */
export const TERMS_LANGUAGES = Object.keys(WORDS);

function joinList(items: string[], and: string): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export interface TermsStatement {
  /** What assistants may do; empty when the terms say nothing about it. */
  allowed: string;
  /** What is reserved, with the legal basis the owner named; empty when nothing is. */
  notAllowed: string;
  /** The photograph clause; empty without one. */
  photographs: string;
  /** The legal basis as stated in this language; empty when none was named. */
  legalBasis: string;
  /** Everything above in one paragraph, or the owner's own wording for the language. */
  text: string;
}

export function termsStatement(terms: Terms, lang: string, defaultLanguage: string): TermsStatement {
  const w = WORDS[lang] ?? WORDS.en;
  const uses = ASSISTANT_USES.filter((use) => terms.assistants.includes(use)).map((use) => w.uses[use]);
  const allowed = uses.length ? w.assistants(joinList(uses, w.and)) : '';
  const legalBasis = typeof terms.legalBasis === 'object' ? localize(terms.legalBasis.text, lang, defaultLanguage) : terms.legalBasis === 'none' ? '' : w.bases[terms.legalBasis];
  const mining = reservesMining(terms);
  const training = reservesTraining(terms);
  const which = mining && training ? w.reserved.both : mining ? w.reserved.mining : training ? w.reserved.training : '';
  const notAllowed = which ? `${which}${legalBasis ? w.basis(legalBasis) : ''}.` : '';
  const photographs = terms.photographs === 'permission-required' ? w.photographs : '';
  const own = ownWording(terms, lang);
  return { allowed, notAllowed, photographs, legalBasis, text: own ?? [allowed, notAllowed, photographs].filter(Boolean).join(' ') };
}

/** The owner's wording for a language: a plain string serves every language. */
function ownWording(terms: Terms, lang: string): string | undefined {
  if (terms.wording === undefined) return undefined;
  if (typeof terms.wording === 'string') return terms.wording;
  return terms.wording[lang];
}

/** The terms of a parsed site.yaml, or why there are none. */
export function resolveTerms(config: { rights?: RightsYaml; terms?: TermsYaml; person: { name: string } }): Terms | { problem: { field: string; message: string } } {
  if (config.terms && config.rights) {
    return { problem: { field: 'rights', message: "site.yaml has both terms and rights: move rights' fields (copyrightHolder, creditText, policy) into terms and remove rights" } };
  }
  if (config.terms) return termsFromYaml(config.terms, config.person.name);
  if (config.rights) return termsFromRights(config.rights);
  return { problem: { field: 'terms', message: 'is required: state your conditions of use (see docs/content-format.md, "terms")' } };
}

/** The older `rights` view of resolved terms, for readers that still use it. */
export function rightsOf(terms: Terms) {
  return { copyrightHolder: terms.copyrightHolder, creditText: terms.creditText, tdmReservation: reservesMining(terms), policy: terms.policy };
}
