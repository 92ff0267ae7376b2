'use client';

import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

/**
 * three's OrbitControls bound to the canvas: drag to orbit, wheel to zoom, right-drag to pan. Each move asks
 * for a frame (the canvas may draw on demand only), and the damping's glide asks for the next until it stops.
 */
export function OrbitControlsRig({ target }: { target: [number, number, number] }) {
  const camera = useThree((state) => state.camera);
  const domElement = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  const controls = useRef<OrbitControls | null>(null);
  const [x, y, z] = target;

  useEffect(() => {
    const orbit = new OrbitControls(camera, domElement);
    orbit.enableDamping = true;
    orbit.minDistance = 4;
    orbit.maxDistance = 24;
    orbit.maxPolarAngle = Math.PI / 2.05;
    orbit.target.set(x, y, z);
    controls.current = orbit;
    const redraw = () => invalidate();
    orbit.addEventListener('change', redraw);
    return () => {
      controls.current = null;
      orbit.removeEventListener('change', redraw);
      orbit.dispose();
    };
  }, [camera, domElement, invalidate, x, y, z]);

  useFrame(() => controls.current?.update());
  return null;
}
