module.exports = require('./testing/jest-preset.cjs')(__dirname);
