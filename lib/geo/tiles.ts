/**
 * An optional online raster layer (`{z}/{x}/{y}` template), e.g. an OpenStreetMap mirror. Unset by
 * default: the maps then draw only the bundled world data and request nothing outside the app.
 */
export const onlineTilesUrl: string | null = process.env.NEXT_PUBLIC_MAP_TILES_URL || null;
