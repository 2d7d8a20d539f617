/**
 * Starts the local stack in a process of its own (stack-process.ts) and tells which processes it
 * started, for the tests that check a crashed stack leaves nothing running.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = join(__dirname, '..', '..');

export interface StackProcess {
  /** The gateway, e.g. `http://localhost:41234`. */
  url: string;
  /** The local SES, whose inbox holds the mail the stack sent. */
  sesEndpoint: string;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** What the process wrote to stderr so far (for failure messages). */
  stderr(): string;
}

export async function spawnStack(env: Record<string, string> = {}): Promise<StackProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('test', 'support', 'stack-process.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const ready = await new Promise<{ url: string; sesEndpoint: string; pid: number }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('{'))
        resolve(JSON.parse(line) as { url: string; sesEndpoint: string; pid: number });
    });
    void exited.then((how) =>
      reject(new Error(`The stack process ended (${how}) before it served: ${stderr}`)),
    );
  });
  return { ...ready, child, exited, stderr: () => stderr };
}

/** Every process id below `pid` now, read from /proc (children, grandchildren, ...). */
export function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may contain anything; the fields after it are plain.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** The command line of a process, or undefined once it is gone. */
export function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return undefined;
  }
}

/** Whether a process still runs (a zombie waiting for its parent to reap it counts as ended). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
