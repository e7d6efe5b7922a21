/**
 * Remark plugin: gives each `<ApiFields endpoint part />` and each data table
 * of `<OpenAICompatibility table />` the rows it shows in the page's version,
 * as a prop (see ./tables.ts): `table` for ApiFields, `rows` for
 * OpenAICompatibility, whose `table` already names the table. The components
 * then render from props alone, so src/data/apiReference.ts (every endpoint,
 * every version, the JSON Schemas of the OpenAPI documents) stays out of the
 * browser instead of being concatenated into the chunk of every API page.
 *
 * The version comes from the file's folder. An unknown endpoint, part or
 * table fails the build with file and line. Elements are found by name: the
 * pages import the components under their own names.
 */
import type {Program} from 'estree';
import {valueToEstree} from 'estree-util-value-to-estree';
import {versionOfFile} from '../../data/versions';
import {apiFieldsTable, compatibilityTable, isDataTable, isEndpoint} from './tables';

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: Attribute[];
  children?: Node[];
  position?: {start: {line: number}};
}

/** An MDX attribute whose value is `value`, as the JavaScript expression MDX compiles. */
function expressionAttribute(name: string, value: unknown): Attribute {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: {estree: program}},
  };
}

/** Data errors (no rows, a doc link the version lacks) name the element's file and line too. */
function at<T>(where: string, select: () => T): T {
  try {
    return select();
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`, {cause: error});
  }
}

export default function remarkApiFields(): (tree: Node, file: {path?: string}) => void {
  return (tree, file) => {
    const visit = (node: Node): void => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        (node.name === 'ApiFields' || node.name === 'OpenAICompatibility')
      ) {
        const where = `${file.path ?? 'A page'}:${node.position?.start.line ?? '?'}`;
        const attributes = node.attributes ?? [];
        const literal = (name: string): string => {
          const value = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
          if (typeof value !== 'string') {
            throw new Error(
              `${where}: <${node.name}> needs ${name}="..." as a plain string, which the api-fields remark plugin reads at build time.`,
            );
          }
          return value;
        };
        const version = versionOfFile(file.path ?? '');
        if (version === null) {
          throw new Error(`${where}: <${node.name}> is only for pages in docs/ or versioned_docs/, whose folder names the version.`);
        }
        if (node.name === 'ApiFields') {
          const endpoint = literal('endpoint');
          const part = literal('part');
          if (!isEndpoint(endpoint)) throw new Error(`${where}: <ApiFields> names the unknown endpoint "${endpoint}".`);
          if (part !== 'request' && part !== 'response') {
            throw new Error(`${where}: <ApiFields> part must be "request" or "response", not "${part}".`);
          }
          attributes.push(
            expressionAttribute(
              'table',
              at(where, () => apiFieldsTable(endpoint, part, version)),
            ),
          );
        } else {
          const table = literal('table');
          // The link to the OpenAPI document needs no rows.
          if (table !== 'openapi-document') {
            if (!isDataTable(table)) throw new Error(`${where}: <OpenAICompatibility> names the unknown table "${table}".`);
            attributes.push(
              expressionAttribute(
                'rows',
                at(where, () => compatibilityTable(table, version)),
              ),
            );
          }
        }
        node.attributes = attributes;
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
