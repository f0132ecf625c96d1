import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output; resolves with its exit code. SIGINT/SIGTERM sent to this
 * process are passed on, so a test runner that stops `npm start` also stops the server it started.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

export const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
