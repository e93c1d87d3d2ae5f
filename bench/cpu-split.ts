// Where the CPU of a load line goes, per answered request: the server's processes (the one started
// and its children, WORKERS>1), PostgreSQL's processes on this machine, and this process (the load
// generator, autocannon). Read from /proc (Linux): user + system time, in clock ticks of 10 ms.
import fs from 'node:fs';

const TICK_US = 10_000;

function statFields(pid: number): string[] | null {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: split after it.
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null; // ended meanwhile
  }
}

function allPids(): number[] {
  return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
}

/** CPU ticks of `pid` and every process below it. */
function treeTicks(pid: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const p of allPids()) {
    const f = statFields(p);
    if (!f) continue;
    const parent = Number(f[1]);
    children.set(parent, [...(children.get(parent) ?? []), p]);
    ticks.set(p, Number(f[11]) + Number(f[12]));
  }
  let sum = 0;
  const todo = [pid];
  while (todo.length > 0) {
    const p = todo.pop()!;
    sum += ticks.get(p) ?? 0;
    todo.push(...(children.get(p) ?? []));
  }
  return sum;
}

function commandName(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return ''; // ended meanwhile
  }
}

/** CPU ticks of every PostgreSQL process on this machine (its backends, writers and the rest). */
function postgresTicks(): number {
  let sum = 0;
  for (const p of allPids()) {
    if (commandName(p) !== 'postgres') continue;
    const f = statFields(p);
    if (f) sum += Number(f[11]) + Number(f[12]);
  }
  return sum;
}

export interface CpuPerRequest {
  server: number;
  postgres: number;
  loadGenerator: number;
}

/** Starts counting; the returned function gives the µs of CPU per request for `requests` answered since. */
export function startCpuCount(serverPid: number): (requests: number) => CpuPerRequest {
  const server0 = treeTicks(serverPid);
  const postgres0 = postgresTicks();
  const self0 = process.cpuUsage();
  return (requests) => {
    const self = process.cpuUsage(self0);
    const per = (us: number) => Math.round(us / Math.max(1, requests));
    return {
      server: per((treeTicks(serverPid) - server0) * TICK_US),
      postgres: per((postgresTicks() - postgres0) * TICK_US),
      loadGenerator: per(self.user + self.system),
    };
  };
}
