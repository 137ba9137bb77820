const { createRemoteConfig } = require('../tools/webpack');

module.exports = (_env, argv) =>
  createRemoteConfig(
    {
      name: 'mfe-rhapsody',
      dir: __dirname,
      exposes: { './app': './src/bootstrap.ts', './menu': './src/menu.ts' },
    },
    argv,
  );
