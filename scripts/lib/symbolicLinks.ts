import {readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * The symbolic links below a build folder (the folder itself may be one),
 * relative to it. None may be there: a link could take a server outside
 * the build (a link to /etc served /etc/passwd). `npm run build` fails on
 * one and both servers refuse to start on one; nginx cannot refuse them per
 * request (deploy/nginx.conf says why), the node server does.
 */
export function symbolicLinksBelow(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) found.push(path.relative(root, full));
      else if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return found.sort();
}

/** The error for a build with links below it, naming a few of them. */
export function symbolicLinksError(root: string, links: string[]): Error {
  const shown = links.slice(0, 5).join(', ') + (links.length > 5 ? ` and ${links.length - 5} more` : '');
  return new Error(
    `${root} has symbolic links below it (${shown}): no server of this site follows one. Replace each with the file or folder it points to.`,
  );
}
