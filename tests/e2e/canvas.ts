import type { Page } from '@playwright/test';

// What an engine's stage shows, read from screenshots: the 3D and map pages' drawing checks (three-maps
// and the page walk).

export const demoHost = (page: Page) => page.getByTestId('demo-host');

/** Share of the most common colour, number of colours (4 bits a channel) and the first pixel of a PNG. */
export function analyse(page: Page, png: Buffer) {
  return page.evaluate(async (b64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, image.width, image.height);
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4 * 7) {
      const key = ((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    return { dominant: Math.max(...counts.values()) / total, colours: counts.size, first: [data[0], data[1], data[2]].join(',') };
  }, png.toString('base64'));
}

/** The stage's pixels with the panel hidden (and the bottom strip of credits and scale lines left out). */
export async function pixelStats(page: Page) {
  const box = (await demoHost(page).boundingBox())!;
  const panel = page.getByTestId('demo-panel');
  await panel.evaluate((el) => (el.style.visibility = 'hidden'));
  const png = await page.screenshot({ clip: { x: box.x, y: box.y, width: box.width, height: box.height - 40 } });
  await panel.evaluate((el) => (el.style.visibility = ''));
  return analyse(page, png);
}

/** The stage has drawn something: no colour covers 90 % of it, and it has at least six. */
export async function stageDrawn(page: Page) {
  const s = await pixelStats(page);
  return s.dominant < 0.9 && s.colours >= 6;
}
