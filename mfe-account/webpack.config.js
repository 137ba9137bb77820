const { createRemoteConfig } = require('../tools/webpack');

module.exports = (_env, argv) =>
  createRemoteConfig(
    { name: 'mfe-account', dir: __dirname, exposes: { './app': './src/bootstrap.ts' } },
    argv,
  );
