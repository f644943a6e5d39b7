import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { goToStorefront } from '../../../lib/storefront';
import { texts } from '../../../lib/texts';
import { StatusMessage } from '../../../ui/status-message';
import { isStaff } from '../permissions';
import { authStore } from '../store/auth-store';

/** Where a guarded page sends the signed-out, so sign-in can bring them back. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The back office door: staff pass, the signed-out go to sign-in, customers go back to the storefront. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { status, user } = useSnapshot(authStore);
  const location = useLocation();
  const isCustomer = status === 'authenticated' && !isStaff(user?.role);

  useEffect(() => {
    if (isCustomer) goToStorefront();
  }, [isCustomer]);

  if (status === 'loading') return <StatusMessage>{texts.authLoading}</StatusMessage>;
  if (status === 'anonymous') {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  if (isCustomer) return <StatusMessage>{texts.leavingToStore}</StatusMessage>;
  return children;
}
