import { useNavigate } from 'react-router-dom';
import { logout } from './store/auth-store';

/**
 * Logout returns to / (SPEC 2), also when the call fails. The home page loads lazily, so a signed-in page such as
 * /account may still be shown when the session ends; the store remembers that the visitor signed out, and that
 * page's guard sends them home rather than to the sign-in form.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    await logout();
  };
}
