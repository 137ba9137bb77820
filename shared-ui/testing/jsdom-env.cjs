// jsdom lacks fetch and its companions; RTK Query's fetchBaseQuery needs them. Node's versions are copied in
// together (AbortController included) because undici's Request rejects a jsdom AbortSignal.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      TransformStream,
      structuredClone,
      BroadcastChannel,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
