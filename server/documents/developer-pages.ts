/**
 * The developer pages are part of the product: every site gets /<lang>/developers/ in
 * each of its languages, with the live console, unless the owner writes a page at that
 * address (the owner's page then carries the console). Generated pages are optional
 * pages (linked from the footer and llms.txt, not the main navigation).
 */
import { parsePage } from '../site/parse-page.ts';
import type { Page } from '../site/site-types.ts';
import { termsStatement, type Terms } from '../site/site-terms.ts';
import { interfaceWords } from './interface-words.ts';
import { exampleQuery } from './example-query.ts';

interface PageWords {
  intro: string;
  search: string;
  searchText: string;
  mcp: string;
  mcpText: string;
  markdown: string;
  markdownText: string;
  files: string;
}

const WORDS: Record<string, PageWords> = {
  en: {
    intro: 'Everything on this site is also available to AI assistants and developers through a public, read-only interface. No key or account is needed.',
    search: 'Search API',
    searchText:
      'Ask a question and get the page sections that answer it, best first, each with a score from 0 to 1 and schema.org JSON-LD. `/ask` is the same interface; POST a JSON body for follow-up questions or a stream of Server-Sent Events.',
    mcp: 'MCP server',
    mcpText:
      'The MCP server at `{base}/mcp` speaks Streamable HTTP (JSON-RPC 2.0) and has three read-only tools: `get_profile`, `get_page` and `search_site`. Its server card is at `/mcp/server-card`.',
    markdown: 'Markdown views',
    markdownText: 'Every page is available as Markdown: add `.md` to its address without the final slash, send `Accept: text/markdown`, or add `?mode=agent`.',
    files: 'Overview and discovery files',
  },
  de: {
    intro: 'Alles auf dieser Website steht auch KI-Assistenten und Entwicklern über eine öffentliche, schreibgeschützte Schnittstelle zur Verfügung. Ein Schlüssel oder Konto ist nicht nötig.',
    search: 'Such-API',
    searchText:
      'Stellen Sie eine Frage und erhalten Sie die Seitenabschnitte, die sie beantworten, die besten zuerst, jeweils mit einer Bewertung von 0 bis 1 und schema.org-JSON-LD. `/ask` ist dieselbe Schnittstelle; per POST mit JSON-Body lassen sich Anschlussfragen stellen oder ein Stream von Server-Sent Events anfordern.',
    mcp: 'MCP-Server',
    mcpText:
      'Der MCP-Server unter `{base}/mcp` spricht Streamable HTTP (JSON-RPC 2.0) und hat drei schreibgeschützte Werkzeuge: `get_profile`, `get_page` und `search_site`. Seine Server-Card liegt unter `/mcp/server-card`.',
    markdown: 'Markdown-Ansichten',
    markdownText: 'Jede Seite gibt es als Markdown: `.md` an die Adresse ohne den letzten Schrägstrich anhängen, `Accept: text/markdown` senden oder `?mode=agent` anfügen.',
    files: 'Übersichts- und Discovery-Dateien',
  },
  fr: {
    intro: 'Tout le contenu de ce site est aussi accessible aux assistants d’IA et aux développeurs par une interface publique, en lecture seule. Aucune clé ni aucun compte n’est nécessaire.',
    search: 'API de recherche',
    searchText:
      'Posez une question et recevez les sections de pages qui y répondent, les meilleures d’abord, chacune avec un score de 0 à 1 et du JSON-LD schema.org. `/ask` est la même interface ; envoyez un corps JSON en POST pour des questions de suivi ou un flux de Server-Sent Events.',
    mcp: 'Serveur MCP',
    mcpText:
      'Le serveur MCP à `{base}/mcp` parle Streamable HTTP (JSON-RPC 2.0) et offre trois outils en lecture seule : `get_profile`, `get_page` et `search_site`. Sa carte de serveur est à `/mcp/server-card`.',
    markdown: 'Vues Markdown',
    markdownText: 'Chaque page existe en Markdown : ajoutez `.md` à son adresse sans la barre oblique finale, envoyez `Accept: text/markdown` ou ajoutez `?mode=agent`.',
    files: 'Fichiers de présentation et de découverte',
  },
  es: {
    intro: 'Todo lo que hay en este sitio está también disponible para asistentes de IA y desarrolladores a través de una interfaz pública de solo lectura. No hace falta clave ni cuenta.',
    search: 'API de búsqueda',
    searchText:
      'Haga una pregunta y reciba las secciones de página que la responden, las mejores primero, cada una con una puntuación de 0 a 1 y JSON-LD de schema.org. `/ask` es la misma interfaz; envíe un cuerpo JSON por POST para preguntas de seguimiento o un flujo de Server-Sent Events.',
    mcp: 'Servidor MCP',
    mcpText:
      'El servidor MCP en `{base}/mcp` habla Streamable HTTP (JSON-RPC 2.0) y tiene tres herramientas de solo lectura: `get_profile`, `get_page` y `search_site`. Su tarjeta de servidor está en `/mcp/server-card`.',
    markdown: 'Vistas Markdown',
    markdownText: 'Cada página está disponible en Markdown: añada `.md` a su dirección sin la barra final, envíe `Accept: text/markdown` o añada `?mode=agent`.',
    files: 'Archivos de resumen y descubrimiento',
  },
  it: {
    intro: 'Tutto ciò che è su questo sito è disponibile anche per assistenti di IA e sviluppatori tramite un’interfaccia pubblica in sola lettura. Non servono chiavi né account.',
    search: 'API di ricerca',
    searchText:
      'Fai una domanda e ricevi le sezioni di pagina che rispondono, le migliori per prime, ciascuna con un punteggio da 0 a 1 e JSON-LD schema.org. `/ask` è la stessa interfaccia; invia un corpo JSON in POST per domande successive o un flusso di Server-Sent Events.',
    mcp: 'Server MCP',
    mcpText:
      'Il server MCP su `{base}/mcp` parla Streamable HTTP (JSON-RPC 2.0) e ha tre strumenti in sola lettura: `get_profile`, `get_page` e `search_site`. La sua server card è su `/mcp/server-card`.',
    markdown: 'Viste Markdown',
    markdownText: 'Ogni pagina è disponibile in Markdown: aggiungi `.md` al suo indirizzo senza la barra finale, invia `Accept: text/markdown` o aggiungi `?mode=agent`.',
    files: 'File di panoramica e di scoperta',
  },
  nl: {
    intro: 'Alles op deze site is ook beschikbaar voor AI-assistenten en ontwikkelaars via een openbare, alleen-lezen interface. Een sleutel of account is niet nodig.',
    search: 'Zoek-API',
    searchText:
      'Stel een vraag en krijg de paginasecties die hem beantwoorden, de beste eerst, elk met een score van 0 tot 1 en schema.org-JSON-LD. `/ask` is dezelfde interface; POST een JSON-body voor vervolgvragen of een stroom Server-Sent Events.',
    mcp: 'MCP-server',
    mcpText:
      'De MCP-server op `{base}/mcp` spreekt Streamable HTTP (JSON-RPC 2.0) en heeft drie alleen-lezen tools: `get_profile`, `get_page` en `search_site`. De server card staat op `/mcp/server-card`.',
    markdown: 'Markdown-weergaven',
    markdownText: 'Elke pagina is beschikbaar als Markdown: zet `.md` achter het adres zonder de laatste schuine streep, stuur `Accept: text/markdown` of voeg `?mode=agent` toe.',
    files: 'Overzichts- en discoverybestanden',
  },
  pl: {
    intro: 'Wszystko na tej stronie jest też dostępne dla asystentów AI i programistów przez publiczny interfejs tylko do odczytu. Klucz ani konto nie są potrzebne.',
    search: 'API wyszukiwania',
    searchText:
      'Zadaj pytanie i otrzymaj fragmenty stron, które na nie odpowiadają, najlepsze najpierw, każdy z oceną od 0 do 1 i JSON-LD schema.org. `/ask` to ten sam interfejs; wyślij treść JSON metodą POST, aby zadać pytania uzupełniające lub otrzymać strumień Server-Sent Events.',
    mcp: 'Serwer MCP',
    mcpText:
      'Serwer MCP pod `{base}/mcp` obsługuje Streamable HTTP (JSON-RPC 2.0) i ma trzy narzędzia tylko do odczytu: `get_profile`, `get_page` i `search_site`. Jego karta serwera jest pod `/mcp/server-card`.',
    markdown: 'Widoki Markdown',
    markdownText: 'Każda strona jest dostępna jako Markdown: dodaj `.md` do adresu bez końcowego ukośnika, wyślij `Accept: text/markdown` lub dodaj `?mode=agent`.',
    files: 'Pliki przeglądowe i wykrywania',
  },
};

export const developerPath = (lang: string) => `/${lang}/developers/`;

interface Inputs {
  baseUrl: string;
  defaultLanguage: string;
  terms: Terms;
  words?: Record<string, Record<string, string>>;
}

function body(site: Inputs, lang: string, pages: Page[]): string {
  const w = WORDS[lang] ?? WORDS.en;
  const l = interfaceWords(lang, site.words);
  const base = site.baseUrl.replace(/\/+$/, '');
  const query = encodeURIComponent(exampleQuery({ pages }, lang));
  const terms = termsStatement(site.terms, lang, site.defaultLanguage).text;
  return [
    w.intro,
    '',
    `## ${w.search}`,
    '',
    w.searchText,
    '',
    '```sh',
    `curl '${base}/v1/ask?query=${query}&lang=${lang}'`,
    '```',
    '',
    `## ${w.mcp}`,
    '',
    w.mcpText.replace('{base}', base),
    '',
    `## ${w.markdown}`,
    '',
    w.markdownText,
    '',
    `## ${w.files}`,
    '',
    `- [llms.txt](/${lang}/llms.txt), [llms-full.txt](/llms-full.txt)`,
    '- [OpenAPI](/openapi.json)',
    '- [agents.md](/agents.md)',
    '- [/.well-known/api-catalog](/.well-known/api-catalog), [/.well-known/ai-catalog.json](/.well-known/ai-catalog.json), [/.well-known/agent-skills/index.json](/.well-known/agent-skills/index.json)',
    ...(terms ? ['', `## ${l.terms}`, '', terms] : []),
    '',
  ].join('\n');
}

/** The developer pages the owner did not write, one per language. */
export function generatedDeveloperPages(site: Inputs, languages: string[], pages: Page[]): Page[] {
  const owned = pages.find((p) => p.path === developerPath(p.lang) && p.translationKey);
  const key = owned?.translationKey ?? 'developers';
  const keyTaken = (lang: string) => pages.some((p) => p.lang === lang && p.translationKey === key);
  return languages
    .filter((lang) => !pages.some((p) => p.path === developerPath(lang)))
    .map((lang) => {
      const l = interfaceWords(lang, site.words);
      const path = developerPath(lang);
      const parsed = parsePage(body(site, lang, pages), l.developers, path);
      return {
        path,
        file: `${lang}/developers.md`,
        lang,
        title: l.developers,
        description: l.developersText,
        translationKey: keyTaken(lang) ? undefined : key,
        type: 'TechArticle',
        keywords: ['API', 'MCP', 'OpenAPI', 'llms.txt'],
        order: 10_000,
        optional: true,
        entities: [],
        body: parsed.body,
        sections: parsed.sections,
        translations: {},
        generated: true,
      };
    });
}
