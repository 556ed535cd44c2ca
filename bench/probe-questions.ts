/**
 * What the rounds' probes (duration-probe.ts, topic-probe.ts, question-heading-probe.ts) read of a set's questions, and the
 * topic questions whose first page does not answer (rr < 1 in bench/per-question.ts rows), with each readable set's such
 * questions: one reading for every probe instead of a copy in each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readableSets, type ReadableSet } from './held-out.ts';

/** A graded question as the probes read it. */
export interface ProbeQuestion {
  id: string;
  lang?: string;
  kind?: string;
  query: string;
  prev?: string[];
  /** Page address -> 2 (answers it) or 1 (partly). */
  relevant: Record<string, number>;
  /** The answering sections' addresses, when the set names them. */
  sections?: string[];
}

/** The set and id ("set\tid") of every topic question whose first page is not an answering one, from per-question rows. */
export function topicLosses(rowsFile: string): Set<string> {
  const wanted = new Set<string>();
  for (const line of readFileSync(rowsFile, 'utf8').split('\n')) {
    const cols = line.split('\t');
    if (cols.length >= 6 && cols[3] === 'topic' && Number(cols[5]) < 1) wanted.add(`${cols[0]}\t${cols[1]}`);
  }
  return wanted;
}

/** Each readable set (held-out.ts; `skip` leaves out more, e.g. the validation block) with its questions among `wanted`; sets with none are left out. */
export function* lossSets(repo: string, wanted: ReadonlySet<string>, skip: readonly string[]): Generator<{ set: ReadableSet; questions: ProbeQuestion[] }> {
  for (const set of readableSets(join(repo, 'bench/eval'), { content: join(repo, 'content'), skip })) {
    const questions = (JSON.parse(readFileSync(set.file, 'utf8')) as ProbeQuestion[]).filter((q) => wanted.has(`${set.name}\t${q.id}`));
    if (questions.length > 0) yield { set, questions };
  }
}
