// The one webpack set-up every front-end app uses: swc for TS/TSX, swc for minifying, Module Federation with
// the suite's shared singletons. Apps call createRemoteConfig or createHostConfig from their webpack.config.js.
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * Packages every app shares as singletons (STACK-NOTES: sub-paths must be listed on their own).
 * @ant-design/icons is deliberately not shared: a shared module is not tree-shaken, and the whole icon set
 * (about 945 KB) would load on every page; icons are stateless, so each app bundles the few it uses.
 */
const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'antd',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-router-dom',
  '@ensemble/shared-ui',
  '@ensemble/contracts',
  'dayjs',
  'formik',
  'yup',
];

const nodeModules = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** Library families that load together on every page, each bundled into one file (see baseConfig). */
const LIBRARY_FAMILIES = {
  react: {
    test: nodeModules(['react', 'react-dom', 'scheduler', 'use-sync-external-store']),
    name: 'lib-react',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  redux: {
    test: nodeModules([
      '@reduxjs',
      'redux',
      'react-redux',
      'reselect',
      'immer',
      'redux-thunk',
      '@standard-schema',
    ]),
    name: 'lib-redux',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
};

function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The suite's own packages, versioned with semver (docs/adr/0011-shared-package-versions.md). */
const WORKSPACE_SHARED = ['@ensemble/shared-ui', '@ensemble/contracts'];

/** The version of a workspace package this app is built against (the one its node_modules resolves to). */
function builtVersionOf(name, dir) {
  const file = require.resolve(`${name}/package.json`, { paths: [dir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

function installedRange(name, dir) {
  try {
    return `^${builtVersionOf(name, dir)}`;
  } catch {
    return false;
  }
}

/**
 * Share config of every app. Third-party packages: singletons with requiredVersion from the app's
 * package.json range (or ^ the installed version). shared-ui and contracts (hold the session, the event bus, the messages): the shell
 * provides the one copy, at its version; a remote bundles no copy of its own (`import: false`) and requires
 * `^<the version it was built against>` strictly, so a remote needing a newer minor or another major fails to
 * load (the shell shows its error panel) instead of running against exports that are not there.
 */
function sharedConfig(dir, role) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const ranges = { ...(pkg.devDependencies || {}), ...(pkg.dependencies || {}) };
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    const name = packageNameOf(request);
    if (WORKSPACE_SHARED.includes(name)) {
      const version = builtVersionOf(name, dir);
      shared[request] =
        role === 'host'
          ? { singleton: true, version, requiredVersion: `^${version}` }
          : { singleton: true, import: false, requiredVersion: `^${version}`, strictVersion: true };
      continue;
    }
    // A package the app does not list itself (the shell gets react-router-dom through shared-ui) is required
    // at ^ the version installed.
    shared[request] = { singleton: true, requiredVersion: ranges[name] || installedRange(name, dir) };
  }
  return shared;
}

function baseConfig({ dir, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          include: path.join(dir, 'src'),
          exclude: /\.test\.[jt]sx?$/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      // Each shared package's fallback is its own async chunk, so a page fetched react, react-dom,
      // react-dom/client, jsx-runtime, react-redux, immer, reselect and RTK in a dozen small files. Packages that
      // always load together go into one file per family (issue 16: requests of the first page). Module
      // Federation still picks each package separately; a family file only holds code, one instance per module.
      splitChunks: {
        chunks: 'async',
        cacheGroups: LIBRARY_FAMILIES,
      },
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
    cache: production ? false : { type: 'filesystem' },
  };
}

/**
 * The container name Module Federation builds with: remotes.json names ('mfe-harmony') are not valid
 * identifiers, and the manifest plugin finds no remoteEntry for a hyphenated name. The shell applies the same
 * mapping when it registers a remote.
 */
function federationName(name) {
  return name.replace(/[^A-Za-z0-9_]/g, '_');
}

function federation({ name, dir, exposes, role }) {
  return new ModuleFederationPlugin({
    name: federationName(name),
    filename: 'remoteEntry.js',
    exposes: exposes || {},
    shared: sharedConfig(dir, role),
    manifest: true,
    dts: false,
    // One Module Federation runtime for the page: the shell provides it (its main.js grows by ~25 kB gz) and
    // each remote entry uses it instead of carrying its own (27 -> 8 kB gz each, four of them after login).
    // Remotes load no remotes themselves, so their entries also drop the snapshot and remote-loading code. A
    // remote must be built with the shell's major of @module-federation/enhanced (docs/adr/0015).
    experiments:
      role === 'host'
        ? { provideExternalRuntime: true }
        : { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true } },
  });
}

/**
 * The modules a remote exposes: ./app always, ./menu when it contributes a menu group (the account remote
 * does not). Read from the folder so that a new remote needs no list kept by hand.
 */
function exposesOf(dir) {
  const exposes = { './app': './src/bootstrap.ts' };
  if (fs.existsSync(path.join(dir, 'src', 'menu.ts'))) exposes['./menu'] = './src/menu.ts';
  return exposes;
}

/**
 * A remote: exposes modules (./app, ./menu) from its own origin, found by the host through mf-manifest.json.
 * Its name is its folder's, the name remotes.json gives it.
 */
function createRemoteConfig({ dir, name = path.basename(dir), exposes = exposesOf(dir) }, argv = {}) {
  const base = baseConfig({ dir, mode: argv.mode });
  return {
    ...base,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    plugins: [federation({ name, dir, exposes, role: 'remote' })],
  };
}

/** The host: index.html with the shell, every remote registered at run time from /remotes.json. */
function createHostConfig({ dir, name = 'shell' }, argv = {}) {
  const base = baseConfig({ dir, mode: argv.mode });
  const publicDir = path.join(dir, 'public');
  return {
    ...base,
    output: {
      path: path.join(dir, 'dist'),
      // Absolute: with 'auto', a deep link such as /composition/x would look for scripts under /composition/.
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    plugins: [
      federation({ name, dir, exposes: {}, role: 'host' }),
      new HtmlWebpackPlugin({
        template: path.join(publicDir, 'index.html'),
        inject: 'body',
        scriptLoading: 'defer',
      }),
      new CopyPublicFilesPlugin(publicDir, ['index.html']),
    ],
  };
}

/** Copies public/ (remotes.json, favicon...) into the build, without pulling in another dependency. */
class CopyPublicFilesPlugin {
  constructor(from, skip) {
    this.from = from;
    this.skip = new Set(skip);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.from)) return;
          for (const file of fs.readdirSync(this.from)) {
            const full = path.join(this.from, file);
            if (this.skip.has(file) || !fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

module.exports = { createRemoteConfig, createHostConfig, federationName, sharedConfig, SHARED_PACKAGES };
