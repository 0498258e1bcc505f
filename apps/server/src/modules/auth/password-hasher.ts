import { hash, verify } from '@node-rs/argon2';

/** argon2id (Algorithm.Argon2id = 2, a const enum) with the OWASP minimum (m=19 MiB, t=2, p=1). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check so response time does not tell which accounts exist.
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHash = hash('airquote-timing-equaliser', options);
