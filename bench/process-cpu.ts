/** CPU time a process (or one of its threads) has used so far, in ms, from /proc (Linux). */
import { readFileSync } from 'node:fs';

export function cpuMs(pid: number, thread?: number): number {
  const fields = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}
