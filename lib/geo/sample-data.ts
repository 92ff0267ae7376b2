/** Sample places for the map demos; names are message ids under `page.map.cities`. */
export interface City {
  key: CityKey;
  coordinates: [longitude: number, latitude: number];
  /** metro population, millions (rounded) */
  population: number;
}

export const cityKeys = [
  'beijing',
  'shanghai',
  'tokyo',
  'singapore',
  'sydney',
  'delhi',
  'dubai',
  'moscow',
  'london',
  'paris',
  'newYork',
  'saoPaulo',
  'lagos',
  'losAngeles',
] as const;
export type CityKey = (typeof cityKeys)[number];

export const cities: readonly City[] = [
  { key: 'beijing', coordinates: [116.4, 39.9], population: 22 },
  { key: 'shanghai', coordinates: [121.47, 31.23], population: 29 },
  { key: 'tokyo', coordinates: [139.69, 35.69], population: 37 },
  { key: 'singapore', coordinates: [103.82, 1.35], population: 6 },
  { key: 'sydney', coordinates: [151.21, -33.87], population: 5 },
  { key: 'delhi', coordinates: [77.21, 28.61], population: 33 },
  { key: 'dubai', coordinates: [55.27, 25.2], population: 3 },
  { key: 'moscow', coordinates: [37.62, 55.76], population: 13 },
  { key: 'london', coordinates: [-0.13, 51.51], population: 9 },
  { key: 'paris', coordinates: [2.35, 48.86], population: 11 },
  { key: 'newYork', coordinates: [-74.01, 40.71], population: 19 },
  { key: 'saoPaulo', coordinates: [-46.63, -23.55], population: 22 },
  { key: 'lagos', coordinates: [3.38, 6.52], population: 15 },
  { key: 'losAngeles', coordinates: [-118.24, 34.05], population: 12 },
];

export interface Flow {
  from: City;
  to: City;
}

/** Routes out of Shanghai to every other city (an arc layer's sample). */
export const flows: readonly Flow[] = cities
  .filter((c) => c.key !== 'shanghai')
  .map((to) => ({ from: cities[1]!, to }));
