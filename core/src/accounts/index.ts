export * from './credentials';
export * from './profile-input';
