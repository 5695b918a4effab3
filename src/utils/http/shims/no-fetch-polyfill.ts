/*
 * umi-request imports `isomorphic-fetch` for its side effect: installing a fetch polyfill. Every browser the
 * console supports has fetch, so the build aliases that import to this empty module.
 */
export {};
