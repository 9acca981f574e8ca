export * from './audit';
export * from './auth';
export * from './events';
export * from './news';
export * from './profiles';
export * from './roles';
export * from './teams';
