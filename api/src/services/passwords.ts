import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum: 19 MiB, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const argon2Options = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);
