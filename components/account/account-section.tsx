import type { ReactNode } from 'react';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** One card of the account page: a title, what it is for, an optional action, its content. */
export function AccountSection({ title, description, action, children, testId }: { title: string; description: string; action?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId} className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        {action && <CardAction>{action}</CardAction>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
