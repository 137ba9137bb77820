export { accountApi } from './accountApi';
export * from './authApi';
export * from './organizationsApi';
export * from './industriesApi';
export * from './releasesApi';
export * from './mailboxApi';
export * from './twoFactorApi';
export * from './profileApi';
