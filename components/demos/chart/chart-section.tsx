import type { ReactNode } from 'react';

interface ChartSectionProps {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** A titled group of chart cards: one column on phones, two from the large breakpoint. */
export function ChartSection({ id, title, description, children }: ChartSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={`section-${id}`} className="flex flex-col gap-3">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">{children}</div>
    </section>
  );
}
