import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../features/auth/store/auth-store';
import { ru } from '../../shared/texts/ru';
import { LoadingState } from '../../shared/ui/states';

/** Signed-in routes: a signed-out visitor goes to /auth and comes back after signing in. */
export function RequireAuth() {
  const { status, signedOut } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingState text={ru.auth.checking} />;
  if (status === 'anonymous' && signedOut) return <Navigate to="/" replace />;
  if (status === 'anonymous') return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
