export * from './auth-cache';
