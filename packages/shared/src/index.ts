export * from './messages';
export * from './permissions';
export * from './schemas/auth';
export * from './schemas/common';
export * from './schemas/news';
export * from './schemas/profile';
export * from './schemas/roles';
export * from './schemas/users';
