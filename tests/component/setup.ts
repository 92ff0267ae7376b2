// The component project's setup: jest-dom's matchers, a clean DOM and state after each test, the
// browser APIs radix-ui reaches for that jsdom lacks, and next/navigation over an in-memory URL.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { navigation } from './support/navigation';
import { mediaQueries } from './support/viewport';

configure({ defaultHidden: true });

vi.mock('next/navigation', async () => (await import('./support/navigation')).nextNavigation);

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Radix measures its poppers and the table's container with it.
Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });

// next-themes, the sidebar's mobile hook and radix read media queries: nothing matches.
Object.defineProperty(window, 'matchMedia', { configurable: true, value: mediaQueries(() => false) });

// Radix menus and selects scroll their items into view and capture the pointer.
Element.prototype.scrollIntoView = function scrollIntoView() {};
Element.prototype.hasPointerCapture = function hasPointerCapture() {
  return false;
};
Element.prototype.setPointerCapture = function setPointerCapture() {};
Element.prototype.releasePointerCapture = function releasePointerCapture() {};

afterEach(() => {
  // sonner keeps its toasts in a module-wide store: a toast of one test would show in the next one's Toaster.
  toast.dismiss();
  cleanup();
  navigation.reset();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
