export * from './person-name';
export * from './slug';
export * from './telegram-text';
