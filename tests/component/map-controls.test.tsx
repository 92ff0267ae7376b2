import { describe, expect, it } from 'vitest';
import { controlLabels, maplibreLocale, olZoomOptions } from '@/components/demos/map/shared/control-labels';
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/translate';

// MapLibre's and OpenLayers' controls speak the page's language (issue 26, item 7): their tooltips
// came from the engines' English defaults.
const labels = (locale: Locale) => controlLabels((key) => translate(locale, `page.map.controls.${key}`));

describe('map control labels', () => {
  it('gives MapLibre its zoom, compass, popup and map names in Chinese', () => {
    expect(maplibreLocale(labels('zh'))).toMatchObject({
      'Map.Title': '地图',
      'NavigationControl.ZoomIn': '放大',
      'NavigationControl.ZoomOut': '缩小',
      'Popup.Close': '关闭弹窗',
    });
    expect(maplibreLocale(labels('en'))['NavigationControl.ZoomIn']).toBe('Zoom in');
  });

  it('gives OpenLayers its zoom tips in Chinese', () => {
    expect(olZoomOptions(labels('zh'))).toEqual({ zoomInTipLabel: '放大', zoomOutTipLabel: '缩小' });
  });
});
