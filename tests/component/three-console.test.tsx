import { Clock, warn } from 'three';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietClockDeprecation } from '@/components/demos/three/three/three-console';

// three.js logged THREE.Clock's deprecation on every visit of the three.js demo (issue 26, item 13):
// @react-three/fiber makes a Clock in every canvas's store. Only that message is dropped.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('three.js console on the demo', () => {
  it('drops the Clock deprecation r3f causes, and forwards every other message', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    quietClockDeprecation();
    new Clock();
    expect(spy).not.toHaveBeenCalled();
    warn('WebGLRenderer: something else', 42);
    expect(spy).toHaveBeenCalledWith('THREE.WebGLRenderer: something else', 42);
  });
});
