import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {securityContact} from '../../data/securityContact';
import {securityTxt} from './securityTxt';

/**
 * Writes `/.well-known/security.txt` after the build, from the same data the
 * security pages state, so the contact cannot drift from the docs.
 */
export default function securityTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'security-txt',
    async postBuild({outDir}) {
      const file = path.join(outDir, securityContact.path);
      await mkdir(path.dirname(file), {recursive: true});
      await writeFile(file, securityTxt(context.siteConfig.url));
    },
  };
}
