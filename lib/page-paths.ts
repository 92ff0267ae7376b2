/**
 * The menu paths that have a page of their own in app/(console) (tests/unit/menu.test.ts keeps this
 * list, the page files and the seed's menu leaves equal). Any other permitted menu leaf opens the
 * 'Module not found' page of app/(console)/[...slug].
 */
export const pagePaths = [
  '/dashboard',
  '/component/general',
  '/component/form',
  '/component/table',
  '/component/custom',
  '/chart/rechart',
  '/chart/echart',
  '/chart/d3',
  '/chart/antv',
  '/three/babylon',
  '/three/three',
  '/map/cesium',
  '/map/deckgl',
  '/map/l7',
  '/map/mapbox',
  '/map/openlayers',
  '/system/user',
  '/system/role',
  '/system/permission',
  '/system/group',
  '/system/audit',
  '/system/session',
  '/system/signin',
] as const;

export type PagePath = (typeof pagePaths)[number];

/** Pages every signed-in user has, outside the menu and its permissions (one's own account). */
export const signedInPaths = ['/account'] as const;

export type SignedInPath = (typeof signedInPaths)[number];
