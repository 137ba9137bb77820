export * from './fetchMock';
export * from './renderRoute';
export * from './builders';
