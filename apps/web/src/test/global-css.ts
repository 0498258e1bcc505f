/** Node's fs as far as these tests need it: the web project has no Node types. */
type Fs = { readFileSync: (path: URL, encoding: 'utf8') => string };

/**
 * The text of the app's stylesheet. Vitest runs without CSS (an imported .css file, even with ?raw,
 * is empty), so it is read from disk.
 */
export async function readGlobalCss(): Promise<string> {
  const fsModule = 'node:fs';
  const { readFileSync } = (await import(/* @vite-ignore */ fsModule)) as Fs;
  const here = import.meta.url;
  return readFileSync(new URL('../app/global.css', here), 'utf8');
}

/** Puts the app's stylesheet into the document, as the browser has it; returns its removal. */
export async function applyGlobalCss(): Promise<() => void> {
  const style = document.createElement('style');
  style.textContent = await readGlobalCss();
  document.head.append(style);
  return () => style.remove();
}
