/** The resident memory of a child process, read from Linux's `/proc` while it runs. */
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** The process's peak resident set size so far (VmHWM), in bytes; 0 once it is gone. */
async function peakResident(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * Reads `child`'s peak resident memory every 25 ms until it exits; answers the highest read. A
 * child above `killAbove` is killed at once: a test of a memory bound must not take the memory of
 * a machine it shares when the bound does not hold.
 */
export function watchResident(child: ChildProcess, killAbove: number): Promise<number> {
  return new Promise((resolve) => {
    let peak = 0;
    const timer = setInterval(() => {
      void peakResident(child.pid!).then((bytes) => {
        peak = Math.max(peak, bytes);
        if (peak > killAbove) child.kill('SIGKILL');
      });
    }, 25);
    child.once('exit', () => {
      clearInterval(timer);
      resolve(peak);
    });
  });
}
