// Before `next build` (and usable before `next dev`): the static files the 3D and map engines load at
// run time, copied from node_modules into git-ignored folders of public/ so every page works offline.
//   public/cesium    Cesium's workers, Natural Earth II imagery, widget CSS (CESIUM_BASE_URL=/cesium)
//   public/maplibre  maplibre-gl's worker (bundlers do not emit it; the map calls setWorkerUrl)
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const packageDir = (name) => dirname(require.resolve(`${name}/package.json`));

const copies = [
  ...['Assets', 'Workers', 'ThirdParty', 'Widgets'].map((dir) => [
    join(packageDir('cesium'), 'Build/Cesium', dir),
    join('public/cesium', dir),
  ]),
  [join(packageDir('maplibre-gl'), 'dist/maplibre-gl-worker.mjs'), 'public/maplibre/maplibre-gl-worker.mjs'],
];

for (const target of ['public/cesium', 'public/maplibre']) rmSync(target, { recursive: true, force: true });
for (const [from, to] of copies) {
  if (!existsSync(from)) throw new Error(`missing ${from}: is the package installed?`);
  mkdirSync(dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true });
}
console.log(`engine assets copied: ${copies.length} entries into public/cesium and public/maplibre`);
