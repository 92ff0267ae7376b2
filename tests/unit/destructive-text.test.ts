import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The theme's `--destructive` is a fill (a Delete button's background: dark red in the dark themes), and
// `--destructive-foreground` is the red that reads as text on the page's own background in every theme
// (app/globals.css). Error text painted with the fill is unreadable in dark: text takes the foreground.
const root = path.resolve(import.meta.dirname, '../..');
const folders = ['app', 'components', 'resources'];
const fillAsText = /(?:^|[\s:"'`])text-destructive(?![-\w])/;

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(folder, file));
}

describe('destructive colour', () => {
  it('paints no text with the fill (text-destructive); text is text-destructive-foreground', () => {
    const found = folders
      .flatMap(sources)
      .flatMap((file) => readFileSync(path.join(root, file), 'utf8').split('\n').map((line, i) => [file, i + 1, line] as const))
      .filter(([, , line]) => fillAsText.test(line))
      .map(([file, line]) => `${file}:${line}`);
    expect(found).toEqual([]);
  });
});
