import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id: the package's const enum cannot be imported under isolatedModules.
const params = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, params);

// Verifying against a throw-away hash when the user does not exist keeps the answer time the same,
// so timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
