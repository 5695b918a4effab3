/*
 * Step of `npm run build` after `vite build`: bakes antd's component styles for the console's default
 * theme into dist/console/assets/antd-styles-<hash>.css and names the file in index.html (see
 * src/styles/baked-antd-styles.ts for how the console uses it). The components are rendered once
 * with React's server renderer, in React's and antd's production builds (so the class-name hashes
 * are the browser's), inside the app's theme; antd's cssinjs then gives each style with the key it
 * has in the browser, and a rule telling the browser which keys the file holds.
 */
process.env.NODE_ENV = 'production';

const [{ createElement: h }, { renderToString }, antd, cssinjs, fs, path, crypto, url, baked, settings] = await Promise.all([
  import('react'),
  import('react-dom/server'),
  import('antd'),
  import('@ant-design/cssinjs'),
  import('node:fs'),
  import('node:path'),
  import('node:crypto'),
  import('node:url'),
  import('../../src/styles/baked-theme-key'),
  import('../../src/settings/project-setting'),
]);
const { bakedComponents } = await import('./baked-components');
// Formily's CommonJS build: Node does not load its ES modules (their package declares no "type").
const { FormItem } = await import('@formily/antd-v5/lib/form-item/index.js');

const consoleDir = url.fileURLToPath(new URL('../../dist/console', import.meta.url));
const indexFile = path.join(consoleDir, 'index.html');

// The console's theme with the project's default config (no stored settings in Node).
const theme = baked.appThemeOf(settings.DEFAULT_PROJECT_CONFIG, settings.DEFAULT_THEME_MODE);
const cache = cssinjs.createCache();
renderToString(h(cssinjs.StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, bakedComponents(antd, { FormItem }))));
const css = cssinjs.extractStyle(cache, { plain: true, types: 'style' });

const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 10);
const file = `assets/antd-styles-${hash}.css`;
fs.writeFileSync(path.join(consoleDir, file), css);

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const meta = `<meta name="${baked.BAKED_STYLES_META}" content="/${file}" data-theme="${attribute(baked.bakedThemeKey(theme))}">`;
const html = fs.readFileSync(indexFile, 'utf8').replace(new RegExp(`\\s*<meta name="${baked.BAKED_STYLES_META}"[^>]*>`), '');
if (!html.includes('</head>')) throw new Error('bake-antd-styles: index.html has no </head>');
fs.writeFileSync(indexFile, html.replace('</head>', `  ${meta}\n  </head>`));
console.log(`bake-antd-styles: wrote dist/console/${file} (${Math.round(css.length / 1024)} KB)`);
