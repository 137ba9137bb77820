// jest stand-in for content-disposition 3 (an ES module jest cannot require), see jest.config.js.
module.exports = {
  create() {
    throw new Error('reply.download() is not used by the API (content-disposition is stubbed under jest)');
  },
};
