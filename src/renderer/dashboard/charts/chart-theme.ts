import { theme } from 'antd';

/** Colours and font of the charts from the antd theme, so they follow light and dark mode. */
export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  return {
    text: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    axis: token.colorBorder,
    background: token.colorBgContainer,
    tooltipBackground: token.colorBgElevated,
    tooltipText: token.colorText,
    fontSize: token.fontSizeSM,
    fontFamily: token.fontFamily,
    palette: [
      token.colorPrimary,
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

export interface ChartTheme {
  text: string;
  grid: string;
  axis: string;
  background: string;
  tooltipBackground: string;
  tooltipText: string;
  fontSize: number;
  fontFamily: string;
  palette: string[];
}
