export * from './messages';
export * from './permissions';
export * from './schemas/auth';
export * from './schemas/profile';
