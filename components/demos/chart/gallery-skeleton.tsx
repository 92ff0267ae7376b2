import { Skeleton } from '@/components/ui/skeleton';

/** What a chart page shows while its library loads. */
export function GallerySkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className="flex flex-col gap-4 rounded-xl border p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-56 w-full" />
        </div>
      ))}
    </div>
  );
}
