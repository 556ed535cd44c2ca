/**
 * The words the generated documents use around the owner's content (labels, the search
 * page, the developer console, llms.txt), for de, en, fr, es, it, nl and pl; English for
 * any other language. site.yaml's `words` overrides any of them per language. Language
 * names come from Intl.DisplayNames, dates from Intl.DateTimeFormat.
 */
export interface InterfaceWords {
  address: string;
  language: string;
  otherLanguage: string;
  updated: string;
  terms: string;
  credit: string;
  details: string;
  optional: string;
  pages: string;
  stories: string;
  forAgents: string;
  search: string;
  notFound: string;
  notFoundText: string;
  skip: string;
  mainNav: string;
  /** The search page: no result, a question too long ({max}), the count ({n}). */
  noResults: string;
  tooLong: string;
  resultsOne: string;
  resultsOther: string;
  placeholder: string;
  /** The developer console. */
  consoleTitle: string;
  consoleIntro: string;
  consoleCall: string;
  consoleArgs: string;
  /** llms.txt: what the agent documents are. */
  agentsMdText: string;
  openapiText: string;
  mcpCardText: string;
  searchText: string;
  llmsFullText: string;
  developers: string;
  developersText: string;
}

export type WordName = keyof InterfaceWords;

const EN: InterfaceWords = {
  address: 'Address',
  language: 'Language',
  otherLanguage: 'Other language',
  updated: 'Last updated',
  terms: 'Terms of use',
  credit: 'Credit line',
  details: 'Details',
  optional: 'Optional',
  pages: 'Pages',
  stories: 'Stories',
  forAgents: 'For agents and developers',
  search: 'Search',
  notFound: 'Page not found',
  notFoundText: 'There is no page at this address.',
  skip: 'Skip to content',
  mainNav: 'Main navigation',
  noResults: 'Nothing on this site answers that. Try other words.',
  tooLong: 'Please ask in at most {max} characters.',
  resultsOne: '{n} result',
  resultsOther: '{n} results',
  placeholder: 'Ask a question about this site',
  consoleTitle: 'Try it',
  consoleIntro: 'Ask the search endpoint, or call an MCP tool, right here.',
  consoleCall: 'Call tool',
  consoleArgs: 'Arguments (JSON)',
  agentsMdText: 'Instructions for AI agents: which endpoint for what, and what is allowed',
  openapiText: 'Description of the interface (/v1/ask, /mcp, Markdown views)',
  mcpCardText: 'MCP server at /mcp with the tools get_profile, get_page, search_site',
  searchText: 'natural-language search, JSON or Server-Sent Events',
  llmsFullText: 'every page as Markdown in one file',
  developers: 'For developers and AI agents',
  developersText: 'The machine-readable, read-only interface of this site: search API, MCP server, Markdown views and llms.txt, with examples.',
};

const WORDS: Record<string, InterfaceWords> = {
  en: EN,
  de: {
    address: 'Adresse',
    language: 'Sprache',
    otherLanguage: 'Andere Sprache',
    updated: 'Zuletzt geändert',
    terms: 'Nutzungsbedingungen',
    credit: 'Bildnachweis',
    details: 'Details',
    optional: 'Optional',
    pages: 'Seiten',
    stories: 'Reportagen',
    forAgents: 'Für Agenten und Entwickler',
    search: 'Suche',
    notFound: 'Seite nicht gefunden',
    notFoundText: 'Unter dieser Adresse gibt es keine Seite.',
    skip: 'Zum Inhalt springen',
    mainNav: 'Hauptnavigation',
    noResults: 'Dazu findet sich auf dieser Website nichts. Versuchen Sie andere Wörter.',
    tooLong: 'Bitte fragen Sie in höchstens {max} Zeichen.',
    resultsOne: '{n} Ergebnis',
    resultsOther: '{n} Ergebnisse',
    placeholder: 'Stellen Sie eine Frage zu dieser Website',
    consoleTitle: 'Ausprobieren',
    consoleIntro: 'Fragen Sie die Suche oder rufen Sie ein MCP-Werkzeug auf, direkt hier.',
    consoleCall: 'Werkzeug aufrufen',
    consoleArgs: 'Argumente (JSON)',
    agentsMdText: 'Anleitung für KI-Agenten: welcher Endpunkt wofür, und was erlaubt ist',
    openapiText: 'Beschreibung der Schnittstelle (/v1/ask, /mcp, Markdown-Ansichten)',
    mcpCardText: 'MCP-Server unter /mcp mit den Werkzeugen get_profile, get_page, search_site',
    searchText: 'Suche in natürlicher Sprache, JSON oder Server-Sent Events',
    llmsFullText: 'alle Seiten als Markdown in einer Datei',
    developers: 'Für Entwickler und KI-Agenten',
    developersText: 'Die maschinenlesbare, schreibgeschützte Schnittstelle dieser Website: Such-API, MCP-Server, Markdown-Ansichten und llms.txt, mit Beispielen.',
  },
  fr: {
    address: 'Adresse',
    language: 'Langue',
    otherLanguage: 'Autre langue',
    updated: 'Dernière mise à jour',
    terms: 'Conditions d’utilisation',
    credit: 'Mention de crédit',
    details: 'Détails',
    optional: 'Facultatif',
    pages: 'Pages',
    stories: 'Projets',
    forAgents: 'Pour les agents et les développeurs',
    search: 'Rechercher',
    notFound: 'Page introuvable',
    notFoundText: 'Il n’y a pas de page à cette adresse.',
    skip: 'Aller au contenu',
    mainNav: 'Navigation principale',
    noResults: 'Rien sur ce site ne répond à cette question. Essayez d’autres mots.',
    tooLong: 'Veuillez poser votre question en {max} caractères au plus.',
    resultsOne: '{n} résultat',
    resultsOther: '{n} résultats',
    placeholder: 'Posez une question sur ce site',
    consoleTitle: 'Essayer',
    consoleIntro: 'Interrogez la recherche ou appelez un outil MCP, directement ici.',
    consoleCall: 'Appeler l’outil',
    consoleArgs: 'Arguments (JSON)',
    agentsMdText: 'Instructions pour les agents d’IA : quel point d’accès pour quoi, et ce qui est permis',
    openapiText: 'Description de l’interface (/v1/ask, /mcp, vues Markdown)',
    mcpCardText: 'Serveur MCP à /mcp avec les outils get_profile, get_page, search_site',
    searchText: 'recherche en langage naturel, JSON ou Server-Sent Events',
    llmsFullText: 'toutes les pages en Markdown dans un seul fichier',
    developers: 'Pour les développeurs et les agents d’IA',
    developersText: 'L’interface lisible par machine, en lecture seule, de ce site : API de recherche, serveur MCP, vues Markdown et llms.txt, avec des exemples.',
  },
  es: {
    address: 'Dirección',
    language: 'Idioma',
    otherLanguage: 'Otro idioma',
    updated: 'Última actualización',
    terms: 'Condiciones de uso',
    credit: 'Crédito',
    details: 'Detalles',
    optional: 'Opcional',
    pages: 'Páginas',
    stories: 'Proyectos',
    forAgents: 'Para agentes y desarrolladores',
    search: 'Buscar',
    notFound: 'Página no encontrada',
    notFoundText: 'No hay ninguna página en esta dirección.',
    skip: 'Saltar al contenido',
    mainNav: 'Navegación principal',
    noResults: 'Nada en este sitio responde a eso. Pruebe con otras palabras.',
    tooLong: 'Pregunte en {max} caracteres como máximo.',
    resultsOne: '{n} resultado',
    resultsOther: '{n} resultados',
    placeholder: 'Haga una pregunta sobre este sitio',
    consoleTitle: 'Pruébelo',
    consoleIntro: 'Consulte la búsqueda o llame a una herramienta MCP, aquí mismo.',
    consoleCall: 'Llamar a la herramienta',
    consoleArgs: 'Argumentos (JSON)',
    agentsMdText: 'Instrucciones para agentes de IA: qué punto de acceso para qué y qué está permitido',
    openapiText: 'Descripción de la interfaz (/v1/ask, /mcp, vistas Markdown)',
    mcpCardText: 'Servidor MCP en /mcp con las herramientas get_profile, get_page, search_site',
    searchText: 'búsqueda en lenguaje natural, JSON o Server-Sent Events',
    llmsFullText: 'todas las páginas en Markdown en un solo archivo',
    developers: 'Para desarrolladores y agentes de IA',
    developersText: 'La interfaz legible por máquina y de solo lectura de este sitio: API de búsqueda, servidor MCP, vistas Markdown y llms.txt, con ejemplos.',
  },
  it: {
    address: 'Indirizzo',
    language: 'Lingua',
    otherLanguage: 'Altra lingua',
    updated: 'Ultimo aggiornamento',
    terms: 'Condizioni d’uso',
    credit: 'Crediti',
    details: 'Dettagli',
    optional: 'Facoltativo',
    pages: 'Pagine',
    stories: 'Progetti',
    forAgents: 'Per agenti e sviluppatori',
    search: 'Cerca',
    notFound: 'Pagina non trovata',
    notFoundText: 'Non c’è nessuna pagina a questo indirizzo.',
    skip: 'Vai al contenuto',
    mainNav: 'Navigazione principale',
    noResults: 'Niente su questo sito risponde a questa domanda. Prova con altre parole.',
    tooLong: 'Fai la domanda in al massimo {max} caratteri.',
    resultsOne: '{n} risultato',
    resultsOther: '{n} risultati',
    placeholder: 'Fai una domanda su questo sito',
    consoleTitle: 'Provalo',
    consoleIntro: 'Interroga la ricerca o chiama uno strumento MCP, direttamente qui.',
    consoleCall: 'Chiama lo strumento',
    consoleArgs: 'Argomenti (JSON)',
    agentsMdText: 'Istruzioni per agenti di IA: quale endpoint per cosa e cosa è consentito',
    openapiText: 'Descrizione dell’interfaccia (/v1/ask, /mcp, viste Markdown)',
    mcpCardText: 'Server MCP su /mcp con gli strumenti get_profile, get_page, search_site',
    searchText: 'ricerca in linguaggio naturale, JSON o Server-Sent Events',
    llmsFullText: 'tutte le pagine in Markdown in un unico file',
    developers: 'Per sviluppatori e agenti di IA',
    developersText: 'L’interfaccia leggibile dalle macchine, in sola lettura, di questo sito: API di ricerca, server MCP, viste Markdown e llms.txt, con esempi.',
  },
  nl: {
    address: 'Adres',
    language: 'Taal',
    otherLanguage: 'Andere taal',
    updated: 'Laatst bijgewerkt',
    terms: 'Gebruiksvoorwaarden',
    credit: 'Naamsvermelding',
    details: 'Details',
    optional: 'Optioneel',
    pages: 'Pagina’s',
    stories: 'Projecten',
    forAgents: 'Voor agents en ontwikkelaars',
    search: 'Zoeken',
    notFound: 'Pagina niet gevonden',
    notFoundText: 'Op dit adres staat geen pagina.',
    skip: 'Naar de inhoud',
    mainNav: 'Hoofdnavigatie',
    noResults: 'Niets op deze site beantwoordt dat. Probeer andere woorden.',
    tooLong: 'Stel je vraag in maximaal {max} tekens.',
    resultsOne: '{n} resultaat',
    resultsOther: '{n} resultaten',
    placeholder: 'Stel een vraag over deze site',
    consoleTitle: 'Probeer het',
    consoleIntro: 'Vraag het zoek-endpoint of roep een MCP-tool aan, meteen hier.',
    consoleCall: 'Tool aanroepen',
    consoleArgs: 'Argumenten (JSON)',
    agentsMdText: 'Instructies voor AI-agents: welk endpoint waarvoor, en wat is toegestaan',
    openapiText: 'Beschrijving van de interface (/v1/ask, /mcp, Markdown-weergaven)',
    mcpCardText: 'MCP-server op /mcp met de tools get_profile, get_page, search_site',
    searchText: 'zoeken in natuurlijke taal, JSON of Server-Sent Events',
    llmsFullText: 'alle pagina’s als Markdown in één bestand',
    developers: 'Voor ontwikkelaars en AI-agents',
    developersText: 'De machineleesbare, alleen-lezen interface van deze site: zoek-API, MCP-server, Markdown-weergaven en llms.txt, met voorbeelden.',
  },
  pl: {
    address: 'Adres',
    language: 'Język',
    otherLanguage: 'Inny język',
    updated: 'Ostatnia aktualizacja',
    terms: 'Warunki korzystania',
    credit: 'Podpis autora',
    details: 'Szczegóły',
    optional: 'Opcjonalne',
    pages: 'Strony',
    stories: 'Projekty',
    forAgents: 'Dla agentów i programistów',
    search: 'Szukaj',
    notFound: 'Nie znaleziono strony',
    notFoundText: 'Pod tym adresem nie ma strony.',
    skip: 'Przejdź do treści',
    mainNav: 'Nawigacja główna',
    noResults: 'Nic na tej stronie nie odpowiada na to pytanie. Spróbuj innych słów.',
    tooLong: 'Zadaj pytanie w najwyżej {max} znakach.',
    resultsOne: 'Wyniki: {n}',
    resultsOther: 'Wyniki: {n}',
    placeholder: 'Zadaj pytanie o tę stronę',
    consoleTitle: 'Wypróbuj',
    consoleIntro: 'Zapytaj wyszukiwarkę lub wywołaj narzędzie MCP, od razu tutaj.',
    consoleCall: 'Wywołaj narzędzie',
    consoleArgs: 'Argumenty (JSON)',
    agentsMdText: 'Instrukcje dla agentów AI: który punkt końcowy do czego i co jest dozwolone',
    openapiText: 'Opis interfejsu (/v1/ask, /mcp, widoki Markdown)',
    mcpCardText: 'Serwer MCP pod /mcp z narzędziami get_profile, get_page, search_site',
    searchText: 'wyszukiwanie w języku naturalnym, JSON lub Server-Sent Events',
    llmsFullText: 'wszystkie strony jako Markdown w jednym pliku',
    developers: 'Dla programistów i agentów AI',
    developersText: 'Czytelny maszynowo interfejs tej strony, tylko do odczytu: API wyszukiwania, serwer MCP, widoki Markdown i llms.txt, z przykładami.',
  },
};

export const WORD_NAMES = Object.keys(EN) as WordName[];
export const WORD_LANGUAGES = Object.keys(WORDS);

/** The built-in words of a language, English for others, with the owner's overrides. */
export function interfaceWords(lang: string, overrides?: Record<string, Record<string, string>>): InterfaceWords {
  const own = overrides?.[lang];
  const base = WORDS[lang] ?? EN;
  return own ? { ...base, ...(own as Partial<InterfaceWords>) } : base;
}

/** A word with its {placeholders} filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of language `code` in language `inLang` ("anglais"), or the code when ICU does not know it. */
export function languageName(code: string, inLang: string): string {
  let names = displayNames.get(inLang);
  if (!names) {
    try {
      names = new Intl.DisplayNames([inLang, 'en'], { type: 'language', fallback: 'code' });
    } catch {
      names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
    }
    displayNames.set(inLang, names);
  }
  return names.of(code) ?? code;
}

/** A language's own name, capitalised for a language switch ("Français", "Deutsch"). */
export function nativeLanguageName(code: string): string {
  const name = languageName(code, code);
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** An ISO date (YYYY-MM-DD) written out in a language ("1 octobre 2026"). */
export function formatDate(iso: string, lang: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return iso;
  }
}

/** "{n} results" in a language, by its plural rules. */
export function resultCount(words: InterfaceWords, n: number, lang: string): string {
  let plural: string;
  try {
    plural = new Intl.PluralRules(lang).select(n);
  } catch {
    plural = n === 1 ? 'one' : 'other';
  }
  return fill(plural === 'one' ? words.resultsOne : words.resultsOther, { n });
}
