'use client';

import { useRef, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

type FilePickButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'onClick' | 'asChild'> & {
  /** The file input's `accept` list (e.g. `image/png,image/jpeg`). */
  accept?: string;
  /** Called with the file picked (one at a time). */
  onPick: (file: File) => void;
  /** The hidden input's test id (tests and e2e set files on it). */
  inputTestId?: string;
};

/**
 * A button that opens the file picker: the file input stays visually hidden and out of the tab order (the
 * button is what one reaches and clicks), and its value is cleared after each pick, so the same file picked
 * again fires again.
 */
export function FilePickButton({ accept, onPick, inputTestId, ...button }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button type="button" {...button} onClick={() => input.current?.click()} />
    </>
  );
}
