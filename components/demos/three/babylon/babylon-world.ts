// Deep imports only: the package root would ship all of Babylon (2.1 MB gzip).
import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera';
import { Engine } from '@babylonjs/core/Engines/engine';
import { DirectionalLight } from '@babylonjs/core/Lights/directionalLight';
import { HemisphericLight } from '@babylonjs/core/Lights/hemisphericLight';
import { ShadowGenerator } from '@babylonjs/core/Lights/Shadows/shadowGenerator';
import '@babylonjs/core/Lights/Shadows/shadowGeneratorSceneComponent';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial';
import { Color3, Color4 } from '@babylonjs/core/Maths/math.color';
import { Vector3 } from '@babylonjs/core/Maths/math.vector';
import { CreateBox } from '@babylonjs/core/Meshes/Builders/boxBuilder';
import { CreateCylinder } from '@babylonjs/core/Meshes/Builders/cylinderBuilder';
import { CreateGround } from '@babylonjs/core/Meshes/Builders/groundBuilder';
import { CreateSphere } from '@babylonjs/core/Meshes/Builders/sphereBuilder';
import { CreateTorusKnot } from '@babylonjs/core/Meshes/Builders/torusKnotBuilder';
import type { Mesh } from '@babylonjs/core/Meshes/mesh';
import { Scene } from '@babylonjs/core/scene';
import type { Rgb, ThemePalette } from '../shared/use-theme-palette';
import { loseContextSoon, webglContextOf } from '../shared/webgl';

export interface BabylonWorld {
  setWireframe(on: boolean): void;
  setShadows(on: boolean): void;
  setSpeed(radiansPerSecond: number): void;
  setTheme(palette: ThemePalette): void;
  resize(): void;
  dispose(): void;
}

const color3 = ([r, g, b]: Rgb) => new Color3(r / 255, g / 255, b / 255);

function material(scene: Scene, name: string, diffuse: Color3, specular: number, extra?: Partial<StandardMaterial>) {
  const m = new StandardMaterial(name, scene);
  m.diffuseColor = diffuse;
  m.specularColor = new Color3(specular, specular, specular);
  m.specularPower = 64;
  Object.assign(m, extra);
  return m;
}

/** A lit scene of a few meshes on a ground plane, with shadows and an orbit camera; still until `setSpeed`. */
export function createBabylonWorld(canvas: HTMLCanvasElement, palette: ThemePalette): BabylonWorld {
  // canvasTabIndex 0: Babylon's default of 1 would put the canvas before everything else in the tab order.
  const engine = new Engine(canvas, true, { stencil: true, antialias: true, canvasTabIndex: 0 }, true);
  const gl = webglContextOf(canvas);
  const scene = new Scene(engine);

  const camera = new ArcRotateCamera('camera', -Math.PI / 3, Math.PI / 3, 14, new Vector3(0, 1, 0), scene);
  camera.lowerRadiusLimit = 6;
  camera.upperRadiusLimit = 30;
  camera.upperBetaLimit = Math.PI / 2.1;
  camera.wheelDeltaPercentage = 0.01;
  camera.attachControl();

  const ambient = new HemisphericLight('ambient', new Vector3(0, 1, 0), scene);
  ambient.intensity = 0.45;
  const sun = new DirectionalLight('sun', new Vector3(-1, -2, -1), scene);
  sun.position = new Vector3(10, 20, 10);
  sun.intensity = 0.9;
  const shadows = new ShadowGenerator(1024, sun);
  shadows.useBlurExponentialShadowMap = true;
  shadows.blurKernel = 16;

  const ground = CreateGround('ground', { width: 24, height: 24 }, scene);
  const groundMaterial = material(scene, 'ground', color3(palette.muted), 0);
  ground.material = groundMaterial;
  ground.receiveShadows = true;

  const [c1, c2, c3, c4] = palette.chart;
  const meshes: Mesh[] = [
    CreateBox('box', { size: 2 }, scene),
    CreateSphere('sphere', { diameter: 2.2, segments: 32 }, scene),
    CreateTorusKnot('knot', { radius: 1, tube: 0.32, radialSegments: 128, tubularSegments: 24 }, scene),
    CreateCylinder('cylinder', { height: 2.4, diameterTop: 0, diameterBottom: 2, tessellation: 48 }, scene),
  ];
  const materials = [
    material(scene, 'matte', color3(c1), 0.05),
    material(scene, 'glossy', color3(c2), 0.9),
    material(scene, 'emissive', color3(c3), 0.4, { emissiveColor: color3(c3).scale(0.35) }),
    material(scene, 'glass', color3(c4), 0.8, { alpha: 0.75 }),
  ];
  meshes.forEach((mesh, i) => {
    const angle = (i / meshes.length) * Math.PI * 2;
    mesh.position = new Vector3(Math.cos(angle) * 4, 1.3, Math.sin(angle) * 4);
    mesh.material = materials[i]!;
    shadows.addShadowCaster(mesh);
  });

  let speed = 0;
  scene.onBeforeRenderObservable.add(() => {
    const dt = engine.getDeltaTime() / 1000;
    for (const mesh of meshes) {
      mesh.rotation.y += speed * dt;
      mesh.rotation.x += speed * dt * 0.3;
    }
  });

  const applyTheme = (p: ThemePalette) => {
    const [r, g, b] = p.background;
    scene.clearColor = new Color4(r / 255, g / 255, b / 255, 1);
    groundMaterial.diffuseColor = color3(p.dark ? p.muted : p.border);
    ambient.groundColor = color3(p.background).scale(0.5);
  };
  applyTheme(palette);
  // A turning scene draws every frame; a still one (speed 0) only while it changes: for a second after an
  // input (a drag, the wheel, a key) or a change from the page, while the camera glides, and until every
  // mesh is ready to draw (shaders compile over the first frames).
  let awakeUntil = 0;
  const wake = () => {
    awakeUntil = performance.now() + 1000;
  };
  const gliding = () =>
    camera.inertialAlphaOffset !== 0 || camera.inertialBetaOffset !== 0 || camera.inertialRadiusOffset !== 0 || camera.inertialPanningX !== 0 || camera.inertialPanningY !== 0;
  const inputs = ['pointerdown', 'pointermove', 'wheel', 'keydown'] as const;
  for (const type of inputs) canvas.addEventListener(type, wake);
  wake();
  scene.executeWhenReady(wake);
  engine.runRenderLoop(() => {
    if (speed === 0 && performance.now() > awakeUntil && !gliding()) return;
    scene.render();
  });

  return {
    setWireframe: (on) => {
      for (const m of [...materials, groundMaterial]) m.wireframe = on;
      wake();
    },
    setShadows: (on) => {
      sun.shadowEnabled = on;
      wake();
    },
    setSpeed: (value) => {
      speed = value;
      wake();
    },
    setTheme: (p) => {
      applyTheme(p);
      wake();
    },
    resize: () => {
      engine.resize();
      wake();
    },
    dispose: () => {
      for (const type of inputs) canvas.removeEventListener(type, wake);
      engine.stopRenderLoop();
      scene.dispose();
      engine.dispose();
      loseContextSoon(gl);
    },
  };
}
