import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The blind sets of bench/eval that no tuning, training or feature script may read: the sets
 * merged unrun, by name prefix, and the fresh sets of a stop until its final ranking has been run on them (their first
 * runs' files wait outside the repo till then). One list for every such script (tune-weights.ts,
 * rerank-features.ts, word-weights-extract.ts), moved on when a set has its runs. `HELD=a,b`
 * overrides it; an empty list is refused, so a typo cannot open the blind sets.
 */
export const HELD_OUT: readonly string[] = ['hundred-and-sixtieth', 'hundred-and-sixty-first'];

/**
 * The validation block in force: the hundred-and-eighth to hundred-and-thirteenth sites (`val` in the rounds' devval.py), run as
 * fresh sets on their stop's first ranking (summary rows only) and never read, with the hundred-and-twenty-fourth and
 * -fifth (run once as hold-outs at the start of the stop of 2026-11-27, night; no round has learned from them) and the
 * hundred-and-thirtieth and -thirty-first (likewise at the start of the stop of 2026-11-28) and the hundred-and-thirty-sixth and
 * -seventh (likewise at the start of the stop of 2026-11-28, night) and the hundred-and-forty-second and -third (likewise at
 * the start of the stop of 2026-11-28, morning) and the hundred-and-forty-eighth and -ninth (likewise at the start of the
 * stop of 2026-11-28, mid-morning) and the hundred-and-fifty-fourth and -fifth (likewise at the start of the stop of
 * 2026-11-28, late morning). Development sets that no training, mining or
 * feature script reads, so that a learned change can be checked on them. One list for every such script, whose own
 * defaults had fallen behind before it (run without VAL or SKIP, they read the block in force). Moved on with the block.
 */
export const VALIDATION: readonly string[] = [
  'hundred-and-eighth',
  'hundred-and-ninth',
  'hundred-and-tenth',
  'hundred-and-eleventh',
  'hundred-and-twelfth',
  'hundred-and-thirteenth',
  'hundred-and-twenty-fourth',
  'hundred-and-twenty-fifth',
  'hundred-and-thirtieth',
  'hundred-and-thirty-first',
  'hundred-and-thirty-sixth',
  'hundred-and-thirty-seventh',
  'hundred-and-forty-second',
  'hundred-and-forty-third',
  'hundred-and-forty-eighth',
  'hundred-and-forty-ninth',
  'hundred-and-fifty-fourth',
  'hundred-and-fifty-fifth',
];

/**
 * The validation block a script leaves out: the given list (`VAL` or `SKIP` from the environment, comma separated), else
 * VALIDATION. An empty list is refused, as heldOut refuses one: a slip (`VAL=`) must not open the block to a mining script.
 */
export function validationBlock(env: string | undefined): readonly string[] {
  const block = env === undefined ? VALIDATION : env.split(',').filter(Boolean);
  if (block.length === 0) throw new Error('VAL must name at least one set: the validation block is never mined');
  return block;
}

/** The list in force: `HELD` from the environment, else HELD_OUT. */
export function heldOut(env: string | undefined = process.env.HELD): readonly string[] {
  const held = env === undefined ? HELD_OUT : env.split(',').filter(Boolean);
  if (held.length === 0) throw new Error('HELD must name at least one set: the blind sets are never read');
  return held;
}

/** Whether a set (its name without "-questions.json") is held out. */
export function isHeldOut(name: string, held: readonly string[] = heldOut()): boolean {
  return held.some((h) => name.startsWith(h));
}

/** A graded set that a tuning, training or feature script may read: its name, its site folder and its questions file. */
export interface ReadableSet {
  name: string;
  dir: string;
  file: string;
}

/**
 * Every graded set of `evalDir` that such a script may read, by name: the held-out sets left out, and the sets `skip` names (a
 * validation block). A set without a site folder of its own (the public set, named "public", and the sample site's sets) reads
 * `content` when given and is left out otherwise. The one set discovery of the scripts, so none reads a blind set by its own rules.
 */
export function readableSets(evalDir: string, options: { skip?: readonly string[]; content?: string; held?: readonly string[] } = {}): ReadableSet[] {
  const { skip = [], content, held = heldOut() } = options;
  const sets: ReadableSet[] = [];
  for (const f of readdirSync(evalDir)
    .filter((f) => f.endsWith('questions.json'))
    .sort()) {
    const name = f === 'questions.json' ? 'public' : f.replace(/-questions\.json$/, '');
    if (isHeldOut(name, held) || skip.some((s) => name.startsWith(s))) continue;
    const own = join(evalDir, name);
    const dir = existsSync(own) ? own : content;
    if (dir !== undefined) sets.push({ name, dir, file: join(evalDir, f) });
  }
  return sets;
}
