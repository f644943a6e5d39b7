import { shopLinkKind } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A link from the shop's settings: a path opens inside the storefront, an https, tel: or mailto: link as a plain
 * link; anything else (`//host`, `javascript:`) is not followed and the button is left out.
 */
export function ShopLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const kind = shopLinkKind(to);
  if (kind === 'path') {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  if (kind === null) return null;
  return (
    <a href={to} className={className} rel="noopener">
      {children}
    </a>
  );
}
