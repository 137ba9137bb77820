module.exports = require('../shared-ui/testing/jest-preset.cjs')(__dirname);
