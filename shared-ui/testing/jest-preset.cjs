// One jest configuration for the front-end packages (shared-ui, shell and the remotes).
const path = require('path');

const sharedUi = path.resolve(__dirname, '..');

/** @param {string} rootDir */
module.exports = function frontEndJestConfig(rootDir) {
  return {
    rootDir,
    roots: ['<rootDir>/src'],
    testEnvironment: path.join(sharedUi, 'testing/jsdom-env.cjs'),
    setupFilesAfterEnv: [path.join(sharedUi, 'testing/jest-setup.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    // A few of antd's dependencies ship only ES modules; let swc compile them like our own code.
    transformIgnorePatterns: [
      '/node_modules/(?!(@ant-design/colors|@ant-design/fast-color|@rc-component|rc-[^/]+)/)',
    ],
    // shared-ui is consumed from source so tests never depend on a stale build.
    moduleNameMapper: {
      '^@ensemble/shared-ui$': path.join(sharedUi, 'src/index.ts'),
      '^@ensemble/shared-ui/testing$': path.join(sharedUi, 'testing/index.ts'),
      '\\.(css|less|svg|png)$': path.join(sharedUi, 'testing/file-stub.cjs'),
    },
    // antd in jsdom is slow on two busy cores; a form interaction can take seconds. A ceiling, not a wait.
    testTimeout: 90000,
  };
};
