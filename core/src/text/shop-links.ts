/**
 * The one rule for links the shop's settings hold and its storefront follows: a path inside the shop, an https
 * address, or a phone or mail link. `//host` and `/\host` look like paths but browsers open another site, and
 * browsers drop tabs and line breaks inside an address, so none of those pass.
 */
export type ShopLinkKind = 'path' | 'https' | 'tel' | 'mailto';

/** The kind of a non-empty link, or null when the shop must neither save nor follow it. */
export function shopLinkKind(link: string): ShopLinkKind | null {
  if (/[\s\\\p{Cc}]/u.test(link)) return null;
  if (/^\/(?!\/)/.test(link)) return 'path';
  if (/^tel:\+?[\d()-]{3,24}$/i.test(link)) return 'tel';
  if (/^mailto:[^@/?#]+@[^@/?#]+\.[^@/?#]+$/i.test(link)) return 'mailto';
  if (!/^https:\/\//i.test(link)) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
      ? 'https'
      : null;
  } catch {
    return null;
  }
}

/** Whether an https link goes to one of these hosts (or their subdomains), as messenger links must. */
export function isLinkToHost(link: string, hosts: readonly string[]): boolean {
  if (shopLinkKind(link) !== 'https') return false;
  const { hostname } = new URL(link);
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}
