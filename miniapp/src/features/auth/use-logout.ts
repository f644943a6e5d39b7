import { useNavigate } from 'react-router-dom';
import { logout } from './store/auth-store';

/**
 * Logout returns to / (SPEC 2), also when the call fails. The navigation must finish first: the home page loads
 * lazily, and a session ended while a signed-in page (/account) is still shown would send the visitor to /auth.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    await logout();
  };
}
