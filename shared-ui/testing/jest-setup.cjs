// Shared by every front-end package's jest set-up: DOM matchers and the browser APIs antd expects.
require('@testing-library/jest-dom');

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd 6's Select schedules open/close through MessageChannel, which jsdom lacks. Node's own would keep the
// test process alive (its ports are never closed), so posts are delivered on a later macrotask instead.
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    constructor() {
      this.onmessage = null;
      this.other = null;
    }
    postMessage(data) {
      const target = this.other;
      setTimeout(() => target && target.onmessage && target.onmessage({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
    start() {}
  }
  globalThis.MessageChannel = class {
    constructor() {
      this.port1 = new Port();
      this.port2 = new Port();
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}

require('./antd-hiding-styles.cjs');

// antd measures scrollbars through getComputedStyle with pseudo elements, which jsdom does not implement.
const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (elt, pseudo) =>
  originalGetComputedStyle.call(window, elt, pseudo ? undefined : pseudo);

beforeEach(() => {
  window.localStorage.clear();
});

// antd in jsdom on two busy cores can take seconds to show what a test waits for; findBy/waitFor poll until
// then (a ceiling, not a delay), so one value for every package instead of one per test file.
require('@testing-library/react').configure({ asyncUtilTimeout: 15000 });
