import { Skeleton } from '@/components/ui/skeleton';
import { StageStatus } from './demo-stage';

/** What a demo page shows while its engine's chunk downloads; `label` says what is coming. */
export function DemoSkeleton({ label }: { label?: string }) {
  return (
    <div
      data-testid="demo-loading"
      aria-busy="true"
      className="relative min-h-[420px] flex-1 overflow-hidden rounded-xl border"
    >
      <Skeleton className="absolute inset-0 rounded-none" />
      <Skeleton className="bg-muted absolute top-3 right-3 h-28 w-60" />
      {label ? <StageStatus text={label} /> : null}
    </div>
  );
}
