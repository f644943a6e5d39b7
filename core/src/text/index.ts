export * from './person-name';
export * from './slug';
