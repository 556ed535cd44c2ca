/**
 * The blind sets of bench/eval that no tuning, training or feature script may read: the sets
 * merged unrun, by name prefix. One list for every such script (tune-weights.ts,
 * rerank-features.ts, word-weights-extract.ts), moved on when a set has its runs. `HELD=a,b`
 * overrides it; an empty list is refused, so a typo cannot open the blind sets.
 */
export const HELD_OUT: readonly string[] = ['hundred-and-sixth', 'hundred-and-seventh'];

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
