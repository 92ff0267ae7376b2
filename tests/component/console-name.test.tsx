import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleMark } from '@/components/shell/console-mark';
import { ConsoleName, ConsoleSettingsProvider } from '@/components/shell/console-settings-context';
import { renderPage, shellUserWith } from './support/render';

// The console's name as the shell shows it (the sidebar, and the header on a phone: both read this): the
// setting when one is saved, else the catalogue's in the user's language. (The e2e settings journey changes
// it in light English at 1440 px and sees the sidebar follow; this covers the other language.)

const named = (name: string) => (
  <ConsoleSettingsProvider settings={{ name, roleMfaDefault: false, logo: null }}>
    <span data-testid="name">
      <ConsoleName />
    </span>
  </ConsoleSettingsProvider>
);

describe.each([
  ['en', 'Admin Console'],
  ['zh', '后台管理模板'],
] as const)('the console name (%s)', (locale, fallback) => {
  it('is the saved setting, in any language', () => {
    renderPage(named('Ops 控制台'), { url: '/dashboard', locale, user: shellUserWith([]) });
    expect(screen.getByTestId('name')).toHaveTextContent('Ops 控制台');
  });
  it("is the catalogue's when no name is saved", () => {
    renderPage(named(''), { url: '/dashboard', locale, user: shellUserWith([]) });
    expect(screen.getByTestId('name')).toHaveTextContent(fallback);
  });
});

// The mark beside the name (the sidebar and the sign-in page): the logo, versioned by its file, else the name's first letter.
describe('the console mark', () => {
  it('is the logo when one is set, at a URL naming its version, decorative beside the name', () => {
    renderPage(<ConsoleMark name="Ops" logo="f-1" />, { url: '/dashboard', user: shellUserWith([]) });
    const image = screen.getByTestId('console-logo');
    expect(image).toHaveAttribute('src', '/api/system/settings/logo?v=f-1');
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByTestId('console-letter')).toBeNull();
  });
  it("is the name's first letter without one", () => {
    renderPage(<ConsoleMark name="控制台" logo={null} />, { url: '/dashboard', user: shellUserWith([]) });
    expect(screen.getByTestId('console-letter')).toHaveTextContent('控');
    expect(screen.queryByTestId('console-logo')).toBeNull();
  });
});
