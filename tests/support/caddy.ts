import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Why Caddy is not available (tests/setup/caddy.ts); empty when it is. */
    caddyProblem: string;
  }
}

/** The Caddy the front-server test runs: CADDY_PATH, else the distribution's package. */
export function caddyExecutablePath(): string {
  return process.env.CADDY_PATH || '/usr/bin/caddy';
}

/** A port of 127.0.0.1 that was free a moment ago. */
export interface TestCaddyOptions {
  /** The Caddyfile to run, as text. */
  caddyfile: string;
  /** A folder of the test's own: the Caddyfile, Caddy's storage (XDG_DATA_HOME) and config (XDG_CONFIG_HOME). */
  dir: string;
  /** Environment the Caddyfile reads (`{$NAME}`). */
  env: Record<string, string>;
}

export interface TestCaddy {
  /** Caddy's local certificate authority's root (`tls internal`, `local_certs`), to trust in requests. */
  rootCertificate(): Buffer;
  /** What Caddy logged so far (for a failing test's message). */
  log(): string;
  /** Stops Caddy and waits for its process to end. */
  stop(): Promise<void>;
}

const READY = '"msg":"serving initial configuration"';

/**
 * Runs Caddy as a child of the test process with everything it keeps in `dir`, and waits until it
 * serves. Its process is ended by `stop()`, and at the latest when the test process exits.
 */
export async function startCaddy({ caddyfile, dir, env }: TestCaddyOptions): Promise<TestCaddy> {
  const file = path.join(dir, 'Caddyfile');
  fs.writeFileSync(file, caddyfile);
  const child: ChildProcess = spawn(caddyExecutablePath(), ['run', '--config', file, '--adapter', 'caddyfile'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, 'data'),
      XDG_CONFIG_HOME: path.join(dir, 'config'),
      ...env,
    },
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    void exited.then(() => reject(new Error(`Caddy ended before it served:\n${output}`)));
  });

  async function stop() {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const gone = await Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    if (!gone) {
      child.kill('SIGKILL');
      await exited;
    }
  }

  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    rootCertificate: () => fs.readFileSync(path.join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt')),
    log: () => output,
    stop,
  };
}
