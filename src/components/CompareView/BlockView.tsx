/** The diff of one block: a run of unchanged blocks, or a block added, removed or changed with its words marked. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Block, BlockChange, Tokens} from '@site/src/plugins/version-compare/client/format';
import styles from './BlockView.module.css';

function Marked({tokens}: {tokens: Tokens}): ReactNode {
  return tokens.map(([op, text], i) => {
    if (op === 0) return text;
    const Tag = op === 1 ? 'ins' : 'del';
    return (
      <Tag key={i}>
        <span className={styles.visuallyHidden}>[{op === 1 ? 'added' : 'removed'}: </span>
        {text}
        <span className={styles.visuallyHidden}>]</span>
      </Tag>
    );
  });
}

const opNames = {added: 'Added', removed: 'Removed', changed: 'Changed'} as const;

/** A whole block added or removed, or a changed one with its marks. */
function BlockView({
  block,
  op,
  tokens,
  cells,
}: {
  block: Block;
  op: 'added' | 'removed' | 'changed';
  tokens?: Tokens;
  cells?: Tokens[];
}): ReactNode {
  const wholeOp = op === 'added' ? 1 : -1;
  const marked = tokens ?? [[wholeOp, block.text]];
  const className = clsx(styles.block, styles[op]);
  const prefix = opNames[op];
  // A changed row whose cell count changed is marked as one line of text.
  if (block.kind === 'row' && block.cells && (op !== 'changed' || cells)) {
    const rowCells = cells ?? block.cells.map((cell): Tokens => [[wholeOp, cell]]);
    return (
      <div className={className}>
        <span className={styles.blockLabel}>{prefix} table row</span>
        <div className={styles.tableScroll}>
          <table className={styles.rowTable}>
            {block.header?.length === rowCells.length && (
              <thead>
                <tr>
                  {block.header.map((cell, i) => (
                    <th key={i} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              <tr>
                {rowCells.map((cell, i) => (
                  <td key={i} data-label={block.header?.length === rowCells.length ? block.header[i] : undefined}>
                    <Marked tokens={cell} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </div>
    );
  }
  const kind = {code: 'code block', item: 'list item', quote: 'note', row: 'table row', paragraph: 'paragraph'}[block.kind];
  return (
    <div className={className}>
      <span className={styles.blockLabel}>
        {prefix} {kind}
      </span>
      {block.kind === 'code' ? (
        <pre className={styles.code}>
          <code>
            <Marked tokens={marked} />
          </code>
        </pre>
      ) : (
        <p className={clsx(styles.text, block.kind === 'item' && styles.item, block.kind === 'quote' && styles.quote)}>
          <Marked tokens={marked} />
        </p>
      )}
    </div>
  );
}

export default function ChangeView({change}: {change: BlockChange}): ReactNode {
  if (change.op === 'same') {
    return <p className={styles.same}>{change.count === 1 ? '1 unchanged block' : `${change.count} unchanged blocks`}</p>;
  }
  if (change.op === 'changed') return <BlockView block={change.block} op="changed" tokens={change.tokens} cells={change.cells} />;
  return <BlockView block={change.block} op={change.op} />;
}
