/*
 * Run by baked-antd-styles.test.ts in its own Node process, as the build's bake step runs
 * (build/antd-styles/): renders an antd Button in the app's default theme with React's server
 * renderer and prints the styles cssinjs extracted (in the test's React and antd builds). (In the test's jsdom, cssinjs would act as in a
 * browser and read the page's sheets before the test could add one.)
 */
const [{ createElement: h }, { renderToString }, { Button, ConfigProvider }, cssinjs, baked, settings] = await Promise.all([
  import('react'),
  import('react-dom/server'),
  import('antd'),
  import('@ant-design/cssinjs'),
  import('../../../../src/styles/baked-theme-key'),
  import('../../../../src/settings/project-setting'),
]);
const theme = baked.appThemeOf(settings.DEFAULT_PROJECT_CONFIG, settings.DEFAULT_THEME_MODE);
const cache = cssinjs.createCache();
renderToString(h(cssinjs.StyleProvider, { cache }, h(ConfigProvider, { theme }, h(Button, null, 'x'))));
process.stdout.write(cssinjs.extractStyle(cache, { plain: true, types: 'style' }));
export {};
