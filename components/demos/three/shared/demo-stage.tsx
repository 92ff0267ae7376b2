import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/utils';

/**
 * The box an engine draws into: fills the page below the header, resizes with the window and the
 * sidebar, and carries an optional control panel over the canvas.
 */
export function DemoStage({
  hostRef,
  panel,
  children,
  className,
}: {
  hostRef?: Ref<HTMLDivElement>;
  panel?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      data-testid="demo-stage"
      className={cn('bg-background relative isolate min-h-[420px] flex-1 overflow-hidden rounded-xl border', className)}
    >
      <div ref={hostRef} data-testid="demo-host" className="absolute inset-0">
        {children}
      </div>
      {panel}
    </div>
  );
}
