'use client';

import { Canvas } from '@react-three/fiber';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { prefersReducedMotion } from '@/components/demos/reduced-motion';
import { DemoPanel, PanelSwitch, PanelValue } from '../shared/demo-panel';
import { DemoStage } from '../shared/demo-stage';
import { hex, mix, useThemePalette } from '../shared/use-theme-palette';
import { OrbitControlsRig } from './orbit-controls';
import { quietClockDeprecation } from './three-console';
import { ThreeShapes, type ShapeKey } from './three-shapes';

quietClockDeprecation();

// r3f sizes the canvas to its parent with its own ResizeObserver and, on unmount, disposes the
// renderer and forces the WebGL context to be lost. Still (animation off, as it starts for a user who asks
// for reduced motion), the canvas draws a frame only when something changes: a hover, a drag, the theme, a
// resize; a turning scene draws every frame.
export default function ThreeScene() {
  const t = useTranslations('page.three.three');
  const palette = useThemePalette();
  const [animate, setAnimate] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState<ShapeKey | null>(null);
  const [selected, setSelected] = useState<ShapeKey | null>(null);
  const name = (shape: ShapeKey | null) => (shape ? t(`shapes.${shape}`) : t('none'));

  return (
    <DemoStage
      panel={
        <DemoPanel title={t('title')} description={t('description')}>
          <PanelSwitch id="three-animate" label={t('animate')} checked={animate} onChange={setAnimate} />
          <PanelValue label={t('hovered')} value={name(hovered)} testId="three-hovered" />
          <PanelValue label={t('selected')} value={name(selected)} testId="three-selected" />
        </DemoPanel>
      }
    >
      <Canvas
        data-engine="three"
        frameloop={animate ? 'always' : 'demand'}
        // PCF shadows: r3f's `shadows` alone asks for PCFSoftShadowMap, which three r180 removed (it warned
        // and fell back to this on every visit).
        shadows="percentage"
        dpr={[1, 2]}
        camera={{ position: [7, 5, 8], fov: 45 }}
        style={{ cursor: hovered ? 'pointer' : 'grab' }}
        onPointerMissed={() => setSelected(null)}
      >
        <color attach="background" args={[hex(palette.background)]} />
        <hemisphereLight args={[hex(palette.background), hex(palette.muted), 0.8]} />
        <directionalLight position={[6, 10, 4]} intensity={2.2} castShadow shadow-mapSize={[1024, 1024]} />
        <ThreeShapes
          palette={palette}
          animate={animate}
          hovered={hovered}
          selected={selected}
          onHover={setHovered}
          onSelect={setSelected}
        />
        <mesh rotation-x={-Math.PI / 2} receiveShadow>
          <circleGeometry args={[7, 64]} />
          <meshStandardMaterial color={hex(mix(palette.background, palette.foreground, palette.dark ? 0.12 : 0.08))} />
        </mesh>
        <OrbitControlsRig target={[0, 0.8, 0]} />
      </Canvas>
    </DemoStage>
  );
}
