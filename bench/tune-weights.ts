/**
 * node --import tsx bench/tune-weights.ts --tune A|B|all [--passes 1] [--only NAME,...] [--start NAME=v,...] [--log FILE]
 * node --import tsx bench/tune-weights.ts --run NAME=v,... [--sets A|B|all] > per-question.tsv
 * node --import tsx bench/tune-weights.ts --folds
 *
 * Coordinate ascent on the ranking weights of tune-weights-list.ts over one fold of the
 * development sets, so that what it finds can be checked on sets it never saw. The sets are split
 * by site: the sample site's sets (public, the old hold-out, the fresh sets) and every other site
 * in sorted order at even places are fold A, the rest fold B. Each candidate value is written
 * into a scratch copy of this checkout (--scratch, default /tmp/tune-scratch; node_modules and
 * bench/eval linked, not copied) and measured by a fresh process (tune-eval.ts): nothing is kept
 * from one value to the next. A weight moves to the best of its steps (×0.5, ×0.75, ×1.33, ×2,
 * within its range) when that gains more than MIN_GAIN mean nDCG@5 over the fold's questions.
 * --run prints one evaluation's per-question rows (the development tooling's columns). --only takes the weights in its own
 * order. Neither fold holds the validation block (held-out.ts's VALIDATION) or the held-out sets.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TUNED_WEIGHTS, type TunedWeight } from './tune-weights-list.ts';
import { isHeldOut, validationBlock } from './held-out.ts';

const STEPS = [0.5, 0.75, 1.33, 2];
/** Smallest gain of the fold's mean nDCG@5 for which a weight moves (about two questions of 3,000 from 0 to 1 at rank 5). */
const MIN_GAIN = 0.0005;
const SAMPLE_SITE = /^(public|holdout|sample-)/;

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const scratch = arg('scratch') ?? '/tmp/tune-scratch';
const logFile = arg('log');

type Values = Map<string, number>;

/**
 * The development sets by fold: the held-out sets and the validation block in force (held-out.ts's VALIDATION, or `VAL`) left
 * out of both, so that a tuned value can be checked on the validation block.
 */
export function folds(skip: readonly string[] = validationBlock(process.env.VAL)): { A: string[]; B: string[] } {
  const names = readdirSync(join(root, 'bench/eval'))
    .filter((f) => f.endsWith('questions.json'))
    .map((f) => (f === 'questions.json' ? 'public' : f.replace(/-questions\.json$/, '')))
    .filter((n) => !isHeldOut(n) && !skip.some((v) => n.startsWith(v)))
    .sort();
  const sites = names.filter((n) => !SAMPLE_SITE.test(n));
  return { A: [...names.filter((n) => SAMPLE_SITE.test(n)), ...sites.filter((_, i) => i % 2 === 0)], B: sites.filter((_, i) => i % 2 === 1) };
}

function setsOf(which: string): string[] {
  const f = folds();
  return which === 'A' ? f.A : which === 'B' ? f.B : [...f.A, ...f.B];
}

/** A fresh scratch copy of the checkout: sources copied, node_modules and the question sets linked. */
function makeScratch(): void {
  rmSync(scratch, { recursive: true, force: true });
  const skip = new Set(['node_modules', '.git', 'bench/eval']);
  cpSync(root, scratch, { recursive: true, filter: (src) => !skip.has(relative(root, src)) });
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  symlinkSync(join(root, 'bench/eval'), join(scratch, 'bench/eval'));
}

function valueIn(text: string, w: TunedWeight): number {
  const all = [...text.matchAll(new RegExp(w.pattern.source, 'g'))];
  if (all.length !== 1) throw new Error(`${w.name}: ${all.length} matches in ${w.file}`);
  return Number(all[0][1]);
}

/** The checkout's own values. */
function startValues(): Values {
  return new Map(TUNED_WEIGHTS.map((w) => [w.name, valueIn(readFileSync(join(root, w.file), 'utf8'), w)]));
}

/** Writes every listed file of the scratch copy from the checkout's text with `values` put in. */
function writeValues(values: Values): void {
  for (const file of new Set(TUNED_WEIGHTS.map((w) => w.file))) {
    let text = readFileSync(join(root, file), 'utf8');
    for (const w of TUNED_WEIGHTS.filter((x) => x.file === file)) {
      valueIn(text, w);
      text = text.replace(w.pattern, (whole, old: string) => whole.replace(old, String(values.get(w.name))));
    }
    writeFileSync(join(scratch, file), text);
  }
}

/** One evaluation in a fresh process: the per-question rows. */
function evaluate(values: Values, sets: string[]): string[] {
  writeValues(values);
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'bench/tune-eval.ts', ...sets], { cwd: scratch, encoding: 'utf8', maxBuffer: 256 << 20 });
  if (r.status !== 0) throw new Error(`evaluation failed: ${r.stderr}`);
  return r.stdout.split('\n').filter(Boolean);
}

/** Mean nDCG@5 over the rows, and per set. */
function means(rows: string[]): { mean: number; perSet: Record<string, number> } {
  const sums = new Map<string, number[]>();
  let total = 0;
  for (const row of rows) {
    const [set, , , , ndcg] = row.split('\t');
    const s = sums.get(set) ?? [0, 0];
    s[0] += Number(ndcg);
    s[1]++;
    sums.set(set, s);
    total += Number(ndcg);
  }
  const perSet: Record<string, number> = {};
  for (const [set, [sum, n]] of sums) perSet[set] = Number((sum / n).toFixed(4));
  return { mean: total / rows.length, perSet };
}

function record(entry: Record<string, unknown>): void {
  const line = JSON.stringify({ time: new Date().toISOString(), ...entry });
  process.stderr.write(`${line.slice(0, 200)}\n`);
  if (logFile) appendFileSync(logFile, `${line}\n`);
}

function fail(message: string): never {
  throw new Error(message);
}

const show = (values: Values) => [...values].map(([k, v]) => `${k}=${v}`).join(',');

function parseValues(spec: string | undefined): Values {
  const values = startValues();
  for (const pair of (spec ?? '').split(',').filter((p) => p.includes('='))) {
    const [name, v] = pair.split('=');
    if (!values.has(name)) throw new Error(`unknown weight ${name}`);
    values.set(name, Number(v));
  }
  return values;
}

/** The candidate values of one weight from its current one. */
function candidates(w: TunedWeight, current: number): number[] {
  const out = STEPS.map((s) => Number(Math.min(w.max, Math.max(w.min, current * s)).toPrecision(3)));
  return [...new Set(out)].filter((v) => v !== current);
}

function tune(fold: string, passes: number, only: string[] | undefined, values: Values): Values {
  const sets = setsOf(fold);
  let best = means(evaluate(values, sets)).mean;
  record({ fold, start: show(values), mean: best });
  for (let pass = 1; pass <= passes; pass++) {
    const order = only ? only.map((n) => TUNED_WEIGHTS.find((x) => x.name === n) ?? fail(`unknown weight ${n}`)) : TUNED_WEIGHTS;
    for (const w of order) {
      const current = values.get(w.name) as number;
      let chosen = current;
      let chosenMean = best + MIN_GAIN;
      for (const v of candidates(w, current)) {
        const m = means(evaluate(new Map(values).set(w.name, v), sets));
        record({ fold, pass, weight: w.name, from: current, value: v, mean: m.mean, gain: m.mean - best, perSet: m.perSet });
        if (m.mean > chosenMean) [chosen, chosenMean] = [v, m.mean];
      }
      if (chosen !== current) {
        values.set(w.name, chosen);
        record({ fold, pass, moved: w.name, from: current, to: chosen, gain: chosenMean - best });
        best = chosenMean;
      }
    }
  }
  record({ fold, final: show(values), mean: best });
  return values;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--folds')) console.log(JSON.stringify(folds(), null, 1));
  else {
    makeScratch();
    const run = arg('run');
    if (run !== undefined) console.log(evaluate(parseValues(run), setsOf(arg('sets') ?? 'all')).join('\n'));
    else {
      const values = tune(arg('tune') ?? 'A', Number(arg('passes') ?? 1), arg('only')?.split(','), parseValues(arg('start')));
      console.log(show(values));
    }
  }
}
