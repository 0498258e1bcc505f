import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder of the server package, found from this file whether it runs from src/ or the dist bundle. */
function findServerRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const manifest = path.join(directory, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@airquote/server') {
      return directory;
    }
    directory = path.dirname(directory);
  }
  throw new Error('Cannot find the @airquote/server package folder');
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
export const seedAssetsFolder = path.join(serverRoot, 'src/db/seed/assets');
export const webDistFolder = path.join(serverRoot, '../web/dist');
