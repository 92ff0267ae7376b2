import { HeatmapLayer, LineLayer, PointLayer, PolygonLayer, Scene } from '@antv/l7';
import { Map as L7Map } from '@antv/l7-maps';
import { hex, mix } from '@/components/demos/three/shared/use-theme-palette';
import type { MapColors } from '../shared/map-colors';
import { l7Borders, l7Cities, l7Countries, l7HeatPoints, type CityPointProps } from './l7-data';

export interface L7World {
  setTheme(colors: MapColors): void;
  setHeatmap(on: boolean): void;
  dispose(): void;
}

interface Callbacks {
  onHover(country: string | null): void;
  onCity(city: CityPointProps | null): void;
}

/** An L7 scene on L7's own map (no tiles, no token): countries, borders, cities and a heatmap. */
export function createL7World(container: HTMLDivElement, colors: MapColors, on: Callbacks): L7World {
  const scene = new Scene({
    id: container,
    map: new L7Map({ center: [10, 20], zoom: 0.9, minZoom: 0, maxZoom: 8 }),
    logoVisible: false,
  });
  const fill = new PolygonLayer({ name: 'countries' }).source(l7Countries()).shape('fill').style({ opacity: 1 });
  const borders = new LineLayer({ name: 'borders' }).source(l7Borders()).shape('line').size(0.6);
  const points = new PointLayer({ name: 'cities' }).source(l7Cities).shape('circle').size('population', [5, 14]);
  const heat = new HeatmapLayer({ name: 'heat' }).source(l7HeatPoints()).shape('heatmap').size('weight', [0, 1]);
  heat.hide();

  const paint = (c: MapColors) => {
    scene.setBgColor(hex(c.ocean));
    fill.color(hex(c.land)).active({ color: hex(c.highlight) });
    borders.color(hex(c.border));
    points.color(hex(c.city)).style({ stroke: hex(c.text), strokeWidth: 1, opacity: 0.9 });
    heat.style({
      intensity: 2,
      radius: 18,
      opacity: 0.9,
      rampColors: {
        colors: [0.15, 0.35, 0.55, 0.75, 1].map((t) => hex(mix(c.land, c.city, t))),
        positions: [0, 0.25, 0.5, 0.75, 1],
      },
    });
  };
  paint(colors);

  fill.on('mousemove', (e: { feature?: { properties?: { name?: string } } }) => on.onHover(e.feature?.properties?.name ?? null));
  fill.on('unmousemove', () => on.onHover(null));
  points.on('click', (e: { feature?: { properties?: CityPointProps } }) => on.onCity(e.feature?.properties ?? null));

  scene.on('loaded', () => {
    for (const layer of [fill, borders, heat, points]) scene.addLayer(layer);
  });

  return {
    setTheme: (c) => {
      paint(c);
      scene.render();
    },
    setHeatmap: (showHeat) => {
      if (showHeat) {
        heat.show();
        points.hide();
      } else {
        heat.hide();
        points.show();
      }
      scene.render();
    },
    dispose: () => scene.destroy(),
  };
}
