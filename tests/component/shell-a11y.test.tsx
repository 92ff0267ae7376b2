import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleFrame } from '@/components/shell/console-frame';
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

describe('ConsoleFrame', () => {
  it('opens with a skip link to the main content, which takes the focus', async () => {
    const { user } = renderPage(
      <ConsoleFrame sidebarOpen tabs={{ enabled: true, initial: [] }}>
        <h1>Page</h1>
      </ConsoleFrame>,
      { url: '/', user: shellUserWith([]) },
    );
    const main = screen.getByRole('main');
    const [first] = screen.getAllByRole('link');
    expect(first).toHaveAccessibleName('Skip to content');
    expect(main).toHaveAttribute('id');
    expect(first).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');

    // The keyboard's first stop. jsdom does not move the focus along a fragment link; a browser focuses
    // the target when it can take the focus, as tabindex -1 lets the main element.
    await user.tab();
    expect(first).toHaveFocus();
    main.focus();
    expect(main).toHaveFocus();
  });
});
