import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's chart area while the numbers load. */
export function DashboardChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
      {['lg:col-span-2', '', '', 'lg:col-span-2'].map((span, i) => (
        <div key={i} className={`flex flex-col gap-4 rounded-xl border p-6 ${span}`}>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-56 w-full" />
        </div>
      ))}
    </div>
  );
}
