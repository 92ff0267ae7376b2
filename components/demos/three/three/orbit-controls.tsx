'use client';

import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

/** three's OrbitControls bound to the canvas: drag to orbit, wheel to zoom, right-drag to pan. */
export function OrbitControlsRig({ target }: { target: [number, number, number] }) {
  const camera = useThree((state) => state.camera);
  const domElement = useThree((state) => state.gl.domElement);
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
    return () => {
      controls.current = null;
      orbit.dispose();
    };
  }, [camera, domElement, x, y, z]);

  useFrame(() => controls.current?.update());
  return null;
}
