/** argon2id at the OWASP minimum: 19 MiB, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const argon2Options = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

// The native module loads at the first password (a sign-in, a sign-up, staff accounts on the first start): a shop
// that only serves guests and Telegram sign-ins never holds it in memory.
const argon2 = () => import('@node-rs/argon2');

export const hashPassword = async (password: string): Promise<string> =>
  (await argon2()).hash(password, argon2Options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  return verify(passwordHash, password).catch(() => false);
}
