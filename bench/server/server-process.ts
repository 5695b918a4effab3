import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory of the server's process and its children, in MB (Linux /proc). */
  rssMb(): number | undefined;
  /** CPU time (user + system) the server's own process has used so far, in µs (Linux /proc). */
  cpuMicros(): number;
  stop(): Promise<void>;
}

/** How the server is started: the compiled build when it exists, else the TypeScript sources. */
export interface ServerCommand {
  args: string[];
  cwd: string;
  description: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function rssKbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : 0;
}

/** utime + stime of a process (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 1/100 s on Linux). */
function cpuMicrosOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function treeRssMb(pid: number): number | undefined {
  if (!fs.existsSync(`/proc/${pid}/status`)) return undefined;
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) pids.push(...childrenOf(pids[i]!));
  return pids.reduce((sum, p) => sum + rssKbOf(p), 0) / 1024;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the production server (`server/main.ts`: migrations, demo seed) as a process of its own on a
 * free loopback port, so the load generator and the server do not share a thread and its memory can
 * be read alone. Sign-in's rate limit is lifted: the bench measures sign-in's cost, not its limiter.
 */
export async function startServerProcess(command: ServerCommand, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_RATE_MAX: '1000000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${url}/api/v1/user/get_user_details`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    rssMb: () => treeRssMb(child.pid!),
    cpuMicros: () => cpuMicrosOf(child.pid!),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
