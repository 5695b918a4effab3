import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import { installSecretKeys } from './secret-box';

export const SECRETS_KEY_FILE = 'secrets.key';

/**
 * Loads the secrets key: SECRETS_KEY when set (required with PostgreSQL when the data folder is not kept,
 * and the same for every server of one database), else the key file of the data folder, generated on
 * first start. Previous keys (SECRETS_KEY_PREVIOUS) still open what they sealed; see README, "Secrets at rest".
 */
export function loadSecretKeys(config: Pick<ServerConfig, 'dataDir' | 'secretsKey' | 'previousSecretsKeys'>) {
  installSecretKeys(config.secretsKey ?? keyFileText(config.dataDir), config.previousSecretsKeys);
}

function keyFileText(dataDir: string): string {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // `wx`: of two servers starting together on one folder, one writes it and the other reads it.
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
