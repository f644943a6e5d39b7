/** The public entry of the feature: other features import from here only. */
export { authStore, clearSession, refreshUser, setSession, useAuth } from './store/auth-store';
