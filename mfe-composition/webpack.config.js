const { createRemoteConfig } = require('../tools/webpack');

module.exports = (_env, argv) => createRemoteConfig({ dir: __dirname }, argv);
