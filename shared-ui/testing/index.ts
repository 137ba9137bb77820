/**
 * Test helpers shared by the remotes' jest tests (never imported by app code, so never bundled):
 * - `mockApi(routes)`: a fetch double answering a route table of `'METHOD /path/'` → `{ status, body }` or a
 *   function of the recorded call; returns `{ calls, fetchMock, callsTo }`. `json()` and `page()` build answers.
 * - `renderRoute(pattern, url, element, store)`: one route under MemoryRouter, the store and AppProviders.
 * - `pick(label, search, option)`: chooses an option of an antd Select.
 * - `aUser(overrides)`: a member as `/api/me` returns one.
 * Jest maps this module to source (jest-preset.cjs); TypeScript finds it through the workspace link.
 */
export * from './fetch-mock';
export * from './render-route';
export * from './antd';
export * from '../src/test-utils/fixtures';
