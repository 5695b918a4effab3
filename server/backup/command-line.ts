import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig } from '../config';
import { BackupRefusal } from './backup-refusal';

/** The settings the backup and restore commands read: the server's own (DATA_DIR, FILES_DIR, SECRETS_KEY, DATABASE_URL), `--data-dir` first. */
export function settingsFor(dataDirArgument: string | undefined) {
  const config = loadConfig(dataDirArgument ? { ...process.env, DATA_DIR: dataDirArgument } : process.env);
  return { dataDir: config.dataDir, filesDir: config.filesDir, secretsKey: config.secretsKey, databaseUrl: config.databaseUrl };
}

/** 1234567 → `1.2 MB`. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * Runs a command's work: a refusal prints its message alone, anything else its stack; both exit with 1.
 * The exit code is set rather than forced, so open handles finish first.
 */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof BackupRefusal) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  }
}

/** The command's arguments; an unknown or malformed one is a refusal that shows the usage. */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string) {
  try {
    return parseArgs(config);
  } catch (error) {
    if (!(error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) throw error;
    throw new BackupRefusal(`${(error as Error).message}\n\n${usage}`);
  }
}
