'use client';

import { CircleCheck, CircleX, FileText, Upload, X } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

export interface UploadItem {
  id: string;
  name: string;
  /** bytes */
  size: number;
  /** 0–100 */
  progress: number;
  status: 'uploading' | 'done' | 'tooLarge';
}

export interface FileUploadProps {
  value: readonly UploadItem[];
  onChange: (items: UploadItem[]) => void;
  /** The input's `accept` (e.g. `image/*,.pdf`). */
  accept?: string;
  /** Largest file in bytes; a larger one is listed as refused (default 5 MB). */
  maxSize?: number;
  /** At most this many files (default 5); extra ones are ignored. */
  maxFiles?: number;
  id?: string;
  invalid?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

const TICK_MS = 120;

/**
 * Files by click or drag-and-drop, each with a progress bar. The upload is simulated locally (no
 * network): progress advances on a timer at a speed derived from the file size.
 */
export function FileUpload({ value, onChange, accept, maxSize = 5 * 1024 * 1024, maxFiles = 5, id, invalid, className, ...aria }: FileUploadProps) {
  const t = useTranslations('custom.fileUpload');
  const format = useFormatter();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  const uploading = value.some((item) => item.status === 'uploading');
  useEffect(() => {
    if (!uploading) return;
    const timer = window.setInterval(() => {
      const { value: items, onChange: emit } = latest.current;
      emit(
        items.map((item) => {
          if (item.status !== 'uploading') return item;
          const step = Math.max(4, 28 - Math.log2(item.size + 1));
          const progress = Math.min(100, item.progress + step);
          return { ...item, progress, status: progress >= 100 ? 'done' : 'uploading' };
        }),
      );
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [uploading]);

  const add = (files: FileList | null) => {
    if (!files?.length) return;
    const room = Math.max(0, maxFiles - value.length);
    const added = Array.from(files)
      .slice(0, room)
      .map<UploadItem>((file, i) => ({
        id: `${file.name}-${file.size}-${value.length + i}`,
        name: file.name,
        size: file.size,
        progress: 0,
        status: file.size > maxSize ? 'tooLarge' : 'uploading',
      }));
    onChange([...value, ...added]);
  };

  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? t('kb', { value: format.number(bytes / 1024, { maximumFractionDigits: 1 }) })
      : t('mb', { value: format.number(bytes / 1024 / 1024, { maximumFractionDigits: 1 }) });

  return (
    <div className={cn('grid gap-3', className)}>
      <label
        htmlFor={id ?? inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          add(e.dataTransfer.files);
        }}
        aria-invalid={invalid || undefined}
        className={cn(
          'border-input hover:bg-muted/50 has-focus-visible:border-ring has-focus-visible:ring-ring/50 flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-6 text-center text-sm transition-colors has-focus-visible:ring-[3px]',
          dragging && 'border-primary bg-primary/5',
          invalid && 'border-destructive',
        )}
      >
        <span className="bg-muted flex size-10 items-center justify-center rounded-full">
          <Upload className="size-4" aria-hidden />
        </span>
        <span className="font-medium">{t('drop')}</span>
        <span className="text-muted-foreground text-xs">{t('limits', { count: maxFiles, size: size(maxSize) })}</span>
        <input
          id={id ?? inputId}
          type="file"
          multiple
          accept={accept}
          aria-describedby={aria['aria-describedby']}
          className="sr-only"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {value.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('files')}>
          {value.map((item) => (
            <li key={item.id} className="flex items-center gap-3 rounded-md border p-2.5" data-status={item.status}>
              <FileText className="text-muted-foreground size-5 shrink-0" aria-hidden />
              <div className="grid min-w-0 flex-1 gap-1.5">
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="truncate font-medium">{item.name}</span>
                  <span className="text-muted-foreground shrink-0 text-xs tabular-nums">
                    {item.status === 'uploading' ? `${Math.round(item.progress)}%` : size(item.size)}
                  </span>
                </div>
                {item.status === 'uploading' ? (
                  <Progress value={item.progress} className="h-1.5" aria-label={t('uploading', { name: item.name })} />
                ) : (
                  <span
                    className={cn(
                      'flex items-center gap-1 text-xs',
                      item.status === 'done' ? 'text-emerald-600 dark:text-emerald-400' : 'text-destructive-foreground',
                    )}
                  >
                    {item.status === 'done' ? <CircleCheck className="size-3.5" /> : <CircleX className="size-3.5" />}
                    {item.status === 'done' ? t('done') : t('tooLarge')}
                  </span>
                )}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label={t('remove', { name: item.name })}
                onClick={() => onChange(value.filter((other) => other.id !== item.id))}
              >
                <X />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
