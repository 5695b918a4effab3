import { fileURLToPath } from 'node:url';

const productionDist = fileURLToPath(new URL('../node_modules/react-router/dist/production', import.meta.url));

/**
 * react-router's package exports point every bundler at its development build (dev warnings, about
 * 20 KB gzipped more) and offer no condition for the production one, which the package ships beside it
 * under dist/production. `vite build` is pointed there for the two entries react-router-dom imports.
 * A private path: tests/unit/build/react-router-production.test.ts fails when an upgrade moves it, changes
 * what it exports, or makes react-router-dom import another entry.
 */
export const REACT_ROUTER_PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: `${productionDist}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${productionDist}/dom-export.mjs` },
];
