/**
 * Whether the operator set one of V8's flags for this process (in NODE_OPTIONS or on node's own
 * command line, with dashes or underscores): the heap rules of the command line
 * (young-generation.ts, old-generation.ts) then leave that part of the heap alone.
 */
export function operatorSets(names: readonly string[], nodeOptions: string | undefined, execArgv: readonly string[]): boolean {
  const given = `${nodeOptions ?? ''} ${execArgv.join(' ')}`;
  return names.some((name) => given.includes(name) || given.includes(name.replaceAll('-', '_')));
}
