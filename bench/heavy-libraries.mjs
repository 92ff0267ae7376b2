// Heavy client libraries, the one page each belongs to, and strings that survive minification in
// their code (checked against the production chunks: each marker appears only in its library's chunks).
export const heavyLibraries = {
  cesium: { page: '/map/cesium', marker: /czm_/ },
  babylon: { page: '/three/babylon', marker: /Babylon\.js v|BABYLON\./ },
  three: { page: '/three/three', marker: /__THREE__/ },
  'deck.gl': { page: '/map/deckgl', marker: /deck\.gl|deckgl-/ },
  l7: { page: '/map/l7', marker: /l7-control|l7-scene|@antv\/l7/ },
  maplibre: { page: '/map/mapbox', marker: /maplibregl-|MapLibre GL/ },
  ol: { page: '/map/openlayers', marker: /ol-viewport|ol-unselectable/ },
  echarts: { page: '/chart/echart', marker: /_echarts_instance_|__ec_inner_/ },
  g2plot: { page: '/chart/antv', marker: /g2plot|G2Plot/ },
  recharts: { page: '/chart/rechart', marker: /recharts-wrapper|recharts-surface/ },
  d3: { page: '/chart/d3', marker: /__data__/ },
};

/** The libraries whose markers occur in any of the given script sources. */
export function librariesIn(sources) {
  return Object.entries(heavyLibraries)
    .filter(([, { marker }]) => sources.some((source) => marker.test(source)))
    .map(([name]) => name);
}
