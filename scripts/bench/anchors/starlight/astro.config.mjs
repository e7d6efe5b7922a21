// @ts-check
// Starlight's template config, with one change: pages are written as
// `a/b.html`, so the anchor answers the same paths as our site does.
import starlight from '@astrojs/starlight';
import {defineConfig} from 'astro/config';

export default defineConfig({
  site: 'https://docs.confidant.example',
  build: {format: 'file'},
  integrations: [starlight({title: 'Confidant'})],
});
