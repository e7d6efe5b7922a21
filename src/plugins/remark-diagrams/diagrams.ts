/**
 * Diagrams are Mermaid sources in the docs and committed SVGs in
 * static/diagrams/, one per colour mode, named by a hash of the source.
 * `npm run diagrams` writes them; the build only reads them, so neither the
 * build nor the reader's browser runs Mermaid.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';

export const diagramsDir = 'static/diagrams';
export const diagramsUrl = '/diagrams';
export const modes = ['light', 'dark'] as const;
export type Mode = (typeof modes)[number];

/** Mermaid theme for each colour mode of the site. */
export const mermaidTheme: Record<Mode, string> = {light: 'neutral', dark: 'dark'};

/** Identifies a diagram by its source, ignoring trailing whitespace. */
export function diagramHash(source: string): string {
  return createHash('sha256').update(source.replace(/\s+$/, '')).digest('hex').slice(0, 16);
}

export function diagramFile(hash: string, mode: Mode, siteDir = '.'): string {
  return path.join(siteDir, diagramsDir, `${hash}-${mode}.svg`);
}

/** Width and height of an SVG from its viewBox, for the img attributes that prevent layout shift. */
export function svgSize(svg: string): {width: number; height: number} | null {
  const viewBox = /viewBox="[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)"/.exec(svg);
  if (!viewBox) return null;
  return {width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2]))};
}
