// Princeton WordNet 3.0's graph, read from its data and index files (Debian wordnet-base, fetched with `apt-get download` and
// unpacked, not installed), keyed by the engine's English stem on both sides: the seventieth round's measurement
// (outside-words.ts) and the seventy-first round's table (outside-sense-extract.ts) read it the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzerFor } from '../server/search/analyzer.ts';

export type Rel = string;
/** stem → relation → neighbour stems. */
export type Graph = Map<string, Map<Rel, Set<string>>>;

export function add(g: Graph, from: string, rel: Rel, to: string): void {
  if (!from || !to || from === to) return;
  let m = g.get(from);
  if (!m) g.set(from, (m = new Map()));
  let s = m.get(rel);
  if (!s) m.set(rel, (s = new Set()));
  s.add(to);
}

export const single = (w: string) => !/[\s_]/.test(w) && w.length >= 3 && !/\d/.test(w);

/** WordNet: synonyms (same synset), first senses only ("syn1": the lemma's two most frequent senses), hypernyms at 1 and 2 steps, hyponyms at 1, similar adjectives. */
export function wordnet(dir: string): Graph {
  const stem = analyzerFor('en').stem;
  const syn = new Map<string, { words: string[]; hyper: string[]; hypo: string[]; sim: string[] }>();
  const g: Graph = new Map();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(join(dir, `data.${pos}`), 'latin1').split('\n')) {
      if (!line || line.startsWith('  ')) continue;
      const f = line.split(' | ')[0].split(' ');
      const key = `${pos}:${f[0]}`;
      const wc = Number.parseInt(f[3], 16);
      const words: string[] = [];
      for (let i = 0; i < wc; i++) words.push(f[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase());
      let i = 4 + 2 * wc;
      const pc = Number(f[i++]);
      const hyper: string[] = [];
      const hypo: string[] = [];
      const sim: string[] = [];
      const P: Record<string, string> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
      for (let p = 0; p < pc; p++, i += 4) {
        const [sym, off, ps] = [f[i], f[i + 1], f[i + 2]];
        const k = `${P[ps]}:${off}`;
        if (sym === '@' || sym === '@i') hyper.push(k);
        else if (sym === '~' || sym === '~i') hypo.push(k);
        else if (sym === '&') sim.push(k);
      }
      syn.set(key, { words, hyper, hypo, sim });
    }
  }
  const stems = (k: string) => (syn.get(k)?.words ?? []).filter(single).map((w) => stem(w));
  const indexLines = (pos: string) => readFileSync(join(dir, `index.${pos}`), 'latin1').split('\n');
  // "lemma|pos:offset" for each lemma's two most frequent senses: "syn1m" keeps a synonym only when the synset is among its own
  // first senses too (property's "holding" is not hold's usual sense; several's "different" is not different's).
  const first = new Set<string>();
  // A lemma's usual part of speech: the one the tagged texts saw most often (then the one with more senses). "syn1d" keeps a
  // synonym only in the part of speech usual for both words (tree is a noun: not the verb "tree" = corner; minute is a noun:
  // not the adjective "minute" = tiny).
  const usual = new Map<string, [string, number]>();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of indexLines(pos)) {
      if (!line || line.startsWith('  ')) continue;
      const f = line.trim().split(' ');
      const sc = Number(f[2]);
      for (const off of f.slice(f.length - sc, f.length - sc + 2)) first.add(`${f[0]}|${pos}:${off}`);
      const weight = Number(f[f.length - sc - 1]) * 1000 + sc;
      if ((usual.get(f[0])?.[1] ?? -1) < weight) usual.set(f[0], [pos, weight]);
    }
  }
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of indexLines(pos)) {
      if (!line || line.startsWith('  ')) continue;
      const f = line.trim().split(' ');
      if (!single(f[0])) continue;
      const s = stem(f[0]);
      const sc = Number(f[2]);
      // The index's last count before the offsets: how many of the lemma's senses the tagged texts saw (the order of the rest is arbitrary).
      const tagged = Number(f[f.length - sc - 1]);
      const offs = f.slice(f.length - sc);
      offs.forEach((off, rank) => {
        const k = `${pos}:${off}`;
        const e = syn.get(k);
        if (!e) return;
        for (const t of stems(k)) add(g, s, rank < 2 ? 'syn1' : 'syn', t);
        // "syn1t": of the two first senses only those the tagged texts saw, or a lemma's only sense (gear's cogwheel, not its untagged train and pitch).
        if (rank < 2 && (rank < tagged || sc === 1)) for (const t of stems(k)) add(g, s, 'syn1t', t);
        if (rank < 2)
          for (const w of e.words) {
            if (!single(w) || !first.has(`${w}|${k}`)) continue;
            add(g, s, 'syn1m', stem(w));
            if (usual.get(f[0])?.[0] === pos && usual.get(w)?.[0] === pos) add(g, s, 'syn1d', stem(w));
          }
        for (const h of e.hyper) {
          for (const t of stems(h)) add(g, s, 'hyper1', t);
          for (const h2 of syn.get(h)?.hyper ?? []) for (const t of stems(h2)) add(g, s, 'hyper2', t);
        }
        for (const h of e.hypo) for (const t of stems(h)) add(g, s, 'hypo1', t);
        for (const h of e.sim) for (const t of stems(h)) add(g, s, 'sim', t);
      });
    }
  }
  return g;
}
