import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoSkeleton } from '@/components/demos/three/shared/demo-skeleton';
import { DemoStage } from '@/components/demos/three/shared/demo-stage';

// The Cesium globe showed an empty stage for about five seconds (issue 26, item 13): the stage and the
// skeleton before it now say what is loading until the engine is ready.
describe('demo stage loading state', () => {
  it('says what is loading over the canvas and marks the stage busy until it is done', () => {
    const { rerender } = render(<DemoStage loading="正在加载地球…" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载地球…');
    expect(screen.getByTestId('demo-stage')).toHaveAttribute('aria-busy', 'true');
    rerender(<DemoStage />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('demo-stage')).not.toHaveAttribute('aria-busy');
  });

  it('says it on the skeleton shown while the engine downloads', () => {
    render(<DemoSkeleton label="Loading the globe…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the globe…');
  });
});
