const { createHostConfig } = require('../tools/webpack');

module.exports = (_env, argv) => createHostConfig({ dir: __dirname }, argv);
