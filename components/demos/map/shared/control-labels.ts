import type { MapOptions } from 'maplibre-gl';
import type { Options as ZoomOptions } from 'ol/control/Zoom';

/** The map controls' words, in the page's language (`page.map.controls`). */
export interface ControlLabels {
  map: string;
  zoomIn: string;
  zoomOut: string;
  resetBearing: string;
  closePopup: string;
}

export type ControlKey = keyof ControlLabels;

/** The labels from a translator over `page.map.controls`. */
export function controlLabels(t: (key: ControlKey) => string): ControlLabels {
  return { map: t('map'), zoomIn: t('zoomIn'), zoomOut: t('zoomOut'), resetBearing: t('resetBearing'), closePopup: t('closePopup') };
}

/** MapLibre's `locale`: the tooltips and names of its controls, its popup's close button and the map. */
export function maplibreLocale(labels: ControlLabels): NonNullable<MapOptions['locale']> {
  return {
    'Map.Title': labels.map,
    'NavigationControl.ZoomIn': labels.zoomIn,
    'NavigationControl.ZoomOut': labels.zoomOut,
    'NavigationControl.ResetBearing': labels.resetBearing,
    'Popup.Close': labels.closePopup,
  };
}

/** OpenLayers' zoom control: the buttons' tooltips (its `+`/`−` stay symbols). */
export function olZoomOptions(labels: ControlLabels): ZoomOptions {
  return { zoomInTipLabel: labels.zoomIn, zoomOutTipLabel: labels.zoomOut };
}
