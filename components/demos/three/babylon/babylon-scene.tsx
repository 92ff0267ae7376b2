'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/components/demos/reduced-motion';
import { DemoPanel, PanelRange, PanelSwitch } from '../shared/demo-panel';
import { DemoStage } from '../shared/demo-stage';
import { useResizeObserver } from '../shared/use-resize-observer';
import { useThemePalette } from '../shared/use-theme-palette';
import { createBabylonWorld, type BabylonWorld } from './babylon-world';

export default function BabylonScene() {
  const t = useTranslations('page.three.babylon');
  const hostRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const worldRef = useRef<BabylonWorld | null>(null);
  const palette = useThemePalette();
  const paletteRef = useRef(palette);
  const [wireframe, setWireframe] = useState(false);
  const [shadows, setShadows] = useState(true);
  // Still for a user who asks for reduced motion (the slider turns it).
  const [speed, setSpeed] = useState(() => (prefersReducedMotion() ? 0 : 0.6));

  useEffect(() => {
    const world = createBabylonWorld(canvasRef.current!, paletteRef.current);
    worldRef.current = world;
    return () => {
      worldRef.current = null;
      world.dispose();
    };
  }, []);
  useEffect(() => {
    paletteRef.current = palette;
    worldRef.current?.setTheme(palette);
  }, [palette]);
  useEffect(() => {
    worldRef.current?.setWireframe(wireframe);
  }, [wireframe]);
  useEffect(() => {
    worldRef.current?.setShadows(shadows);
  }, [shadows]);
  useEffect(() => {
    worldRef.current?.setSpeed(speed);
  }, [speed]);
  useResizeObserver(hostRef, () => worldRef.current?.resize());

  return (
    <DemoStage
      hostRef={hostRef}
      panel={
        <DemoPanel title={t('title')} description={t('description')}>
          <PanelSwitch id="babylon-wireframe" label={t('wireframe')} checked={wireframe} onChange={setWireframe} />
          <PanelSwitch id="babylon-shadows" label={t('shadows')} checked={shadows} onChange={setShadows} />
          <PanelRange id="babylon-speed" label={t('rotationSpeed')} value={speed} min={0} max={3} step={0.1} onChange={setSpeed} />
        </DemoPanel>
      }
    >
      <canvas ref={canvasRef} data-engine="babylon" className="block size-full touch-none outline-none" />
    </DemoStage>
  );
}
