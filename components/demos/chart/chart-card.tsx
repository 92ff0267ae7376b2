import type { ReactNode } from 'react';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface ChartCardProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  footer?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/** One chart in the galleries: a card with a title, an optional description, action and footer. */
export function ChartCard({ title, description, action, footer, className, contentClassName, children }: ChartCardProps) {
  return (
    <Card data-testid="chart-card" className={cn('min-w-0 gap-4', className)}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className={cn('min-w-0 flex-1', contentClassName)}>{children}</CardContent>
      {footer ? <CardFooter className="text-muted-foreground flex-col items-start gap-1 text-sm">{footer}</CardFooter> : null}
    </Card>
  );
}
