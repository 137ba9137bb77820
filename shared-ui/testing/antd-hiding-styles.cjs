// antd's CSS-in-JS puts a few thousand rules into document.head (among them CSS-variable rules of hundreds of
// declarations matching every element). jsdom's getComputedStyle, which role queries and toBeVisible call for
// every element they look at, matches each rule and copies each declaration, and that was most of a front-end
// test's time. Tests only see through CSS whether an element is hidden, so each style antd injects keeps, in
// jsdom's parsed sheet, just the rules that hide (the style element's text stays whole): what antd hides stays
// hidden and inaccessible, as in the browser.

/** Property values by which jsdom and testing-library judge an element hidden. */
const HIDING_VALUES = {
  display: ['none'],
  visibility: ['hidden', 'collapse'],
  opacity: ['0'],
};

function hides(styleRule) {
  return Object.entries(HIDING_VALUES).some(([property, values]) =>
    values.includes(styleRule.style.getPropertyValue(property)),
  );
}

// jsdom's cascade reads only top-level style rules and those in @media rules listing `screen`; nothing else
// (@keyframes, @layer, other @media) ever applies, so it goes too.
function keepsAnything(rule) {
  if (rule.selectorText !== undefined && rule.style) return hides(rule);
  if (rule.media && Array.prototype.includes.call(rule.media, 'screen')) {
    keepHidingRules(rule);
    return rule.cssRules.length > 0;
  }
  return false;
}

/** @param {{ cssRules: ArrayLike<unknown>, deleteRule(index: number): void }} group */
function keepHidingRules(group) {
  for (let i = group.cssRules.length - 1; i >= 0; i -= 1) {
    if (!keepsAnything(group.cssRules[i])) group.deleteRule(i);
  }
}

/** @param {HTMLStyleElement | null} style */
function prune(style) {
  if (style && style.sheet) keepHidingRules(style.sheet);
  return style;
}

// antd's cssinjs and rc-components write all their styles through this module; jsdom parses a style element when
// it is written or attached, both of which happen inside these calls. (@ant-design/icons keeps its own copy for
// its one short sheet, which stays whole.)
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => {
  const actual = jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS');
  return {
    ...actual,
    injectCSS: (css, option) => prune(actual.injectCSS(css, option)),
    updateCSS: (css, key, option) => prune(actual.updateCSS(css, key, option)),
  };
});
