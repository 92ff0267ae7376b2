import { LoaderCircle } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/utils';

/**
 * The box an engine draws into: fills the page below the header, resizes with the window and the
 * sidebar, and carries an optional control panel over the canvas. `loading`: what the engine is still
 * fetching once its code is there (a globe's first tiles), said over the canvas until it is done.
 */
export function DemoStage({
  hostRef,
  panel,
  children,
  className,
  loading,
}: {
  hostRef?: Ref<HTMLDivElement>;
  panel?: ReactNode;
  children?: ReactNode;
  className?: string;
  loading?: string;
}) {
  return (
    <div
      data-testid="demo-stage"
      aria-busy={loading ? true : undefined}
      className={cn('bg-background relative isolate min-h-[420px] flex-1 overflow-hidden rounded-xl border', className)}
    >
      <div ref={hostRef} data-testid="demo-host" className="absolute inset-0">
        {children}
      </div>
      {loading ? <StageStatus text={loading} /> : null}
      {panel}
    </div>
  );
}

/** A status said over a stage (or its skeleton): a spinner and the words, announced politely. */
export function StageStatus({ text }: { text: string }) {
  return (
    <div role="status" data-testid="demo-stage-loading" className="pointer-events-none absolute inset-0 grid place-items-center">
      <span className="bg-background text-muted-foreground flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm shadow-sm">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
        {text}
      </span>
    </div>
  );
}
