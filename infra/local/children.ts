/**
 * Child processes of the local stack (DynamoDB Local's java) that must never outlive it. Each child
 * runs in a process group of its own, so one signal reaches it and anything it starts. Three things
 * end those groups:
 *
 * - `stop()` of the part that started the child (the normal way);
 * - this process's 'exit' event, for `process.exit()` and uncaught exceptions;
 * - a watchdog process for the ends no code of ours sees (`kill -9`, the OOM killer): it holds the
 *   reading end of a pipe from this process, which the kernel closes however this process ends, and
 *   then terminates every group it was told about.
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/** Seconds a group gets to exit after SIGTERM before the watchdog sends SIGKILL. */
const GRACE_SECONDS = 3;

/**
 * The watchdog: reads `+<pgid>` / `-<pgid>` lines from its stdin and, once the pipe closes (its
 * parent is gone), sends SIGTERM to every group still registered, then SIGKILL to those left after
 * the grace period. Plain JavaScript so it starts with `node -e`, without a loader or a file.
 */
export const WATCHDOG_SOURCE = `
const groups = new Set();
let buffered = '';
const alive = (pgid) => { try { process.kill(-pgid, 0); return true; } catch { return false; } };
const signal = (pgid, name) => { try { process.kill(-pgid, name); } catch {} };
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffered += chunk;
  const lines = buffered.split('\\n');
  buffered = lines.pop();
  for (const line of lines) {
    const pgid = Number(line.slice(1));
    if (!Number.isInteger(pgid) || pgid <= 1) continue;
    if (line[0] === '+') groups.add(pgid);
    else groups.delete(pgid);
  }
});
const finish = () => {
  for (const pgid of groups) signal(pgid, 'SIGTERM');
  const deadline = Date.now() + ${GRACE_SECONDS * 1000};
  const check = setInterval(() => {
    const left = [...groups].filter(alive);
    if (left.length > 0 && Date.now() < deadline) return;
    for (const pgid of left) signal(pgid, 'SIGKILL');
    clearInterval(check);
    process.exit(0);
  }, 100);
};
process.stdin.on('end', finish);
process.stdin.on('error', finish);
for (const name of ['SIGINT', 'SIGHUP', 'SIGTERM']) process.on(name, () => {});
`;

let watchdog: ChildProcess | undefined;
const groups = new Set<number>();

function watchdogStdin(): Socket | undefined {
  if (!watchdog) {
    watchdog = spawn(process.execPath, ['-e', WATCHDOG_SOURCE], {
      // Its own session: a closed terminal or Ctrl-C must not take the watchdog down before its work.
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
      // Only what a plain node needs: no loader flags or options from the parent's NODE_OPTIONS.
      env: { PATH: process.env.PATH ?? '' },
    });
    watchdog.on('error', (error) => console.error('The child-process watchdog failed to start', error));
    // Neither the watchdog nor its pipe may keep this process running.
    watchdog.unref();
    (watchdog.stdin as Socket | null)?.unref();
    watchdog.stdin?.on('error', () => {});
  }
  return (watchdog.stdin as Socket | null) ?? undefined;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

// The last moment code of ours runs: process.exit(), or an uncaught exception after its report.
process.on('exit', () => {
  for (const pgid of groups) signalGroup(pgid, 'SIGTERM');
});

export interface GuardedChild {
  process: ChildProcess;
  /** The child's process id, which is also its process group's id. */
  pid: number;
  /** Sends SIGTERM to the child's group and resolves when the child has exited. */
  stop(): Promise<void>;
}

/**
 * Spawns a child that ends with this process, however this process ends. The child leads a new
 * process group (and session), so terminal signals reach it only through our own shutdown.
 */
export function spawnGuarded(command: string, args: string[], options: SpawnOptions): GuardedChild {
  const child = spawn(command, args, { ...options, detached: true });
  const pid = child.pid;
  if (pid === undefined) {
    // Spawning failed (e.g. no such command); the caller sees the 'error' event.
    return { process: child, pid: -1, stop: async () => {} };
  }
  groups.add(pid);
  watchdogStdin()?.write(`+${pid}\n`);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      groups.delete(pid);
      watchdog?.stdin?.write(`-${pid}\n`);
      resolve();
    });
  });
  return {
    process: child,
    pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) signalGroup(pid, 'SIGTERM');
      await exited;
    },
  };
}
