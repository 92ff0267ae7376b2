import { buildModuleUrl, Ion, TileMapServiceImageryProvider, UrlTemplateImageryProvider } from 'cesium';
import { onlineTilesUrl } from '@/lib/geo/tiles';

// No Cesium ion: its default token would make the globe ask api.cesium.com for Bing imagery.
Ion.defaultAccessToken = '';

/** Natural Earth II, shipped inside Cesium (levels 0-2) and copied to /cesium: works offline. */
export function offlineImagery(): Promise<TileMapServiceImageryProvider> {
  return TileMapServiceImageryProvider.fromUrl(buildModuleUrl('Assets/Textures/NaturalEarthII'));
}

/** The optional online tiles of NEXT_PUBLIC_MAP_TILES_URL, drawn over the offline imagery. */
export function onlineTileProvider(): UrlTemplateImageryProvider | null {
  return onlineTilesUrl ? new UrlTemplateImageryProvider({ url: onlineTilesUrl }) : null;
}
