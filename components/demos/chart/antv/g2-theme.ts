import type { ThemeTokens } from '../use-theme-tokens';

/** A G2 theme from the console's tokens (G2 builds its light theme from a style sheet; these keys override it). */
export function g2Theme(tk: ThemeTokens) {
  const palette = [...tk.chart, tk.primary, tk.mutedForeground];
  return {
    background: 'transparent',
    defaultColor: tk.chart[0],
    colors10: palette,
    colors20: [...palette, ...palette],
    styleSheet: {
      backgroundColor: 'transparent',
      brandColor: tk.chart[0],
      paletteQualitative10: palette,
      paletteQualitative20: [...palette, ...palette],
      fontFamily: tk.fontFamily,
      axisLineBorderColor: tk.border,
      axisTickLineBorderColor: tk.border,
      axisGridBorderColor: tk.border,
      axisLabelFillColor: tk.mutedForeground,
      axisTitleTextFillColor: tk.mutedForeground,
      legendItemNameFillColor: tk.mutedForeground,
      legendTitleTextFillColor: tk.foreground,
      legendPageNavigatorTextFillColor: tk.mutedForeground,
      legendPageNavigatorMarkerFillColor: tk.foreground,
      legendPageNavigatorMarkerInactiveFillColor: tk.muted,
      tooltipContainerFillColor: tk.popover,
      tooltipContainerFillOpacity: 1,
      tooltipContainerShadow: '0 10px 15px -3px rgb(0 0 0 / 0.15)',
      tooltipTextFillColor: tk.popoverForeground,
      tooltipCrosshairsBorderColor: tk.border,
      labelFillColor: tk.foreground,
      labelFillColorDark: tk.foreground,
      labelFillColorLight: tk.background,
      labelLineBorderColor: tk.border,
      innerLabelFillColor: tk.background,
      overflowLabelFillColor: tk.foreground,
      annotationTextFillColor: tk.foreground,
      annotationLineBorderColor: tk.border,
      pointBorderColor: tk.card,
      intervalBorderColor: tk.card,
      cSliderTextFillColor: tk.mutedForeground,
      scrollbarTrackFillColor: tk.muted,
      scrollbarThumbFillColor: tk.border,
    },
  };
}
