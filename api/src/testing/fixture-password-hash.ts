/**
 * The password hash of an account a test stores straight in the database: argon2id like the shop's own, at the
 * lowest cost argon2 takes. Sign-in checks it with the shop's own code (the cost is written in the hash), about a
 * thousand times in the api suite, where the shop's cost (19 MiB, two passes) took some 20 ms of CPU each; what
 * the shop hashes itself (a sign-up, a new password) keeps the shop's cost.
 */
export async function fixturePasswordHash(password: string): Promise<string> {
  const { hash } = await import('@node-rs/argon2');
  // 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
  return hash(password, { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 });
}
