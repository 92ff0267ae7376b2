import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';

/** jsdom lays nothing out: give every element the widths a table wider than its box would have. */
function widths(scroll: number, client: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scroll });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => client });
}

afterEach(() => {
  // Back to jsdom's own (zero) widths.
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

const signins = () => (
  <Table aria-label="Recent sign-ins">
    <TableBody>
      <TableRow>
        <TableCell>Nov 26, 2026, 11:23 AM</TableCell>
      </TableRow>
    </TableBody>
  </Table>
);

describe('a table wider than its box (axe: scrollable-region-focusable)', () => {
  it('is a named region in the tab order, so a keyboard can scroll it', () => {
    widths(640, 320);
    render(signins());
    const region = screen.getByRole('region', { name: 'Recent sign-ins' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAttribute('data-overflow');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Recent sign-ins' }));
  });

  it('adds no tab stop while the table fits', () => {
    widths(320, 320);
    render(signins());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });
});
