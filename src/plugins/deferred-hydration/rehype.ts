/**
 * Rehype plugin: each `##` section of a page (the heading and what follows it,
 * up to the next `##`) becomes a <DeferredSection>, a Suspense boundary that
 * React hydrates after the rest of the page, in a render and a commit of its
 * own (see ./DeferredSection.tsx for why). What comes before the first `##`,
 * the top of the page, hydrates with the page.
 */
import type {Element, Root, RootContent} from 'hast';

/** The component's name in the compiled page, and where it comes from. */
export const componentName = 'DeferredSection';
export const componentModule = '@site/src/plugins/deferred-hydration/DeferredSection';

interface JsxFlowElement {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: {type: 'mdxJsxAttribute'; name: string; value: string}[];
  children: RootContent[];
  data?: {_mdxExplicitJsx?: boolean};
}

const isSectionHeading = (node: RootContent): node is Element =>
  node.type === 'element' && node.tagName === 'h2' && typeof node.properties.id === 'string';

/** `import DeferredSection from '…'`, as the ESTree MDX compiles. */
function importNode(): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${componentName} from '${componentModule}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: componentName}}],
            source: {type: 'Literal', value: componentModule, raw: JSON.stringify(componentModule)},
            attributes: [],
          },
        ],
      },
    },
  } as unknown as RootContent;
}

export default function rehypeDeferredHydration() {
  return (tree: Root): void => {
    if (!tree.children.some(isSectionHeading)) return;
    const esm: RootContent[] = [importNode()];
    const children: RootContent[] = [];
    let section: JsxFlowElement | undefined;
    for (const node of tree.children) {
      // Imports and exports stay at the top level, where MDX needs them.
      if (node.type === 'mdxjsEsm') {
        esm.push(node);
        continue;
      }
      if (isSectionHeading(node)) {
        section = {
          type: 'mdxJsxFlowElement',
          name: componentName,
          attributes: [{type: 'mdxJsxAttribute', name: 'anchor', value: node.properties.id as string}],
          children: [],
          data: {_mdxExplicitJsx: true},
        };
        children.push(section as unknown as RootContent);
      }
      if (section) section.children.push(node);
      else children.push(node);
    }
    tree.children = [...esm, ...children];
  };
}
