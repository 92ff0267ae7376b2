'use client';

import { ImageUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FilePickButton } from '@/components/ui/file-pick-button';

interface ImageFileActionsProps {
  /** Names the test ids: `<name>-upload`, `<name>-input` (the hidden file input) and `<name>-remove`. */
  name: string;
  /** The file input's `accept` list. */
  accept: string;
  /** Whether there is an image: the pick button then replaces it, and it can be removed. */
  present: boolean;
  uploading: boolean;
  removing: boolean;
  labels: { upload: string; replace: string; remove: string };
  onPick: (file: File) => void;
  onRemove: () => void;
}

/**
 * An image's two buttons (the account's avatar, the console's logo): upload it, or replace it, and remove it.
 * Both are disabled while either request runs; the one running says it is busy.
 */
export function ImageFileActions({ name, accept, present, uploading, removing, labels, onPick, onRemove }: ImageFileActionsProps) {
  const busy = uploading || removing;
  return (
    <div className="flex flex-wrap gap-2">
      <FilePickButton size="sm" accept={accept} disabled={busy} aria-busy={uploading} data-testid={`${name}-upload`} inputTestId={`${name}-input`} onPick={onPick}>
        <ImageUp aria-hidden />
        {present ? labels.replace : labels.upload}
      </FilePickButton>
      {present && (
        <Button type="button" size="sm" variant="outline" disabled={busy} aria-busy={removing} data-testid={`${name}-remove`} onClick={onRemove}>
          <Trash2 aria-hidden />
          {labels.remove}
        </Button>
      )}
    </div>
  );
}
