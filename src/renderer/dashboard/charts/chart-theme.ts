import { theme } from 'antd';

/** Colours of the charts from the antd theme, so they follow light and dark mode. */
export function useChartTheme() {
  const { token } = theme.useToken();
  return {
    primary: token.colorPrimary,
    text: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    axis: token.colorBorder,
    background: token.colorBgContainer,
    fontSize: token.fontSizeSM,
    palette: [
      token.blue,
      token.green,
      token.gold,
      token.purple,
      token.cyan,
      token.magenta,
      token.orange,
      token.red,
      token.lime,
      token.geekblue,
    ],
  };
}
