/** Keeps the wishlist in step with where it lives for the buyer now: run again whenever she signs in or out. */
import { useEffect } from 'react';
import { useAuth } from '../../auth';
import { syncWishlist } from '../lib/wishlist-sync';

export function WishlistSync() {
  const { status, user } = useAuth();
  const owner = status === 'loading' ? null : status === 'authenticated' ? (user?.id ?? null) : 'guest';
  useEffect(() => {
    if (owner === null) return;
    let current = true;
    syncWishlist(owner !== 'guest', () => current).catch(() => {
      // The place did not answer: the list on this device stays, as for a guest.
    });
    return () => {
      current = false;
    };
  }, [owner]);
  return null;
}
