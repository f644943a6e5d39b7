export * from './credentials';
export * from './password-reset-input';
export * from './profile-input';
