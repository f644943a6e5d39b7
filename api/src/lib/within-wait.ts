/** What `work` resolves to within `waitMs`, or undefined when it takes longer (the work itself goes on). */
export function withinWait<T>(work: Promise<T>, waitMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
