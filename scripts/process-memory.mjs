import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/**
 * Memory (bytes) of `pid` and every process under it, from /proc: `rss`, the sum of each process's
 * resident memory, counts a page shared by several processes (a decoded frame handed from one
 * process to another, the libraries every process maps) once in each; `pss`, the proportional set
 * size, shares each such page out among them, so the sum is what the processes hold together.
 * `byType` is the PSS of each kind of Chromium process (browser, renderer, gpu-process, utility).
 */
export function treeMemory(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  const memory = { rss: 0, pss: 0, byType: {} };
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    try {
      const rollup = readFileSync(`/proc/${current}/smaps_rollup`, 'utf8');
      const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0) * 1024;
      const type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${current}/cmdline`, 'utf8').replaceAll('\0', ' '))?.[1] ?? 'browser';
      memory.rss += kb('Rss');
      memory.pss += kb('Pss');
      memory.byType[type] = (memory.byType[type] ?? 0) + kb('Pss');
    } catch {
      // gone meanwhile
    }
    stack.push(...(children.get(current) ?? []));
  }
  return memory;
}

/** The Chromium that Playwright launched as a child of this process (beside any server it started). */
export function launchedChromiumPid() {
  return Number(execFileSync('pgrep', ['-n', '-f', '-P', String(process.pid), 'chrom']).toString().trim());
}
