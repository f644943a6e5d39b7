/** The public entry of the feature: other features import from here only. */
export { authStore, clearSession, setSession, useAuth } from './store/auth-store';
