import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** One titled block of a component demo page. */
export function DemoSection({
  title,
  description,
  className,
  contentClassName,
  children,
  ...props
}: {
  title: string;
  description?: string;
  contentClassName?: string;
  children: ReactNode;
} & Omit<ComponentProps<'div'>, 'title'>) {
  return (
    <Card role="region" aria-label={title} className={cn('min-w-0 gap-4', className)} {...props}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn('flex flex-col gap-4', contentClassName)}>{children}</CardContent>
    </Card>
  );
}

/** The title block at the top of a demo page. */
export function DemoHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground max-w-3xl text-sm">{description}</p>
    </div>
  );
}
