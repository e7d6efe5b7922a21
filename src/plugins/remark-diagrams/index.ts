/**
 * Remark plugin: replaces each ```mermaid block with the committed SVGs of
 * that diagram, one per colour mode (CSS shows the one that matches), with
 * width and height so nothing shifts while they load.
 *
 * Why: the Mermaid runtime (theme-mermaid) added several hundred KB of
 * JavaScript to every page with a diagram and drew it after load; see the
 * perf numbers in the README. A maintainer edits the Mermaid source as
 * before and runs `npm run diagrams`.
 */
import {existsSync, readFileSync} from 'node:fs';
import {diagramFile, diagramHash, diagramsUrl, modes, svgSize} from './diagrams';

interface Node {
  type: string;
  depth?: number;
  lang?: string | null;
  value?: string;
  children?: Node[];
  [key: string]: unknown;
}

const jsxAttribute = (name: string, value: string | number) => ({type: 'mdxJsxAttribute', name, value: String(value)});

function textOf(node: Node): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** "Sequence diagram: The six steps", from the diagram type and the heading above it. */
export function diagramAlt(source: string, heading: string | null): string {
  let kind = 'Diagram';
  if (/^\s*sequenceDiagram/.test(source)) kind = 'Sequence diagram';
  else if (/^\s*(flowchart|graph)\b/.test(source)) kind = 'Flowchart';
  return heading ? `${kind}: ${heading}` : kind;
}

export function diagramNode(source: string, heading: string | null, siteDir: string): Node | null {
  const hash = diagramHash(source);
  const images: Node[] = [];
  for (const mode of modes) {
    const file = diagramFile(hash, mode, siteDir);
    if (!existsSync(file)) return null;
    const size = svgSize(readFileSync(file, 'utf8'));
    images.push({
      type: 'mdxJsxFlowElement',
      name: 'img',
      attributes: [
        jsxAttribute('className', `diagram__image diagram__image--${mode}`),
        jsxAttribute('src', `${diagramsUrl}/${hash}-${mode}.svg`),
        jsxAttribute('alt', diagramAlt(source, heading)),
        ...(size ? [jsxAttribute('width', size.width), jsxAttribute('height', size.height)] : []),
        jsxAttribute('loading', 'lazy'),
        jsxAttribute('decoding', 'async'),
      ],
      children: [],
    });
  }
  return {type: 'mdxJsxFlowElement', name: 'figure', attributes: [jsxAttribute('className', 'diagram')], children: images};
}

export default function remarkDiagrams(options: {siteDir?: string} = {}): (tree: Node, file: {path?: string}) => void {
  const siteDir = options.siteDir ?? '.';
  return (tree: Node, file: {path?: string}) => {
    let heading: string | null = null;
    const walk = (parent: Node): void => {
      const children = parent.children ?? [];
      children.forEach((child, i) => {
        if (child.type === 'heading' && (child.depth === 2 || child.depth === 3)) {
          heading = textOf(child);
        } else if (child.type === 'code' && child.lang === 'mermaid') {
          const replacement = diagramNode(child.value ?? '', heading, siteDir);
          if (replacement) {
            children[i] = replacement;
          } else if (process.env.NODE_ENV === 'production') {
            throw new Error(
              `${file.path ?? 'A page'}: a diagram has no rendered SVG. Run \`npm run diagrams\` and commit static/diagrams/.`,
            );
          } else {
            console.warn(`[diagrams] ${file.path ?? 'A page'}: diagram not rendered yet; run \`npm run diagrams\`.`);
          }
        } else {
          walk(child);
        }
      });
    };
    walk(tree);
  };
}
