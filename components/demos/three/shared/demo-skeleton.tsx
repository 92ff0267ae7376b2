import { Skeleton } from '@/components/ui/skeleton';

/** What a demo page shows while its engine's chunk downloads. */
export function DemoSkeleton() {
  return (
    <div
      data-testid="demo-loading"
      aria-busy="true"
      className="relative min-h-[420px] flex-1 overflow-hidden rounded-xl border"
    >
      <Skeleton className="absolute inset-0 rounded-none" />
      <Skeleton className="bg-muted absolute top-3 right-3 h-28 w-60" />
    </div>
  );
}
