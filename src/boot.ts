/**
 * The one script a built page runs before its first screen is shown, written into index.html's head as an
 * inline module (scripts/deferredScripts.ts; the Content-Security-Policy allows it by its hash,
 * server/lib/inlineScripts.ts), so it costs no request. The server-rendered first screen is painted from the
 * HTML; the app's code (the entry, and the chunks the page imports at once) waits in the head as inert
 * `<template data-deferred-scripts>` elements (scripts/deferredScripts.ts puts the entry there,
 * server/lib/modulePreloads.ts the page's chunks), and this module copies them into the document once that
 * screen is shown: after its pictures marked `fetchpriority="high"` (the page's largest paint: the hero on
 * home, the main picture on a frame's page) are decoded and the frame after the one that paints them, at
 * most MAX_WAIT_MS. So the scripts never share the network with the main picture, and hydration starts
 * after it is on screen; the splash (index.html) is painted with the HTML and counts its 2.5 s meanwhile.
 * A page with nothing rendered (the back-office, a page the server did not render) starts them at once.
 *
 * It imports nothing (the build fails if it does): it is the few hundred bytes a page runs first.
 */

/** The longest the scripts wait for the first screen's pictures (a slow or broken picture never holds them longer). */
const MAX_WAIT_MS = 2000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function firstScreenShown(): Promise<void> {
  const pictures = document.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]');
  await Promise.all([...pictures].map((picture) => picture.decode().catch(() => undefined)));
  // The frame that paints them, then one more: they are on screen before the first script is asked for.
  await nextFrame();
  await nextFrame();
  // Then a task of its own, not the frame's (a phone's main thread never holds both at once).
  await new Promise((resolve) => setTimeout(resolve, 0));
}

let started = false;

/** Copies the deferred scripts into the head (a script element cloned from a template runs once inserted). */
function startScripts() {
  if (started) return;
  started = true;
  for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-deferred-scripts]'))
    document.head.append(document.importNode(template.content, true));
}

const rendered = document.getElementById('root')?.hasChildNodes() ?? false;
// A hidden tab paints no frames: nothing to wait for.
if (!rendered || document.visibilityState === 'hidden') startScripts();
else {
  void firstScreenShown().then(startScripts);
  setTimeout(startScripts, MAX_WAIT_MS);
}
