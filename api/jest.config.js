// @swc/jest compiles TypeScript with legacy decorators and decorator metadata, which Nest's dependency
// injection reads at run time (constructor parameter types).
const fs = require('node:fs');
const path = require('node:path');

const swc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc.json'), 'utf8'));
delete swc.$schema;

module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }],
    // request-filtering-agent ships only an ES module: Node requires it (require(esm)), jest needs it compiled.
    '/node_modules/request-filtering-agent/.+\\.js$': ['@swc/jest', { ...swc, swcrc: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!request-filtering-agent/)'],
  // @fastify/static requires content-disposition 3, an ES module: Node loads it (require(esm), 20.19+), jest's
  // module loader does not. It serves only reply.download(), which the API never calls.
  moduleNameMapper: { '^content-disposition$': '<rootDir>/test/support/content-disposition.cjs' },
  // Also the limit of beforeAll, where startTestApp makes a database and runs every migration: a loaded machine
  // can take more than 30 s there, and a hook that times out leaves its app running.
  testTimeout: 60000,
};
