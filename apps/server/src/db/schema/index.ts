export * from './auth';
export * from './news';
export * from './profiles';
