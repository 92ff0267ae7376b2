import 'ol/ol.css';
import type { FeatureLike } from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import Select from 'ol/interaction/Select';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import { fromLonLat } from 'ol/proj';
import { defaults as defaultControls } from 'ol/control/defaults';
import ScaleLine from 'ol/control/ScaleLine';
import XYZ from 'ol/source/XYZ';
import VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import View from 'ol/View';
import { hex, rgba } from '@/components/demos/three/shared/use-theme-palette';
import { continuousCountries } from '@/lib/geo/antimeridian';
import { cities } from '@/lib/geo/sample-data';
import { onlineTilesUrl } from '@/lib/geo/tiles';
import { worldCountries } from '@/lib/geo/world';
import { olZoomOptions, type ControlLabels } from '../shared/control-labels';
import type { MapColors } from '../shared/map-colors';

export interface OlWorld {
  setTheme(colors: MapColors): void;
  dispose(): void;
}

const countrySource = () =>
  new VectorSource({
    features: new GeoJSON().readFeatures(continuousCountries(worldCountries()), { featureProjection: 'EPSG:3857' }),
  });

const citySource = () =>
  new VectorSource({
    features: new GeoJSON().readFeatures(
      {
        type: 'FeatureCollection',
        features: cities.map((c) => ({
          type: 'Feature',
          properties: { key: c.key, population: c.population },
          geometry: { type: 'Point', coordinates: c.coordinates },
        })),
      },
      { featureProjection: 'EPSG:3857' },
    ),
  });

/** An OpenLayers map (canvas 2D) of countries and cities with click-to-select, zoom (its tips in `labels`) and a scale line. */
export function createOlWorld(target: HTMLElement, initial: MapColors, labels: ControlLabels, onSelect: (name: string | null) => void): OlWorld {
  let colors = initial;
  // Styles read the current colours, so a theme change only needs `changed()` on each layer.
  const country = () =>
    new Style({ fill: new Fill({ color: hex(colors.land) }), stroke: new Stroke({ color: hex(colors.border), width: 0.7 }) });
  const selected = () =>
    new Style({ fill: new Fill({ color: rgba(colors.highlight, 0.85) }), stroke: new Stroke({ color: hex(colors.text), width: 1.5 }) });
  const city = (f: FeatureLike) =>
    new Style({
      image: new Circle({
        radius: 3 + Math.sqrt(Number(f.get('population'))) * 1.4,
        fill: new Fill({ color: hex(colors.city) }),
        stroke: new Stroke({ color: hex(colors.text), width: 1 }),
      }),
    });

  const countries = new VectorLayer({ source: countrySource(), style: country });
  const cityLayer = new VectorLayer({ source: citySource(), style: city });
  const tiles = onlineTilesUrl ? [new TileLayer({ source: new XYZ({ url: onlineTilesUrl }) })] : [];
  if (tiles.length) countries.setOpacity(0.5);

  const map = new OlMap({
    target,
    layers: [...tiles, countries, cityLayer],
    view: new View({ center: fromLonLat([10, 20]), zoom: 1.2, minZoom: 0.5, maxZoom: 8 }),
    controls: defaultControls({ attribution: false, rotate: false, zoomOptions: olZoomOptions(labels) }).extend([new ScaleLine()]),
  });
  const select = new Select({ layers: [countries], style: selected });
  select.on('select', (e) => onSelect(e.selected[0]?.get('name') ?? null));
  map.addInteraction(select);

  return {
    setTheme: (next) => {
      colors = next;
      target.style.background = hex(next.ocean);
      countries.changed();
      cityLayer.changed();
      select.getFeatures().forEach((f) => f.changed());
    },
    dispose: () => {
      map.removeInteraction(select);
      select.dispose();
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
