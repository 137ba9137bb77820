// Lets plain `node` run the TypeScript sources (the migration generator, the worker child process in the
// worker-crash test) without a build: compiles each .ts file with @swc/core on require.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const options = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '.swcrc.json'), 'utf8'));
delete options.$schema;

require.extensions['.ts'] = function compileTs(module, filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const { code } = transformSync(source, { ...options, swcrc: false, filename });
  module._compile(code, filename);
};
