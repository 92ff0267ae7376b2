import { expect, type Page } from '@playwright/test';
import { analyse, demoHost, pixelStats } from './canvas';

// What the page walk checks on each 3D and map page besides drawing (page-walk.spec.ts): picking works, and
// the engine's canvas follows the sidebar, the window and the theme without a reload.

export const isEnginePage = (path: string) => /^\/(three|map)\//.test(path);

/** The engine's main canvas: the largest one in the stage. */
export function canvasSize(page: Page) {
  return demoHost(page).evaluate((el) => {
    const sizes = [...el.querySelectorAll('canvas')].map((c) => c.getBoundingClientRect());
    const biggest = sizes.sort((a, b) => b.width * b.height - a.width * a.height)[0];
    return biggest ? { width: Math.round(biggest.width), height: Math.round(biggest.height) } : { width: 0, height: 0 };
  });
}

/** The colour at the stage's left edge, half-way down: background, ocean or ground on every page. */
export async function edgeColour(page: Page) {
  const box = (await demoHost(page).boundingBox())!;
  return (await analyse(page, await page.screenshot({ clip: { x: box.x + 6, y: box.y + box.height / 2, width: 2, height: 2 } }))).first;
}

async function hoverCentre(page: Page) {
  const box = (await demoHost(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2 - 6, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
}

/** Picking works: at the stage's centre (lon 10°, lat 20°: Niger on every flat map) a country answers. */
const pickChecks: Record<string, (page: Page) => Promise<void>> = {
  '/map/deckgl': (page) => expect(page.locator('.deck-tooltip')).toContainText(/\p{L}{3}/u),
  '/map/l7': (page) => expect(page.getByTestId('l7-hovered')).toHaveText(/\p{L}{3}/u),
  '/map/mapbox': (page) => expect(page.getByTestId('mapbox-hovered')).toHaveText(/\p{L}{3}/u),
  '/map/openlayers': async (page) => {
    const box = (await demoHost(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByTestId('openlayers-selected')).toHaveText(/\p{L}{3}/u);
  },
};

/**
 * On a drawn engine page: picking answers, L7's heatmap layer draws, and the canvas widens when the sidebar
 * collapses and gives the room back when it expands (the stage changes size without the window changing).
 */
export async function pickingAndSidebar(page: Page, path: string) {
  const pick = pickChecks[path];
  if (pick) {
    await hoverCentre(page);
    await pick(page);
    await page.mouse.move(0, 0);
  }
  if (path === '/map/l7') {
    await page.getByLabel('Heatmap').click();
    await expect.poll(async () => (await pixelStats(page)).colours, { message: 'the heatmap draws' }).toBeGreaterThan(12);
    await page.getByLabel('Heatmap').click();
  }
  const trigger = page.locator('[data-sidebar="trigger"]').first();
  const before = await canvasSize(page);
  await trigger.click();
  await expect
    .poll(async () => (await canvasSize(page)).width, { message: `${path} canvas follows the sidebar`, timeout: 30_000 })
    .toBeGreaterThan(before.width + 100);
  await trigger.click();
  await expect.poll(async () => (await canvasSize(page)).width, { message: `${path} canvas gives the sidebar its room back`, timeout: 30_000 }).toBeLessThan(before.width + 20);
  return before;
}

/** After the window narrowed from `wide` (the canvas's size then), the canvas is narrower too. */
export async function followsWindow(page: Page, path: string, wide: { width: number }) {
  await expect
    .poll(async () => (await canvasSize(page)).width, { message: `${path} canvas follows the window`, timeout: 30_000 })
    .toBeLessThan(wide.width - 100);
}

/** After the mode changed in place, the stage's edge is no longer the colour it was (`before`). */
export async function followsTheme(page: Page, path: string, before: string) {
  await expect.poll(() => edgeColour(page), { message: `${path} follows the theme`, timeout: 30_000 }).not.toBe(before);
}
