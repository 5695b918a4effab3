/*
 * Stands in for the `resize-observer-polyfill` package in the browser build (vite.config.ts):
 * rc-resize-observer, under antd, imports it, and every browser the console supports has
 * ResizeObserver. Tests keep the real package (jsdom has none).
 */
export default globalThis.ResizeObserver;
