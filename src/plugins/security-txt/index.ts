import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {PostBuildStep} from '../post-build';
import {securityContact} from '../../data/securityContact';
import {securityTxt} from './securityTxt';

/**
 * Writes `/.well-known/security.txt` (RFC 9116) after the build, from the
 * same data the security pages state, so the contact cannot drift from the docs.
 */
export const securityTxtStep: PostBuildStep = {
  name: 'security-txt',
  async run({outDir, siteUrl}) {
    const file = path.join(outDir, securityContact.path);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, securityTxt(siteUrl));
    return securityContact.path;
  },
};
