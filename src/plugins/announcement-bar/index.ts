import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** A new announcement bar id shows the bar again at once (see ./client/announcementBar.ts). */
export default function announcementBarPlugin(context: LoadContext): Plugin {
  return {
    name: 'announcement-bar',
    getClientModules() {
      return [path.join(context.siteDir, 'src/plugins/announcement-bar/client/announcementBar.ts')];
    },
  };
}
