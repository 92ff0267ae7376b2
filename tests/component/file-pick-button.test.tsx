import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePickButton } from '@/components/ui/file-pick-button';

describe('FilePickButton', () => {
  it('opens the hidden input from the button, hands over each pick and clears the input so the same file fires again', async () => {
    const onPick = vi.fn();
    render(
      <FilePickButton accept="image/png" inputTestId="pick-input" onPick={onPick}>
        Upload
      </FilePickButton>,
    );
    const input = screen.getByTestId<HTMLInputElement>('pick-input');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('aria-hidden');
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(click).toHaveBeenCalledOnce();
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(onPick).toHaveBeenCalledWith(file);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { files: [] } });
    expect(onPick).toHaveBeenCalledOnce();
  });
});
