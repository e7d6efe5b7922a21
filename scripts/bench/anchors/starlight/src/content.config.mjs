// Starlight's template content collection: every page under src/content/docs/.
import {docsLoader} from '@astrojs/starlight/loaders';
import {docsSchema} from '@astrojs/starlight/schema';
import {defineCollection} from 'astro:content';

export const collections = {
  docs: defineCollection({loader: docsLoader(), schema: docsSchema()}),
};
