/** `npm run bench [-- <name>...]`: runs the named benchmarks, or all of them. */
const benchmarks: Record<string, () => Promise<unknown>> = {
  startup: () => import('./startup'),
  memory: () => import('./memory'),
  catalog: () => import('./catalog'),
  search: () => import('./search'),
  orders: () => import('./orders'),
  cart: () => import('./cart'),
  'admin-products': () => import('./admin-products'),
  images: () => import('./images'),
  'upload-memory': () => import('./upload-memory'),

  'admin-csv': () => import('./admin-csv'),
  'two-instances': () => import('./two-instances'),
  telegram: () => import('./telegram'),
};

const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(benchmarks)) {
  const run = benchmarks[name];
  if (!run) {
    console.error(`unknown benchmark "${name}"; known: ${Object.keys(benchmarks).join(', ')}`);
    process.exit(1);
  }
  console.log(`== ${name}`);
  await run();
}
