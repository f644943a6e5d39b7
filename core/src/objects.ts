/**
 * `{ ...base, ...fields }`: base's keys in their order, then fields' (a field of base given again takes the new
 * value there). Written as Object.assign because V8 (Node 20) makes an object spread followed by more properties,
 * `{ ...base, key: value }`, cost 1-16 µs (each such object gets maps of its own, and the collector then has more
 * to do), where copying into a fresh object costs about 1 µs: 18 properties and 3 more, 9.5 µs against 0.7-1.6
 * µs. For the paths every cart change and order takes (a line is priced twice and answered once).
 */
export const withFields = <B extends object, F extends object>(base: B, fields: F): Omit<B, keyof F> & F =>
  Object.assign({}, base, fields);
