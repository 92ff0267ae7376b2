import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleSwitcher } from '@/components/shell/locale-switcher';
import { renderPage, shellUserWith } from './support/render';

// The console shell's accessibility (issue 26, item 4).

describe('LocaleSwitcher', () => {
  it('is named with the text it shows (axe label-content-name-mismatch)', () => {
    renderPage(<LocaleSwitcher />, { url: '/', user: shellUserWith([]) });
    const button = screen.getByTestId('locale-switcher');
    expect(button).toHaveTextContent('EN');
    expect(button).toHaveAccessibleName(expect.stringContaining('EN'));
    expect(button).toHaveAccessibleName(expect.stringContaining('Language'));
  });
});
