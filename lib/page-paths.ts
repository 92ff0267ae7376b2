import { registeredResources } from '@/resources/index';

/**
 * The menu paths that have a page of their own in app/(console): these, and each registered resource's
 * (resources/index.ts; its resources/<name>/page.tsx, served by app/(console)/[...slug]). tests/unit/menu.test.ts keeps this list, the page files and the seeded menu
 * leaves equal. Any other permitted menu leaf opens the 'Module not found' page of app/(console)/[...slug].
 */
const consolePaths = [
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
] as const;

type RegisteredPath = (typeof registeredResources)[number]['definition']['path'];

export const pagePaths: readonly ((typeof consolePaths)[number] | RegisteredPath)[] = [
  ...consolePaths,
  ...registeredResources.map((r) => r.definition.path),
];

export type PagePath = (typeof pagePaths)[number];

/** Pages every signed-in user has, outside the menu and its permissions (one's own account). */
export const signedInPaths = ['/account', '/account/notifications'] as const;

export type SignedInPath = (typeof signedInPaths)[number];
