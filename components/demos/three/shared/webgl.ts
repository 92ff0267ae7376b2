export type WebGLContext = WebGLRenderingContext | WebGL2RenderingContext;

/**
 * The WebGL context an engine already created on `canvas`: asking for a canvas's own context type
 * returns it, the other type returns null. Only for canvases an engine has drawn on with WebGL
 * (on a fresh canvas this would create a context).
 */
export function webglContextOf(canvas: HTMLCanvasElement | null | undefined): WebGLContext | null {
  if (!canvas) return null;
  return canvas.getContext('webgl2') ?? canvas.getContext('webgl');
}

/**
 * Frees a context now instead of whenever the garbage collector gets to it: Chromium keeps at most
 * 16 alive and warns ("Too many active WebGL contexts") when a 17th arrives. Runs on the next task,
 * after the engine's own teardown, which still needs a live context.
 */
export function loseContextSoon(gl: WebGLContext | null) {
  if (!gl) return;
  setTimeout(() => gl.getExtension('WEBGL_lose_context')?.loseContext(), 0);
}
