import type { ChildProcess } from 'node:child_process';

/**
 * Stops a server a test started in its own process and waits until it has exited. A closing server
 * still logs: its output must stay read until then, or its next line meets a closed pipe (EPIPE),
 * and its files may be removed only once it no longer uses them.
 */
export async function stopChildProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
