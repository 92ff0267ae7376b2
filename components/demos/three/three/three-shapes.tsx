'use client';

import { useFrame, type ThreeEvent } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import { hex, type ThemePalette } from '../shared/use-theme-palette';

export const shapeKeys = ['box', 'sphere', 'torusKnot', 'cone', 'icosahedron'] as const;
export type ShapeKey = (typeof shapeKeys)[number];

function Geometry({ shape }: { shape: ShapeKey }) {
  switch (shape) {
    case 'box':
      return <boxGeometry args={[1.4, 1.4, 1.4]} />;
    case 'sphere':
      return <sphereGeometry args={[0.9, 48, 24]} />;
    case 'torusKnot':
      return <torusKnotGeometry args={[0.6, 0.22, 128, 16]} />;
    case 'cone':
      return <coneGeometry args={[0.9, 1.6, 48]} />;
    case 'icosahedron':
      return <icosahedronGeometry args={[0.95, 0]} />;
  }
}

interface ShapesProps {
  palette: ThemePalette;
  animate: boolean;
  hovered: ShapeKey | null;
  selected: ShapeKey | null;
  onHover: (shape: ShapeKey | null) => void;
  onSelect: (shape: ShapeKey) => void;
}

/** A ring of shapes that turns each frame; hover lifts a shape, click selects it. */
export function ThreeShapes({ palette, animate, hovered, selected, onHover, onSelect }: ShapesProps) {
  const ring = useRef<Group>(null);
  const colours = [...palette.chart, palette.primary];

  useFrame((_, delta) => {
    const group = ring.current;
    if (!group || !animate) return;
    group.rotation.y += delta * 0.25;
    group.children.forEach((child, i) => {
      child.rotation.x += delta * (0.4 + i * 0.1);
      child.rotation.y += delta * 0.6;
    });
  });

  return (
    <group ref={ring}>
      {shapeKeys.map((shape, i) => {
        const angle = (i / shapeKeys.length) * Math.PI * 2;
        const isHovered = hovered === shape;
        const isSelected = selected === shape;
        return (
          <mesh
            key={shape}
            name={shape}
            castShadow
            position={[Math.cos(angle) * 3, isHovered ? 1.6 : 1.2, Math.sin(angle) * 3]}
            scale={isHovered || isSelected ? 1.15 : 1}
            onPointerOver={(e: ThreeEvent<PointerEvent>) => {
              e.stopPropagation();
              onHover(shape);
            }}
            onPointerOut={() => onHover(null)}
            onClick={(e: ThreeEvent<MouseEvent>) => {
              e.stopPropagation();
              onSelect(shape);
            }}
          >
            <Geometry shape={shape} />
            <meshStandardMaterial
              color={hex(colours[i % colours.length]!)}
              emissive={isSelected ? hex(palette.primary) : '#000000'}
              emissiveIntensity={isSelected ? 0.45 : 0}
              metalness={0.2}
              roughness={0.35}
            />
          </mesh>
        );
      })}
    </group>
  );
}
