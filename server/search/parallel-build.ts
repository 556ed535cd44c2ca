/**
 * Builds an index's languages with one worker thread per language, so they are built at
 * once on a machine with more than one core. The result is the same packed data the
 * in-process build gives (the same packLanguage runs there, on the same section texts).
 *
 * The caller is synchronous (`loadSite`), so it waits on an Atomics counter and takes the
 * results with receiveMessageOnPort (the pattern of synckit). A worker that cannot start
 * or fails is reported, and the caller builds in process.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { receiveMessageOnPort, MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { markdownText } from '../site/markdown-text.ts';
import { TextSection } from '../site/text-section.ts';
import type { Page, Section } from '../site/site-types.ts';
import { introsByPath, packLanguage, type PackedLanguage, type SearchDoc, type SearchIndex, type SiteLike } from './search-index.ts';
import { buildLexicons, type Lexicon } from './translation-lexicon.ts';

/** Longest wait for the workers before building in process instead. */
export const WORKER_TIMEOUT_MS = 15 * 60_000;

/** What a worker needs of one page: the fields the index reads, and each section's text or its range of the body. */
interface WirePage {
  /** Address and translations: what the translation lexicons pair pages by. */
  path: string;
  translations: Record<string, string>;
  title: string;
  description: string;
  keywords: string[];
  /** The page's own date: it places the days its sections give without a year (recency.ts). */
  updated?: string;
  body: string;
  definitions?: ReadonlySet<string>;
  sections: { level: number; name: string; parent?: string; kind?: Section['kind']; ownStart?: number; ownEnd?: number; text?: string; ownMarkdown?: string }[];
}

interface WorkerAnswer {
  packed?: PackedLanguage;
  error?: string;
}

/** Plain JavaScript, so a worker starts under any loader; it imports this module and answers on its port. */
const WORKER_CODE = `
const { workerData } = require('node:worker_threads');
const { port, signal, moduleUrl, loaderUrl, lang, pages } = workerData;
(loaderUrl ? import(loaderUrl).then((tsx) => tsx.register()) : Promise.resolve())
  .then(() => import(moduleUrl))
  .then((m) => m.packWirePages(lang, pages))
  .then(
    (packed) => port.postMessage({ packed }, [packed.offsets.buffer, packed.postDocs.buffer, packed.postImpacts.buffer, packed.idf.buffer, packed.surfaceTerm.buffer, packed.typo.buckets.buffer, packed.typo.low.buffer, packed.typo.words.buffer, packed.passages.base.buffer, packed.passages.meta.buffer, packed.passages.terms.buffer]),
    (error) => port.postMessage({ error: String((error && error.stack) || error) }),
  )
  .finally(() => {
    Atomics.add(signal, 0, 1);
    Atomics.notify(signal, 0);
  });
`;

export interface ParallelBuildLog {
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** One language's pages as a worker (or a build process) receives them. */
export interface WireLanguage {
  lang: string;
  pages: WirePage[];
}

/** The site's languages in the form a worker or a build process receives them. */
export function wireLanguages(site: SiteLike): WireLanguage[] {
  return site.languages.map((lang) => ({ lang, pages: wirePages(site.pages, lang) }));
}

/**
 * The packed languages built on worker threads, one per language, in the order given, or
 * undefined when a worker failed (the reason is logged).
 */
export function packInWorkers(languages: WireLanguage[], log?: ParallelBuildLog, meanwhile?: () => void): PackedLanguage[] | undefined {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const jobs: { worker: Worker; port: MessagePort }[] = [];
  try {
    for (const { lang, pages } of languages) {
      const { port1, port2 } = new MessageChannel();
      const workerData = { port: port2, signal, moduleUrl: import.meta.url, loaderUrl: sourceLoader(), lang, pages };
      const worker = new Worker(WORKER_CODE, { eval: true, workerData, transferList: [port2], stdout: false, stderr: false });
      worker.unref();
      jobs.push({ worker, port: port1 });
    }
    // The calling thread is free while the workers build: a caller may have work of its own for it.
    meanwhile?.();
    const deadline = Date.now() + WORKER_TIMEOUT_MS;
    for (let done = Atomics.load(signal, 0); done < jobs.length && Date.now() < deadline; done = Atomics.load(signal, 0)) {
      Atomics.wait(signal, 0, done, deadline - Date.now());
    }
    const answers = jobs.map((job) => receiveMessageOnPort(job.port)?.message as WorkerAnswer | undefined);
    const failed = answers.find((a) => !a?.packed);
    if (failed) {
      log?.warn('search index: a build worker failed; building in process', { error: failed?.error ?? 'no answer in time' });
      return undefined;
    }
    return answers.map((a) => a!.packed!);
  } catch (error) {
    log?.warn('search index: build workers unavailable; building in process', { error: String(error) });
    return undefined;
  } finally {
    for (const job of jobs) {
      job.port.close();
      void job.worker.terminate();
    }
  }
}

/** Run from the TypeScript sources (tests, development), a worker needs tsx's loader too. */
function sourceLoader(): string | undefined {
  if (!import.meta.url.endsWith('.ts')) return undefined;
  // The ESM entry (the CommonJS one, which require.resolve finds, cannot register the hooks there).
  const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(cjs.replace(/index\.cjs$/, 'index.mjs')).href;
}

function wirePages(pages: readonly Page[], lang: string): WirePage[] {
  return pages
    .filter((page) => page.lang === lang)
    .map((page) => {
      let definitions: ReadonlySet<string> | undefined;
      const sections = page.sections.map((section: Section) => {
        const head = {
          level: section.level,
          name: section.name,
          ...(section.parent !== undefined && { parent: section.parent }),
          ...(section.kind !== undefined && section.kind !== 'section' && { kind: section.kind }),
        };
        if (section instanceof TextSection) {
          const source = section.source;
          if (source.body === page.body && (definitions === undefined || definitions === source.definitions)) {
            definitions = source.definitions;
            return { ...head, ownStart: section.range.ownStart, ownEnd: section.range.ownEnd };
          }
        }
        return { ...head, text: section.text, ownMarkdown: section.ownMarkdown };
      });
      return {
        path: page.path,
        translations: page.translations,
        title: page.title,
        description: page.description,
        keywords: page.keywords,
        ...(page.updated !== undefined && { updated: page.updated }),
        body: page.body,
        definitions,
        sections,
      };
    });
}

/** In the worker: the pages back into search documents, then the same build as in process. */
export function packWirePages(lang: string, pages: WirePage[]): PackedLanguage {
  const docs: SearchDoc[] = [];
  for (const wire of pages) {
    const page = { title: wire.title, description: wire.description, keywords: wire.keywords, updated: wire.updated } as Page;
    for (const s of wire.sections) {
      const text = s.text ?? markdownText(wire.body, s.ownStart!, s.ownEnd!, wire.definitions);
      const ownMarkdown = s.ownMarkdown ?? wire.body.slice(s.ownStart, s.ownEnd);
      const section = { level: s.level, name: s.name, ...(s.parent !== undefined && { parent: s.parent }), text, ownMarkdown } as Section;
      docs.push({ page, section });
    }
  }
  return packLanguage(lang, docs);
}

/**
 * In a build process: the translation lexicons of every language pair, from the same pages
 * (translation-lexicon.ts reads only pages, their translations and sections), so the
 * snapshot carries them and no server builds them.
 */
export function wireLexicons(languages: WireLanguage[]): Map<string, Lexicon> {
  return buildLexicons(wireLexiconIndex(languages));
}

/**
 * The wire pages as the index translation-lexicon.ts reads: its languages, and per language its
 * docs and introductions, of pages and sections only the fields of LexiconPage and LexiconSection.
 */
export function wireLexiconIndex(languages: WireLanguage[]): SearchIndex {
  const byLang = new Map<string, { docs: LexiconDoc[]; introByPath: Map<string, LexiconDoc> }>();
  for (const { lang, pages } of languages) {
    const docs: LexiconDoc[] = [];
    for (const wire of pages) {
      const page: LexiconPage = { path: wire.path, lang, translations: wire.translations, title: wire.title, description: wire.description, sections: [] };
      for (const s of wire.sections) {
        let text = s.text;
        const section: LexiconSection = {
          level: s.level,
          name: s.name,
          ...(s.parent !== undefined && { parent: s.parent }),
          ...(s.kind !== undefined && { kind: s.kind }),
          // Derived only for the sections a lexicon reads (its work budget stops early on a large site).
          get text() {
            return (text ??= markdownText(wire.body, s.ownStart!, s.ownEnd!, wire.definitions));
          },
        };
        page.sections.push(section);
        docs.push({ page, section });
      }
    }
    byLang.set(lang, { docs, introByPath: introsByPath(docs) });
  }
  return { languages: languages.map((l) => l.lang), byLang } as unknown as SearchIndex;
}

/** What the translation lexicons read of a section, and of a page. */
type LexiconSection = Pick<Section, 'level' | 'name' | 'parent' | 'kind' | 'text'>;
interface LexiconPage extends Pick<Page, 'path' | 'lang' | 'translations' | 'title' | 'description'> {
  sections: LexiconSection[];
}
interface LexiconDoc {
  page: LexiconPage;
  section: LexiconSection;
}
