/**
 * Splits a sum of kopecks over parts in proportion to their weights by the largest remainder method: each part
 * gets the whole kopecks of its share, the kopecks left go to the largest fractions (earlier parts first on a
 * tie), so the parts add up to the sum exactly and none exceeds its weight when the sum does not exceed theirs.
 * BigInt keeps sum x weight exact beyond 2^53.
 */
export function spreadKopecks(sum: number, weights: readonly number[]): number[] {
  const total = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const bigSum = BigInt(sum);
  const bigTotal = BigInt(total);
  const shares = weights.map((weight, index) => {
    const scaled = bigSum * BigInt(weight);
    return { index, whole: scaled / bigTotal, remainder: scaled % bigTotal };
  });
  let left = bigSum - shares.reduce((acc, share) => acc + share.whole, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0n) break;
    if (share.remainder === 0n) continue;
    share.whole += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share.whole));
}
